import { owner } from './crud';
import { bidType, next, readAs } from './factories';
import { NAMING_OBJECT } from './routes-forms';
import { ORG } from './rules';
import type { RouteCase } from './runner';
import { must, type Rec, type World } from './world';

/**
 * The `settings` module: non-row settings (request types shown and their SLA, the business
 * calendar, the visitor QR links). Reading takes a level that reads all rows; changing, `main`.
 */

/** A landlord request-type setting the matrix's bids do not use (so toggling it is harmless). */
const spareSetting = async (w: World) => {
  const used = (await bidType(w, owner(w))).id;
  const rows = (await must(w, owner(w), 'GET', '/api/type-request-landlord')) as Rec[];
  const row = rows.find((r) => r.request_type_id !== used);
  if (!row) throw new Error('no spare request type setting');
  return row;
};
const settingsList = (w: World) => () => readAs(w, owner(w), '/api/type-request-landlord');
const calendar = (w: World) => () => readAs(w, owner(w), '/api/settings/calendar');

/** A date no other cell uses (holidays are keyed by date). */
const freshDate = () =>
  new Date(Date.UTC(2031, 0, 1) + next() * 86_400_000).toISOString().slice(0, 10);

export const SETTINGS_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/type-request-landlord',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'settings', rule: 'settingsRead' },
    target: async () => ({ url: '/api/type-request-landlord' }),
  },
  {
    method: 'PUT',
    path: '/api/type-request-landlord/show/{id}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'settings', rule: 'settingsWrite' },
    target: async (w) => {
      const row = await spareSetting(w);
      return {
        url: `/api/type-request-landlord/show/${row.id}`,
        body: [row.show ? 0 : 1],
        readback: settingsList(w),
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/type-request-landlord/{id}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'settings', rule: 'settingsWrite' },
    target: async (w) => {
      const row = await spareSetting(w);
      return {
        url: `/api/type-request-landlord/${row.id}`,
        body: { sla_hours: row.sla_hours === 11 ? 12 : 11, default_executor_id: null },
        readback: settingsList(w),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/settings/calendar',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'settings', rule: 'settingsRead' },
    target: async () => ({ url: '/api/settings/calendar' }),
  },
  {
    method: 'PUT',
    path: '/api/settings/calendar',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'settings', rule: 'settingsWrite' },
    target: async (w) => {
      const { week } = (await must(w, owner(w), 'GET', '/api/settings/calendar')) as Rec;
      const saturday = week['6']?.length ? [] : [{ from: '10:00', to: '14:00' }];
      return {
        url: '/api/settings/calendar',
        body: { week: { ...week, 6: saturday } },
        readback: calendar(w),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/settings/holidays',
    ok: 201,
    fixed: ORG.settingsWrite(201),
    grid: { module: 'settings', rule: 'settingsWrite' },
    target: async (w) => ({
      url: '/api/settings/holidays',
      body: { date: freshDate(), name: 'День матрицы' },
      readback: calendar(w),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/settings/holidays/{date}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'settings', rule: 'settingsWrite' },
    target: async (w) => {
      const date = freshDate();
      await must(w, owner(w), 'POST', '/api/settings/holidays', { date, name: 'Удаляемый' });
      return { url: `/api/settings/holidays/${date}`, readback: calendar(w) };
    },
  },
  {
    method: 'GET',
    path: '/api/qrcode',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'settings', rule: 'settingsRead' },
    target: async () => ({ url: '/api/qrcode' }),
  },
  {
    method: 'PUT',
    path: '/api/qrcode',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'settings', rule: 'settingsWrite' },
    target: async (w) => ({
      url: '/api/qrcode',
      body: {},
      readback: () => readAs(w, owner(w), '/api/qrcode'),
    }),
  },
  {
    method: 'PUT',
    path: '/api/qrcode',
    label: 'of a landlord 1 object',
    ok: 200,
    fixed: NAMING_OBJECT,
    target: async (w) => ({
      url: '/api/qrcode',
      body: { object_id: w.arayPlace.objectId },
      field: 'object_id',
      readback: () => readAs(w, owner(w), '/api/qrcode'),
    }),
  },
  {
    // L4: the history of a record of no module (the business calendar's, here) is not open to
    // everyone who signs in: an employee at `none` gets 403, another landlord 404.
    method: 'GET',
    path: '/api/history/{entity}/{id}',
    label: 'calendar',
    ok: 200,
    fixed: ORG.read,
    target: async (w) => ({ url: `/api/history/calendar/${w.aray}` }),
  },
  {
    // The organization's whole data: the landlord's, or `settings: main`; the superadmin has none.
    method: 'GET',
    path: '/api/download/organization',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'settings', rule: 'settingsWrite' },
    target: async () => ({ url: '/api/download/organization' }),
  },
];
