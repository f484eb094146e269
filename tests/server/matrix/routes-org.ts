import { crudCases, objectOf, owner, rowOf } from './crud';
import { bodies, make, next, readAs } from './factories';
import { FOREIGN, ORG, type RowKind } from './rules';
import { type RouteCase, showsExactly } from './runner';
import { actorOf, type Who, type World } from './world';

/** Objects and rooms (`objects`), renters, contractors: plain resources and their extras. */

const landlord2Only = (w: World) => actorOf(w.fixed.landlord2);

/** A write of landlord 2's own record that names landlord 1's rows: 400 on that field. */
const ownWriteNaming = {
  superadmin: 403,
  landlord: 404,
  employee: 404,
  landlord2: 400,
  l2_employee: 400,
  renter: 403,
  renter2: 403,
  emp_none: 403,
  guest: 401,
};

const objectsAndRooms: RouteCase[] = [
  ...crudCases({
    path: '/api/objects',
    module: 'objects',
    entity: 'objects',
    rows: ['created', 'other'],
    make: (w, by) => make.object(w, by),
    createBody: (w) => bodies.object(w),
    foreign: 201,
    change: (r) => ({ ...r, description: `Изменён матрицей ${next()}` }),
  }),
  ...crudCases({
    path: '/api/rooms',
    module: 'objects',
    entity: 'rooms',
    rows: ['created', 'other'],
    make: async (w, by) => make.room(w, by, await objectOf(w, by)),
    // A room goes only in an object the caller may see: its own one, or (`other`) the landlord's.
    createBody: async (w, who, row) =>
      bodies.room(
        who.kind === 'level' && row === 'created'
          ? await objectOf(w, actorOf(who))
          : w.arayPlace.objectId,
      ),
    createRule: 'createRef',
    foreign: 400,
    field: 'object_id',
    change: (r) => ({ ...r, area: r.area + 1 }),
  }).map((rc) =>
    // A renter reads the rooms its company holds (its card lists them), and no other room.
    rc.method === 'GET' && rc.path === '/api/rooms'
      ? { ...rc, fixed: { ...rc.fixed, renter: 200, renter2: 200 } }
      : rc.method === 'GET' && rc.path === '/api/rooms/{id}'
        ? { ...rc, fixed: { ...rc.fixed, renter: 404, renter2: 404 } }
        : rc,
  ),
  {
    method: 'GET',
    path: '/api/rooms/{id}',
    label: "the renter's own room",
    ok: 200,
    fixed: { ...ORG.read, renter: 200, renter2: 404 },
    target: async (w) => ({ url: `/api/rooms/${w.renter1.roomId}` }),
  },
  {
    method: 'GET',
    path: '/api/rooms',
    label: "the renter's own room",
    ok: 200,
    fixed: { ...ORG.list, renter: 200, renter2: 200 },
    target: async (w, who) => {
      const ids = [w.renter1.roomId, w.renter2.roomId];
      const visible =
        who.name === 'renter'
          ? [w.renter1.roomId]
          : who.name === 'renter2'
            ? [w.renter2.roomId]
            : FOREIGN.has(who.name)
              ? []
              : ids;
      return {
        url: `/api/rooms?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`,
        check: showsExactly(ids, visible),
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/rooms/{id}',
    label: "landlord 2's room moved into a landlord 1 object",
    ok: 200,
    fixed: ownWriteNaming,
    target: async (w) => {
      const room = await make.room(w, landlord2Only(w), w.esilPlace.objectId);
      const url = `/api/rooms/${room.id}`;
      return {
        url,
        body: { ...room, object_id: w.arayPlace.objectId },
        field: 'object_id',
        readback: () => readAs(w, w.fixed.landlord2.token, url),
      };
    },
  },
];

const renterRow = (
  w: World,
  who: Parameters<RouteCase['target']>[1],
  row: RowKind | undefined,
  fresh: boolean,
) => rowOf(w, '/api/renters', who, row, fresh, { mine: (by) => make.renter(w, by) });

const renters: RouteCase[] = [
  ...crudCases({
    path: '/api/renters',
    module: 'renters',
    entity: 'renters',
    rows: ['created', 'other'],
    make: (w, by) => make.renter(w, by),
    createBody: async () => bodies.renter(),
    foreign: 201,
    change: (r) => ({ ...r, outlet_name: `Точка ${next()}` }),
  }).map((rc) =>
    // A renter reads its own company's card and nobody else's.
    rc.method === 'GET' && rc.path === '/api/renters/{id}'
      ? {
          ...rc,
          label: "the renter's own company",
          target: async (w: World, who: Who, row?: RowKind) =>
            who.kind === 'fixed' && who.name.startsWith('renter')
              ? { url: `/api/renters/${w.renter1.id}` }
              : rc.target(w, who, row),
          fixed: { ...ORG.read, renter: 200, renter2: 404 },
        }
      : rc,
  ),
  {
    // "Give access" makes a login for the company: an edit of that renter (H1).
    method: 'POST',
    path: '/api/renters/{id}/access',
    ok: 201,
    fixed: ORG.write(201),
    grid: { module: 'renters', rule: 'edit', rows: ['created', 'other'] },
    target: async (w, who, row) => {
      const { id } = await renterRow(w, who, row, true);
      const url = `/api/renters/${id}`;
      return {
        url: `${url}/access`,
        body: {
          login: `mx_access_${next()}`,
          full_name: 'Доступ Арендатора',
          phone: '+77011234567',
        },
        readback: () => readAs(w, owner(w), url),
      };
    },
  },
];

/** A contractor still to decide on (`new`), made by the row's creator. */
const newContractor = (w: World, who: Parameters<RouteCase['target']>[1], row?: RowKind) =>
  rowOf(w, '/api/contractors', who, row, true, { mine: (by) => make.contractor(w, by, 'new') });

const contractors: RouteCase[] = [
  ...crudCases({
    path: '/api/contractors',
    module: 'contractors',
    entity: 'contractors',
    rows: ['created', 'other'],
    make: (w, by) => make.contractor(w, by),
    createBody: async () => bodies.contractor(),
    foreign: 201,
    change: (r) => ({ ...r, comment: `Проверен ${next()}` }),
  }),
  {
    method: 'PUT',
    path: '/api/contractors/{id}/status',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'contractors', rule: 'work', rows: ['created', 'other'] },
    target: async (w, who, row) => {
      const { id } = await newContractor(w, who, row);
      return {
        url: `/api/contractors/${id}/status`,
        body: { status: 'processed', note: 'Документы в порядке' },
        readback: () => readAs(w, owner(w), `/api/contractors/${id}`),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/contractors/form-link',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'contractors', rule: 'settingsRead' },
    target: async () => ({ url: '/api/contractors/form-link' }),
  },
  {
    method: 'PUT',
    path: '/api/contractors/form-link',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'contractors', rule: 'settingsWrite' },
    target: async (w) => ({
      url: '/api/contractors/form-link',
      readback: () => readAs(w, owner(w), '/api/contractors/form-link'),
    }),
  },
];

export const ORG_ROUTES: RouteCase[] = [...objectsAndRooms, ...renters, ...contractors];
