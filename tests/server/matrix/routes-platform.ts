import { REQUEST_KINDS } from '../../../src/domain/requestTypes';
import { bodies, make, next, readAs, shared, total } from './factories';
import { everyone, superadminOnly } from './rules';
import type { RouteCase } from './runner';
import { must, type Rec, type World } from './world';

/** The superadmin's platform: landlords, reference lists, request catalogue, landing inbox. */

const admin = (w: World) => w.fixed.superadmin.token as string;
const adminRead = (w: World, url: string) => () => readAs(w, admin(w), url);
const adminTotal = (w: World, url: string) => async () => total(w, admin(w), url);

/** A superadmin-kept resource: everyone or only the superadmin reads; only it writes. */
const reference = (
  path: string,
  opts: {
    read: 'everyone' | 'superadmin';
    body: () => Rec;
    change: (r: Rec) => Rec;
    fresh: (w: World) => Promise<Rec>;
    deletable?: boolean;
    extra?: (w: World) => Rec;
  },
): RouteCase[] => {
  const readers = opts.read === 'everyone' ? everyone(200) : superadminOnly(200);
  const sharedRow = (w: World) => shared(`ref:${path}`, () => opts.fresh(w));
  const cases: RouteCase[] = [
    { method: 'GET', path, ok: 200, fixed: readers, target: async () => ({ url: path }) },
    {
      method: 'GET',
      path: `${path}/{id}`,
      ok: 200,
      fixed: readers,
      target: async (w) => ({ url: `${path}/${(await sharedRow(w)).id}` }),
    },
    {
      method: 'POST',
      path,
      ok: 201,
      fixed: superadminOnly(201),
      target: async (w) => ({
        url: path,
        body: { ...opts.body(), ...opts.extra?.(w) },
        readback: adminTotal(w, path),
      }),
    },
    {
      method: 'PUT',
      path: `${path}/{id}`,
      ok: 200,
      fixed: superadminOnly(200),
      target: async (w) => {
        const { id } = await opts.fresh(w);
        const record = await must(w, admin(w), 'GET', `${path}/${id}`);
        return {
          url: `${path}/${id}`,
          body: opts.change(record),
          readback: adminRead(w, `${path}/${id}`),
        };
      },
    },
  ];
  if (opts.deletable) {
    cases.push({
      method: 'DELETE',
      path: `${path}/{id}`,
      ok: 200,
      fixed: superadminOnly(200),
      target: async (w) => {
        const { id } = await opts.fresh(w);
        return { url: `${path}/${id}`, readback: adminRead(w, `${path}/${id}`) };
      },
    });
  }
  return cases;
};

const created = (path: string, body: () => Rec) => (w: World) =>
  must(w, admin(w), 'POST', path, body()) as Promise<Rec>;

const landlordBody = () => ({
  ...bodies.landlord(),
  owner_login: `mx_owner_${next()}`,
  owner_full_name: 'Владелец Матрицы',
});

/** The landing's inbox: demo requests and support messages, `new` → `contacted` → `closed`. */
const inbox = (path: string, fresh: (w: World) => Promise<Rec>): RouteCase[] => [
  { method: 'GET', path, ok: 200, fixed: superadminOnly(200), target: async () => ({ url: path }) },
  {
    method: 'GET',
    path: `${path}/{id}`,
    ok: 200,
    fixed: superadminOnly(200),
    target: async (w) => ({ url: `${path}/${(await shared(`inbox:${path}`, () => fresh(w))).id}` }),
  },
  {
    method: 'PUT',
    path: `${path}/{id}/status`,
    ok: 200,
    fixed: superadminOnly(200),
    target: async (w) => {
      const { id } = await fresh(w);
      return {
        url: `${path}/${id}/status`,
        body: { status: 'contacted' },
        readback: adminRead(w, `${path}/${id}`),
      };
    },
  },
  {
    method: 'POST',
    path: `/api/download/excel/${path.split('/').pop()}`,
    ok: 200,
    fixed: superadminOnly(200),
    target: async () => ({ url: `/api/download/excel/${path.split('/').pop()}`, body: {} }),
  },
];

export const PLATFORM_ROUTES: RouteCase[] = [
  ...reference('/api/landlords', {
    read: 'superadmin',
    body: landlordBody,
    change: (r) => ({ ...r, legal_address: `г. Алматы, ул. Изменённая, ${next()}` }),
    fresh: created('/api/landlords', landlordBody),
  }),
  {
    method: 'PUT',
    path: '/api/landlords/{id}/trial',
    ok: 200,
    fixed: superadminOnly(200),
    target: async (w) => {
      // A landlord of its own: ending a demo organization's trial would refuse other cells' writes.
      const { id } = await created('/api/landlords', landlordBody)(w);
      const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      return {
        url: `/api/landlords/${id}/trial`,
        body: { trial_ends_at: lastDay },
        readback: adminRead(w, `/api/landlords/${id}`),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/history/{entity}/{id}',
    label: 'landlords',
    ok: 200,
    fixed: superadminOnly(200),
    target: async (w) => ({ url: `/api/history/landlords/${w.aray}` }),
  },
  {
    method: 'GET',
    path: '/api/audit-log',
    ok: 200,
    fixed: superadminOnly(200),
    target: async (w) => ({ url: `/api/audit-log?filter={"landlord_id":${w.aray}}` }),
  },
  {
    method: 'POST',
    path: '/api/download/excel/audit-log',
    ok: 200,
    fixed: superadminOnly(200),
    target: async (w) => ({
      url: '/api/download/excel/audit-log',
      body: { filter: { landlord_id: w.aray } },
    }),
  },
  ...reference('/api/type-object', {
    read: 'everyone',
    body: bodies.objectType,
    change: (r) => ({ ...r, name: { ...r.name, en: `Type ${next()}` } }),
    fresh: created('/api/type-object', bodies.objectType),
    deletable: true,
  }),
  ...reference('/api/social-network', {
    read: 'everyone',
    body: bodies.socialNetwork,
    change: (r) => ({ ...r, url: `https://example.kz/mx/${next()}` }),
    fresh: created('/api/social-network', bodies.socialNetwork),
    deletable: true,
  }),
  ...reference('/api/type-request', {
    read: 'everyone',
    body: bodies.requestType,
    change: (r) => ({ ...r, sla_hours: r.sla_hours + 1 }),
    fresh: created('/api/type-request', bodies.requestType),
    deletable: true,
  }),
  {
    method: 'GET',
    path: '/api/get-kind',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/get-kind' }),
  },
  {
    method: 'GET',
    path: '/api/type-request/kind/{kindId}',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: `/api/type-request/kind/${REQUEST_KINDS.tenant}` }),
  },
  ...inbox('/api/demo-requests', (w) => make.demoRequest(w)),
  ...inbox('/api/support-messages', (w) => make.supportMessage(w)),
];
