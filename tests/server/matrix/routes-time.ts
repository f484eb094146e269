import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { almatyDay } from '../../../src/domain/almatyTime';
import { multipartBody } from '../helpers';
import { owner } from './crud';
import { next, readAs } from './factories';
import { everyone, FOREIGN, ORG, type RowKind, reads } from './rules';
import type { RouteCase } from './runner';
import { must, type Rec, type Who, type World } from './world';

/**
 * Time (`time`): the timesheet's rows are employees — a level that reads "assigned to me" reads
 * its own row (`assigned`), every-row levels the others too (`other`: the demo `employee`'s
 * row). Devices, unknown cards, imports and the legend are the module's settings; corrections
 * and marks take `main`. The device route answers device keys only: every user's token is a 401.
 */

const ROWS: RowKind[] = ['assigned', 'other'];
const day = () => almatyDay(new Date(Date.now() - 86_400_000));

/** The demo `employee` login's employee row: a row of landlord 1 no level employee owns. */
const otherEmployee = async (w: World) => {
  const [row] = await w.app.db
    .select({ id: users.employee_id })
    .from(users)
    .where(eq(users.login, 'employee'));
  return row.id as number;
};

const employeeOf = async (w: World, who: Who, row: RowKind | undefined) =>
  row === 'assigned' && who.kind === 'level' ? who.employeeId : otherEmployee(w);

/** A day no other cell marks: marks are keyed by employee and day. */
const freshDay = () =>
  new Date(Date.UTC(2031, 0, 1) + next() * 86_400_000).toISOString().slice(0, 10);

const dayOf = (w: World, employeeId: number, on: string) => () =>
  readAs(w, owner(w), `/api/timesheet/${employeeId}/${on}`);

const device = async (w: World) =>
  (await must(w, owner(w), 'POST', '/api/devices', {
    name: `Матрица турникет ${next()}`,
    object_id: null,
    direction: 'both',
  })) as Rec;

const devices = (w: World) => () => readAs(w, owner(w), '/api/devices');

/** Whether the month's grid shows `id` exactly when the caller reads that row. */
const showsRow = (who: Who, row: RowKind | undefined, id: number) => (res: { json(): Rec }) => {
  const ids = (res.json().rows as Rec[]).map((r) => r.employee_id as number);
  const want = who.kind === 'level' ? reads(who.level, row ?? 'other') : !FOREIGN.has(who.name);
  return ids.includes(id) === want
    ? null
    : `the grid ${want ? 'misses' : 'shows'} employee ${id} (rows ${JSON.stringify(ids)})`;
};

const CSV = Buffer.from('Карта;Время;Событие\r\n000451;27.11.2026 09:01;Вход\r\n');

