import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, notifications } from '../../server/db/schema';
import { landlordCalendar } from '../../server/lib/businessCalendar';
import { sendTimeDigests } from '../../server/modules/time/digest';
import { unpackedSize } from '../../server/modules/time/importFile';
import { almatyDay } from '../../src/domain/almatyTime';
import { addDays } from '../../src/domain/rentSchedule';
import { isWorkingDay } from '../../src/domain/sla';
import {
  addEmployeeOf,
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  sheetCells,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let aray: number;
/** A past working day in this week or the last: its events are within the window. */
let day: string;
let month: string;

type Cell = {
  day: string;
  first_in: string | null;
  last_out: string | null;
  minutes: number | null;
  late_minutes: number;
  early_minutes: number;
  state: string | null;
  code: string | null;
  corrected: boolean;
  open: boolean;
};
type Row = {
  employee_id: number;
  full_name: string;
  cells: Cell[];
  totals: Record<string, number>;
};

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = landlord,
  payload?: object,
) => ctx.app.inject({ method, url, headers, payload });

/** `HH:MM` of `day` (or another day) in Almaty as an instant. */
const at = (clock: string, on = day) => `${on}T${clock}:00+05:00`;

const person = async (name: string, card: string, hours: [string, string] = ['09:00', '18:00']) => {
  const { employee } = await addEmployeeOf(ctx.app, 'ТРЦ Арай', name, { tasks: 'executor' });
  await ctx.app.db
    .update(employees)
    .set({
      pass_card: card,
      work_start: hours[0],
      work_end: hours[1],
      created_at: '2020-01-01T00:00:00Z',
    })
    .where(eq(employees.id, employee.id));
  return employee.id;
};

