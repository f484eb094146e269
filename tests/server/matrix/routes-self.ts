import { DEMO_PASSWORD } from '../../../server/db/seed/demo';
import { login, multipartBody, PNG } from '../helpers';
import { owner } from './crud';
import { bin, next, readAs } from './factories';
import { everyone } from './rules';
import { idsOf, type RouteCase } from './runner';
import { must, type Rec, type World } from './world';

/** Routes of the signed-in user themself, sign-in, uploads, and the public (token-less) forms. */

/** Public form submissions are rate-limited per address: each cell sends from its own. */
const address = () => `10.77.${Math.floor(next() / 250) % 250}.${next() % 250}`;

const NEW_PASSWORD = 'Matrix-Pass-2030';

const self: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/user',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/user' }),
  },
  {
    method: 'PUT',
    path: '/api/user',
    ok: 200,
    fixed: everyone(200),
    target: async (w, who) => {
      const me = who.token ? ((await must(w, who.token, 'GET', '/api/user')) as Rec) : null;
      return {
        url: '/api/user',
        body: me
          ? { full_name: me.full_name, phone: me.phone, email: me.email, locale: me.locale }
          : { full_name: 'Гость', locale: 'ru' },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/user/locale',
    ok: 204,
    fixed: everyone(204),
    target: async (w, who) => {
      const me = who.token ? ((await must(w, who.token, 'GET', '/api/user')) as Rec) : null;
      return { url: '/api/user/locale', body: { locale: me?.locale ?? 'ru' } };
    },
  },
  {
    // A wrong current password: refused on the caller's own data whatever the role.
    method: 'PUT',
    path: '/api/user/password',
    ok: 204,
    fixed: everyone(400),
    target: async () => ({
      url: '/api/user/password',
      body: {
        current_password: 'not-the-password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
      field: 'current_password',
    }),
  },
  {
    method: 'GET',
    path: '/api/user/landlord',
    ok: 200,
    fixed: { ...everyone(200), superadmin: 404 },
    target: async () => ({ url: '/api/user/landlord' }),
  },
  {
    // L1: the staff's people picker of the caller's organization: an employee at `none`
    // everywhere has no module to pick people for, and renters no staff screen (403); landlord 2
    // sees none of landlord 1's people.
    method: 'GET',
    path: '/api/user/all',
    ok: 200,
    fixed: { ...everyone(200), emp_none: 403, renter: 403, renter2: 403 },
    target: async (w, who) => ({
      url: '/api/user/all',
      check: (res) => {
        const ids = idsOf(res);
        const landlordUser = w.fixed.landlord.userId as number;
        if (who.name.startsWith('renter'))
          return ids.length ? `renter sees ${ids.length} users` : null;
        const sees = ['superadmin', 'landlord', 'employee'].includes(who.name);
        return ids.includes(landlordUser) === sees
          ? null
          : `${sees ? 'lacks' : 'shows'} landlord 1's owner`;
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/user/count-unread',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({
      url: '/api/user/count-unread',
      check: (res) =>
        Number.isInteger(JSON.parse(res.body).count) ? null : 'no whole-number count',
    }),
  },
  {
    method: 'POST',
    path: '/api/events/ticket',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/events/ticket' }),
  },
  {
    // The stream opens with a ticket, not the bearer token; its 200 is read over real HTTP
    // (tests/server/liveEvents.test.ts), as inject would wait for its end.
    method: 'GET',
    path: '/api/events',
    label: 'a forged ticket',
    ok: 200,
    fixed: everyone(401, 401),
    target: async () => ({ url: `/api/events?ticket=${'x'.repeat(20)}.${'y'.repeat(43)}` }),
  },
  {
    method: 'POST',
    path: '/api/auth/first-login',
    ok: 204,
    fixed: everyone(409),
    target: async () => ({
      url: '/api/auth/first-login',
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    ok: 200,
    fixed: everyone(200, 200),
    target: async (_w, who) => ({
      url: '/api/auth/login',
      body: {
        login: who.kind === 'fixed' && who.login ? who.login : 'landlord',
        password: DEMO_PASSWORD,
        remember: false,
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    ok: 204,
    fixed: everyone(204),
    // A session of its own, so the caller's matrix token stays valid.
    target: async (w, who) => ({
      url: '/api/auth/logout',
      token: who.kind === 'fixed' && who.login ? await login(w.app, who.login) : null,
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/restore-password',
    ok: 202,
    fixed: everyone(202, 202),
    target: async () => ({
      url: '/api/auth/restore-password',
      body: { login: `nobody_${next()}` },
      remoteAddress: address(),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/refresh-password',
    ok: 204,
    fixed: everyone(400, 400),
    target: async () => ({
      url: '/api/auth/refresh-password',
      body: { token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      field: 'token',
    }),
  },
  {
    method: 'GET',
    path: '/api/saved-filters',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/saved-filters?resource=bids' }),
  },
  {
    // A screen's filters are kept only by those who may list it (renters cannot list contractors).
    method: 'POST',
    path: '/api/saved-filters',
    ok: 201,
    fixed: { ...everyone(201), renter: 403, renter2: 403, emp_none: 403 },
    grid: { module: 'contractors', rule: 'list' },
    target: async () => ({
      url: '/api/saved-filters',
      body: { resource: 'contractors', name: `Мой фильтр ${next()}`, filter: { status: 'new' } },
    }),
  },
  {
    // Each user's filters are their own: someone else's is 404.
    method: 'DELETE',
    path: '/api/saved-filters/{id}',
    ok: 200,
    fixed: { ...everyone(404), landlord: 200 },
    target: async (w) => {
      const filter = (await must(w, owner(w), 'POST', '/api/saved-filters', {
        resource: 'renters',
        name: `Фильтр ${next()}`,
        filter: { status: 'new' },
      })) as Rec;
      return {
        url: `/api/saved-filters/${filter.id}`,
        readback: () => readAs(w, owner(w), '/api/saved-filters?resource=renters'),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/files',
    ok: 201,
    fixed: everyone(201),
    target: async () => ({
      url: '/api/files?purpose=attachment',
      form: multipartBody({}, [{ field: 'file', name: 'scan.png', body: PNG }]),
    }),
  },
];

const open = (path: string, url = path): RouteCase => ({
  method: 'GET',
  path,
  ok: 200,
  fixed: everyone(200, 200),
  target: async () => ({ url }),
});

/** A public form's current token, read as the landlord right before the cell. */
const tokenOf = async (w: World, url: string) =>
  ((await must(w, owner(w), 'GET', url)) as Rec).token as string;

const formCases = (
  path: string,
  link: string,
  fields: () => Record<string, string | string[]>,
): RouteCase[] => [
  {
    method: 'GET',
    path: `${path}/{token}`,
    ok: 200,
    fixed: everyone(200, 200),
    target: async (w) => ({ url: `${path}/${await tokenOf(w, link)}` }),
  },
  {
    method: 'POST',
    path: `${path}/{token}`,
    ok: 201,
    fixed: everyone(201, 201),
    target: async (w) => ({
      url: `${path}/${await tokenOf(w, link)}`,
      form: multipartBody(fields()),
      remoteAddress: address(),
    }),
  },
];

const questionnaireFields = () => ({
  bin_iin: bin(),
  company_name: `ТОО «Анкета ${next()}»`,
  brand_name: 'Qazaq Denim',
  category: 'clothing',
  contact_full_name: 'Ахметова Жанна Болатовна',
  email: 'leasing@qazaqdenim.kz',
  phone: '+7 701 555 44 33',
  consent: 'true',
});

const publicRoutes: RouteCase[] = [
  open('/api/health'),
  open('/api/version'),
  open('/api/public/social-networks'),
  open('/api/public/shopping-centers'),
  {
    method: 'POST',
    path: '/api/public/demo-requests',
    ok: 201,
    fixed: everyone(201, 201),
    target: async () => ({
      url: '/api/public/demo-requests',
      body: { name: `ТОО «Демо ${next()}»`, email: 'demo@example.kz' },
      remoteAddress: address(),
    }),
  },
  {
    method: 'POST',
    path: '/api/public/support-messages',
    ok: 201,
    fixed: everyone(201, 201),
    target: async () => ({
      url: '/api/public/support-messages',
      body: { name: 'Айгерим', message: `Не приходит письмо ${next()}` },
      remoteAddress: address(),
    }),
  },
  ...formCases('/api/public/contractor-form', '/api/contractors/form-link', () => ({
    company_name: `ТОО «Жарық ${next()}»`,
    bin: bin(),
    contact_full_name: 'Ким Алексей',
    phone: '+7 (777) 123-45-67',
    services: ['electrical', 'fire_safety'],
    consent: 'true',
  })),
  ...formCases('/api/public/visitor', '/api/qrcode', () => ({
    category: 'complaint',
    text: `Не работает эскалатор ${next()}`,
  })),
  ...formCases('/api/public/application-form', '/api/application-forms/link', questionnaireFields),
];

export const SELF_ROUTES: RouteCase[] = [...self, ...publicRoutes];