export const TIME_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/timesheet',
    ok: 200,
    fixed: { ...ORG.list, superadmin: 404 },
    grid: { module: 'time', rule: 'list', rows: ROWS },
    target: async (w, who, row) => {
      const id = await employeeOf(w, who, row);
      return { url: `/api/timesheet?month=${day().slice(0, 7)}`, check: showsRow(who, row, id) };
    },
  },
  {
    method: 'GET',
    path: '/api/timesheet/{employee_id}/{day}',
    ok: 200,
    fixed: ORG.read,
    grid: { module: 'time', rule: 'read', rows: ROWS },
    target: async (w, who, row) => ({
      url: `/api/timesheet/${await employeeOf(w, who, row)}/${day()}`,
    }),
  },
  {
    method: 'POST',
    path: '/api/pass-events',
    ok: 201,
    fixed: ORG.create(201, 400),
    grid: { module: 'time', rule: 'manage' },
    target: async (w) => {
      const id = await otherEmployee(w);
      const on = day();
      const minute = String(next() % 60).padStart(2, '0');
      return {
        url: '/api/pass-events',
        body: {
          employee_id: id,
          direction: 'in',
          at: `${on}T08:${minute}:00+05:00`,
          reason: 'Карта забыта дома, проход подтверждён охраной',
        },
        field: 'employee_id',
        readback: dayOf(w, id, on),
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/timesheet/{employee_id}/{day}/mark',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'time', rule: 'manage' },
    target: async (w) => {
      const id = await otherEmployee(w);
      const on = freshDay();
      return {
        url: `/api/timesheet/${id}/${on}/mark`,
        body: { kind: 'trip', reason: 'Командировка в Астану' },
        readback: dayOf(w, id, on),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/timesheet/{employee_id}/{day}/mark',
    ok: 204,
    fixed: ORG.write(204),
    grid: { module: 'time', rule: 'manage' },
    target: async (w) => {
      const id = await otherEmployee(w);
      const on = freshDay();
      await must(w, owner(w), 'PUT', `/api/timesheet/${id}/${on}/mark`, {
        kind: 'sick',
        reason: 'Больничный лист',
      });
      return { url: `/api/timesheet/${id}/${on}/mark`, readback: dayOf(w, id, on) };
    },
  },
  {
    method: 'POST',
    path: '/api/download/excel/timesheet',
    ok: 200,
    fixed: { ...ORG.export, superadmin: 404 },
    grid: { module: 'time', rule: 'export' },
    target: async () => ({
      url: '/api/download/excel/timesheet',
      body: { month: day().slice(0, 7) },
    }),
  },
  {
    method: 'GET',
    path: '/api/timesheet/settings',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'time', rule: 'settingsRead' },
    target: async () => ({ url: '/api/timesheet/settings' }),
  },
  {
    method: 'PUT',
    path: '/api/timesheet/settings',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'time', rule: 'settingsWrite' },
    target: async (w) => {
      const current = (await must(w, owner(w), 'GET', '/api/timesheet/settings')) as Rec;
      const trip = current.legend.trip === 'К' ? 'КМ' : 'К';
      return {
        url: '/api/timesheet/settings',
        body: { digest: false, legend: { ...current.legend, trip } },
        readback: () => readAs(w, owner(w), '/api/timesheet/settings'),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/devices',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'time', rule: 'settingsRead' },
    target: async () => ({ url: '/api/devices' }),
  },
  {
    method: 'POST',
    path: '/api/devices',
    ok: 201,
    fixed: ORG.settingsWrite(201),
    grid: { module: 'time', rule: 'settingsWrite' },
    target: async (w) => ({
      url: '/api/devices',
      body: { name: `Турникет ${next()}`, object_id: null, direction: 'in' },
      readback: devices(w),
    }),
  },
  {
    method: 'PUT',
    path: '/api/devices/{id}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'time', rule: 'settingsWrite' },
    target: async (w) => {
      const made = await device(w);
      return {
        url: `/api/devices/${made.id}`,
        body: { name: `${made.name} (переименован)`, object_id: null, direction: 'out' },
        readback: devices(w),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/devices/{id}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'time', rule: 'settingsWrite' },
    target: async (w) => {
      const made = await device(w);
      return { url: `/api/devices/${made.id}`, readback: devices(w) };
    },
  },
  {
    method: 'POST',
    path: '/api/devices/{id}/key',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'time', rule: 'settingsWrite' },
    target: async (w) => {
      const made = await device(w);
      return { url: `/api/devices/${made.id}/key`, readback: devices(w) };
    },
  },
  {
    method: 'GET',
    path: '/api/devices/unknown-cards',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'time', rule: 'settingsRead' },
    target: async () => ({ url: '/api/devices/unknown-cards' }),
  },
  {
    method: 'POST',
    path: '/api/devices/unknown-cards/attach',
    ok: 200,
    fixed: ORG.create(200, 400),
    grid: { module: 'time', rule: 'settingsWrite' },
    target: async (w) => {
      const id = await otherEmployee(w);
      const card = `MX-${next()}`;
      return {
        url: '/api/devices/unknown-cards/attach',
        body: { card, employee_id: id },
        field: 'employee_id',
        readback: () => readAs(w, owner(w), `/api/employee/${id}`),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/pass-events/import',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'time', rule: 'settingsWrite' },
    // Without a mapping the file's columns come back and nothing is stored.
    target: async () => ({
      url: '/api/pass-events/import',
      form: multipartBody({}, [{ field: 'file', name: 'passes.csv', body: CSV }]),
    }),
  },
  {
    method: 'POST',
    path: '/api/devices/events',
    ok: 200,
    fixed: everyone(401),
    target: async () => ({
      url: '/api/devices/events',
      body: { events: [{ card: '000451', direction: 'in', at: new Date().toISOString() }] },
    }),
  },
];