const device = async (direction = 'both', headers = landlord) => {
  const res = await send('POST', '/api/devices', headers, {
    name: `Турникет ${direction}`,
    object_id: null,
    direction,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; key: string; key_hint: string };
};

const post = (key: string, events: unknown[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/devices/events',
    headers: { authorization: `Bearer ${key}` },
    payload: { events },
  });

const sheet = async (headers = landlord, query = '') => {
  const res = await send('GET', `/api/timesheet?month=${month}${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rows: Row[]; legend: Record<string, string> };
};

const cellOf = async (employeeId: number, on = day) => {
  const row = (await sheet()).rows.find((r) => r.employee_id === employeeId);
  return row?.cells.find((c) => c.day === on);
};

let key: string;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  const calendar = await landlordCalendar(ctx.app.db, aray);
  day = addDays(almatyDay(new Date()), -1);
  // A working day whose next day is also within the month, so a night shift stays in the grid.
  while (!isWorkingDay(calendar, day) || addDays(day, 1).slice(0, 7) !== day.slice(0, 7)) {
    day = addDays(day, -1);
  }
  month = day.slice(0, 7);
  key = (await device()).key;
});
afterAll(() => ctx.close());

describe('devices', () => {
  it('shows the key once, refuses a wrong, revoked or rotated-away key', async () => {
    const made = await device('in');
    expect(made.key).toMatch(/^dk_[\w-]{32}$/);
    expect(made.key_hint).toBe(made.key.slice(0, 7));
    const list = (await send('GET', '/api/devices')).json() as Record<string, unknown>[];
    expect(list.find((d) => d.id === made.id)).not.toHaveProperty('key');

    const good = [{ card: 'T-KEY', at: at('08:00') }];
    expect((await post(made.key, good)).statusCode).toBe(200);
    expect((await post(`${made.key}x`, good)).statusCode).toBe(401);
    const noHeader = await ctx.app.inject({
      method: 'POST',
      url: '/api/devices/events',
      payload: { events: good },
    });
    expect(noHeader.statusCode).toBe(401);

    const rotated = await send('POST', `/api/devices/${made.id}/key`);
    const fresh = rotated.json().key as string;
    expect(fresh).not.toBe(made.key);
    expect((await post(made.key, good)).statusCode).toBe(401);
    expect((await post(fresh, good)).statusCode).toBe(200);

    const revoked = await send('DELETE', `/api/devices/${made.id}`);
    expect(revoked.json()).toMatchObject({ revoked: true, key_hint: null });
    expect((await post(fresh, good)).statusCode).toBe(401);
    const listed = (await send('GET', '/api/devices')).json() as {
      id: number;
      last_event_at: string;
    }[];
    expect(listed.find((d) => d.id === made.id)?.last_event_at).toBe(
      new Date(at('08:00')).toISOString().replace('Z', '+00:00').replace('.000', ''),
    );
  });

  it('checks the device form', async () => {
    const res = await send('POST', '/api/devices', landlord, { name: '', direction: 'sideways' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'validation.required',
      direction: 'validation.invalid',
    });
  });
});

describe('a batch of passes', () => {
  it('stores once, refuses bad events one by one and keeps unknown cards', async () => {
    const emp = await person('time_batch', 'T-BATCH');
    const events = [
      { card: 'T-BATCH', direction: 'in', at: at('09:20') },
      { card: 'T-BATCH', direction: 'in', at: at('09:20') },
      { card: 'T-BATCH', direction: 'out', at: at('17:30') },
      { card: 'T-BATCH', direction: 'in', at: '2099-01-01T09:00:00+05:00' },
      { card: 'T-BATCH', direction: 'in', at: '2020-01-01T09:00:00+05:00' },
      { card: '', direction: 'in', at: at('09:00') },
      { card: 'T-BATCH', at: at('10:00') },
      { card: 'T-STRANGER', direction: 'in', at: at('09:05') },
    ];
    const first = await post(key, events);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      stored: 3,
      duplicates: 1,
      unknown: 1,
      refused: [
        { index: 3, reason: 'future' },
        { index: 4, reason: 'too_old' },
        { index: 5, reason: 'invalid' },
        { index: 6, reason: 'direction' },
      ],
    });
    const again = await post(key, events.slice(0, 3));
    expect(again.json()).toMatchObject({ stored: 0, duplicates: 3 });

    const cell = await cellOf(emp);
    expect(cell).toMatchObject({
      late_minutes: 20,
      early_minutes: 30,
      minutes: 490,
      state: 'worked',
      code: 'Я',
      open: false,
    });

    const unknown = (await send('GET', '/api/devices/unknown-cards')).json() as { card: string }[];
    expect(unknown.map((u) => u.card)).toContain('T-STRANGER');
    const stranger = await person('time_stranger', 'T-OTHER');
    const attached = await send('POST', '/api/devices/unknown-cards/attach', landlord, {
      card: 'T-STRANGER',
      employee_id: stranger,
    });
    expect(attached.json()).toEqual({ attached: 1 });
    expect((await cellOf(stranger))?.first_in).not.toBeNull();
    const after = (await send('GET', '/api/devices/unknown-cards')).json() as { card: string }[];
    expect(after.map((u) => u.card)).not.toContain('T-STRANGER');
  });

  it('limits each device to 120 calls a minute, the others unaffected', async () => {
    const busy = await device('in');
    const quiet = await device('in');
    const one = [{ card: 'T-RATE', at: at('07:00') }];
    for (let call = 0; call < 120; call++) {
      expect((await post(busy.key, one)).statusCode).toBe(200);
    }
    expect((await post(busy.key, one)).statusCode).toBe(429);
    expect((await post(quiet.key, one)).statusCode).toBe(200);
  });

  it('keeps a pass card to one active employee of the organization', async () => {
    const holder = await person('time_holder', 'T-ONLY');
    const record = (await send('GET', `/api/employee/${holder}`)).json();
    const taken = await send('POST', '/api/employee', landlord, {
      full_name: 'Второй владелец карты',
      pass_card: 'T-ONLY',
      login: '',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ pass_card: 'validation.pass_card_taken' });
    const { access: _a, notification_access: _n, login: _l, ...fields } = record;
    const again = await send('PUT', `/api/employee/${holder}`, landlord, fields);
    expect(again.statusCode, again.body).toBe(200);
    const other = await person('time_not_holder', 'T-OTHER-2');
    const attach = await send('POST', '/api/devices/unknown-cards/attach', landlord, {
      card: 'T-ONLY',
      employee_id: other,
    });
    expect(attach.json().errors).toEqual({ card: 'validation.pass_card_taken' });
  });

  it('refuses a batch over the limit whole, with the field named', async () => {
    const res = await post(
      key,
      Array.from({ length: 10_001 }, () => ({ card: 'x', at: at('09:00') })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('events');
  });
});

describe('the timesheet', () => {
  it('counts a night shift for the day it began and an open day without a departure', async () => {
    const night = await person('time_night', 'T-NIGHT', ['20:00', '08:00']);
    const open = await person('time_open', 'T-OPEN');
    const next = addDays(day, 1);
    const res = await post(key, [
      { card: 'T-NIGHT', direction: 'in', at: at('19:55') },
      { card: 'T-NIGHT', direction: 'out', at: at('08:05', next) },
      { card: 'T-OPEN', direction: 'in', at: at('08:55') },
    ]);
    expect(res.json().stored).toBe(3);
    const nightCell = await cellOf(night);
    expect(nightCell).toMatchObject({ state: 'night', code: 'Н', minutes: 730, late_minutes: 0 });
    const following = await cellOf(night, next);
    expect(following?.first_in ?? null).toBeNull();
    expect(await cellOf(open)).toMatchObject({ open: true, minutes: null, late_minutes: 0 });
  });

  it('shows a working day without passes as an absence and a marked one by its code', async () => {
    const away = await person('time_away', 'T-AWAY');
    expect(await cellOf(away)).toMatchObject({ state: 'absent', code: 'НН' });
    const marked = await send('PUT', `/api/timesheet/${away}/${day}/mark`, landlord, {
      kind: 'sick',
      reason: 'Больничный лист',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await cellOf(away)).toMatchObject({ state: 'sick', code: 'Б' });
    const backwards = await send('PUT', `/api/timesheet/${away}/${day}/mark`, landlord, {
      kind: 'vacation',
      reason: 'Отпуск',
      to: addDays(day, -1),
    });
    expect(backwards.json().errors).toEqual({ to: 'validation.mark_to_before' });
    expect((await send('DELETE', `/api/timesheet/${away}/${day}/mark`)).statusCode).toBe(204);
    expect((await cellOf(away))?.state).toBe('absent');
  });

  it('takes a correction with a reason, keeps the replaced pass and audits both', async () => {
    const late = await person('time_fix', 'T-FIX');
    await post(key, [
      { card: 'T-FIX', direction: 'in', at: at('09:40') },
      { card: 'T-FIX', direction: 'out', at: at('18:10') },
    ]);
    const detail = (await send('GET', `/api/timesheet/${late}/${day}`)).json();
    const arrival = detail.events.find((e: { direction: string }) => e.direction === 'in');
    expect(detail.cell.late_minutes).toBe(40);

    const noReason = await send('POST', '/api/pass-events', landlord, {
      employee_id: late,
      direction: 'in',
      at: at('08:58'),
      reason: '',
      replaces_id: arrival.id,
    });
    expect(noReason.json().errors).toEqual({ reason: 'validation.required' });

    const fixed = await send('POST', '/api/pass-events', landlord, {
      employee_id: late,
      direction: 'in',
      at: at('08:58'),
      reason: 'Турникет не считал карту, подтверждено охраной',
      replaces_id: arrival.id,
    });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const body = fixed.json();
    expect(body.cell).toMatchObject({ late_minutes: 0, corrected: true });
    expect(body.events.find((e: { id: number }) => e.id === arrival.id)).toMatchObject({
      replaced: true,
    });
    const manual = body.events.find((e: { source: string }) => e.source === 'manual');
    expect(manual).toMatchObject({
      editor_name: expect.any(String),
      reason: expect.stringContaining('Турникет'),
    });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pass_event'), eq(auditLog.entity_id, manual.id)));
    expect(audit.action).toBe('update');
    expect(JSON.stringify(audit.changes)).toContain(
      new Date(at('08:58')).toISOString().slice(0, 16),
    );

    const twice = await send('POST', '/api/pass-events', landlord, {
      employee_id: late,
      direction: 'in',
      at: at('08:59'),
      reason: 'Ещё раз',
      replaces_id: arrival.id,
    });
    expect(twice.json().errors).toEqual({ replaces_id: 'validation.invalid' });
  });

  it('exports the month as a Т-12-like grid with the legend’s codes', async () => {
    const res = await send('POST', '/api/download/excel/timesheet', landlord, { month });
    expect(res.statusCode).toBe(200);
    const { titles, rows } = await sheetCells(res.rawPayload);
    const dayColumn = String(Number(day.slice(8)));
    expect(titles.slice(0, 4)).toEqual(['№', 'Сотрудник', 'Должность', '1']);
    const batch = rows.findIndex((r) => r.Сотрудник.value === 'Test time_batch');
    expect(rows[batch][dayColumn].value).toBe('Я');
    // The hours under the codes.
    expect(rows[batch + 1][dayColumn].value).toBe('8:10');
    expect(rows.some((r) => r.Сотрудник.value === 'НН — Неявка без причины')).toBe(true);
  });
});

describe('filters', () => {
  it('shows by object whoever passed one of its devices, by department its employees', async () => {
    const objects = (await send('GET', '/api/objects?page=1&limit=1')).json() as { id: number }[];
    const made = await send('POST', '/api/devices', landlord, {
      name: 'Турникет фуд-корта',
      object_id: objects[0].id,
      direction: 'both',
    });
    const food = made.json() as { key: string };
    const cook = await person('time_food', 'T-FOOD');
    const other = await person('time_elsewhere', 'T-ELSE');
    await post(food.key, [{ card: 'T-FOOD', direction: 'in', at: at('09:00') }]);
    await post(key, [{ card: 'T-ELSE', direction: 'in', at: at('09:00') }]);
    const rows = (await sheet(landlord, `&object_id=${objects[0].id}`)).rows.map(
      (r) => r.employee_id,
    );
    expect(rows).toContain(cook);
    expect(rows).not.toContain(other);
    await ctx.app.db
      .update(employees)
      .set({ department: 'cleaning' })
      .where(eq(employees.id, other));
    const cleaning = (await sheet(landlord, '&department=cleaning')).rows.map((r) => r.employee_id);
    expect(cleaning).toContain(other);
    expect(cleaning).not.toContain(cook);
  });
});

describe('imports', () => {
  it('reads an Excel export with its date and time in separate cells', async () => {
    const made = await device('both');
    await person('time_xlsx', 'T-XLSX');
    const workbook = new ExcelJS.Workbook();
    const sheetOf = workbook.addWorksheet('События');
    sheetOf.addRow(['Дата', 'Время', 'Номер карты', 'Направление']);
    const [y, m, d] = day.split('-').map(Number);
    sheetOf.addRow([new Date(Date.UTC(y, m - 1, d)), '08:47', 'T-XLSX', 'in']);
    sheetOf.addRow([new Date(Date.UTC(y, m - 1, d)), '18:15:30', 'T-XLSX', 'out']);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const form = multipartBody(
      {
        mapping: JSON.stringify({
          device_id: made.id,
          card: 'Номер карты',
          at: 'Дата',
          time: 'Время',
          direction: 'Направление',
        }),
        store: 'true',
      },
      [{ field: 'file', name: 'events.xlsx', body }],
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/pass-events/import',
      headers: { ...landlord, ...form.headers },
      payload: form.payload,
    });
    expect(res.json(), res.body).toMatchObject({ stored: 2, refused_count: 0 });
    const detail = (
      await send(
        'GET',
        `/api/timesheet/${(await sheet()).rows.find((r) => r.full_name === 'Test time_xlsx')?.employee_id}/${day}`,
      )
    ).json();
    expect(detail.events.map((e: { at: string }) => Date.parse(e.at))).toEqual([
      Date.parse(at('08:47')),
      Date.parse(`${day}T18:15:30+05:00`),
    ]);
  });

  it('previews a CSV with a bad row, stores it once and remembers the mapping', async () => {
    const made = await device('both');
    await person('time_csv', 'T-CSV');
    const dotted = day.split('-').reverse().join('.');
    const csv = [
      'Карта;Дата и время;Событие',
      `T-CSV;${dotted} 09:01;Вход`,
      `T-CSV;вчера;Выход`,
      `T-CSV;${dotted} 18:02;Выход`,
    ].join('\r\n');
    const mapping = JSON.stringify({
      device_id: made.id,
      card: 'Карта',
      at: 'Дата и время',
      direction: 'Событие',
    });
    const file = [{ field: 'file', name: 'export.csv', body: Buffer.from(csv) }];
    const head = multipartBody({}, file);
    const columns = await send('POST', '/api/pass-events/import', { ...landlord, ...head.headers });
    expect(columns.statusCode).toBe(400);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/pass-events/import',
      headers: { ...landlord, ...head.headers },
      payload: head.payload,
    });
    expect(first.json()).toMatchObject({ columns: ['Карта', 'Дата и время', 'Событие'], rows: 3 });
    const form = multipartBody({ mapping }, file);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/pass-events/import',
      headers: { ...landlord, ...form.headers },
      payload: form.payload,
    });
    expect(preview.json()).toMatchObject({ accepted: 2, refused: [{ row: 3, reason: 'invalid' }] });
    expect(preview.json()).not.toHaveProperty('stored');
    const store = multipartBody({ mapping, store: 'true' }, file);
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/api/pass-events/import',
      headers: { ...landlord, ...store.headers },
      payload: store.payload,
    });
    expect(stored.json()).toMatchObject({ stored: 2, duplicates: 0 });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/pass-events/import',
      headers: { ...landlord, ...store.headers },
      payload: store.payload,
    });
    expect(again.json()).toMatchObject({ stored: 0, duplicates: 2 });
    const remembered = await ctx.app.inject({
      method: 'POST',
      url: '/api/pass-events/import',
      headers: { ...landlord, ...head.headers },
      payload: head.payload,
    });
    expect(remembered.json().mapping).toMatchObject({ device_id: made.id, card: 'Карта' });
  });
});

describe('own rows', () => {
  it('an executor reads only its own row; without time, 403', async () => {
    const { employee } = await addEmployeeOf(ctx.app, 'ТРЦ Арай', 'time_self', {
      time: 'executor',
    });
    await addEmployeeOf(ctx.app, 'ТРЦ Арай', 'time_none', { tasks: 'executor' });
    const self = auth(await login(ctx.app, 'time_self'));
    const rows = (await sheet(self)).rows;
    expect(rows.map((r) => r.employee_id)).toEqual([employee.id]);
    const other = await send('GET', `/api/timesheet/${rows[0].employee_id + 100000}/${day}`, self);
    expect(other.statusCode).toBe(404);
    const none = auth(await login(ctx.app, 'time_none'));
    expect((await send('GET', `/api/timesheet?month=${month}`, none)).statusCode).toBe(403);
  });
});

describe('the morning digest and today’s attendance', () => {
  it('tells the owner once who has not arrived by work start plus 15 minutes', async () => {
    const settings = await send('PUT', '/api/timesheet/settings', landlord, {
      digest: true,
      legend: (await send('GET', '/api/timesheet/settings')).json().legend,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await person('time_early_bird', 'T-BIRD', ['07:13', '16:00']);
    await person('time_sleeper', 'T-SLEEP', ['07:13', '16:00']);
    await post(key, [{ card: 'T-BIRD', direction: 'in', at: at('07:05') }]);
    const morning = new Date(at('07:30'));
    expect(await sendTimeDigests(ctx.app.db, morning)).toBe(1);
    expect(await sendTimeDigests(ctx.app.db, morning)).toBe(0);
    const told = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'time_digest'), eq(notifications.landlord_id, aray)));
    expect(told).toHaveLength(1);
    expect(told[0].message).toBe('Не пришли к 07:28: Test time_sleeper');
    expect(told[0].message).not.toContain('early_bird');
  });

  it('counts today’s arrivals for those who read every timesheet', async () => {
    const before = (await send('GET', '/api/dashboard')).json().attendance;
    expect(before).toMatchObject({ working: expect.any(Boolean), expected: expect.any(Number) });
    await person('time_today', 'T-TODAY');
    await post(key, [{ card: 'T-TODAY', direction: 'in', at: new Date().toISOString() }]);
    const after = (await send('GET', '/api/dashboard')).json().attendance;
    if (after.working) expect(after.arrived).toBe(before.arrived + 1);
    else expect(after).toMatchObject({ expected: 0, arrived: 0 });
    await addEmployeeOf(ctx.app, 'ТРЦ Арай', 'time_own_only', { time: 'executor' });
    const own = auth(await login(ctx.app, 'time_own_only'));
    expect((await send('GET', '/api/dashboard', own)).json().attendance).toBeNull();
  });
});

describe('an import file’s size', () => {
  it('reads what an .xlsx unpacks to before unpacking it, and refuses a zip bomb', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('События').addRow(['Карта', 'Время']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(unpackedSize(xlsx)).toBeGreaterThan(xlsx.length);
    // A central directory claiming 4 GB less a byte for its one entry.
    const bomb = Buffer.from(xlsx);
    const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const first = bomb.readUInt32LE(end + 16);
    bomb.writeUInt32LE(0xfffffffe, first + 24);
    expect(unpackedSize(bomb)).toBeGreaterThan(150 * 1024 * 1024);
    const form = multipartBody({}, [{ field: 'file', name: 'bomb.xlsx', body: bomb }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/pass-events/import',
      headers: { ...landlord, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: 'validation.import_too_many_rows' });
    expect(unpackedSize(Buffer.from('PK not a zip'))).toBeNull();
  });
});
