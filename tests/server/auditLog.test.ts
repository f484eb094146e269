import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectTypes } from '../../server/db/schema';
import type { AuditLogRow } from '../../src/domain/audit';
import { addEmployee, auth, createTestApp, landlordId, login, type TestContext } from './helpers';

let ctx: TestContext;
let superadmin: Record<string, string>;
let landlord: Record<string, string>;
let aray: number;
let esil: number;
/** The object each landlord made and renamed: two audit rows each. */
let arayObject: number;
let esilObject: number;

const list = (filter: object, headers = superadmin, extra = '') =>
  ctx.app.inject({
    url: `/api/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
    headers,
  });

const rowsOf = async (filter: object) => {
  const res = await list(filter);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditLogRow[];
};

/** An object made and then renamed by the owner of `headers`: its id. */
const objectChangedBy = async (headers: Record<string, string>, name: string) => {
  const [type] = await ctx.app.db.select().from(objectTypes).limit(1);
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/objects',
    headers,
    payload: { object_type_id: type.id, name, address: 'г. Алматы, ул. Аудита, 1', city: 'almaty' },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json() as { id: number };
  const renamed = await ctx.app.inject({
    method: 'PUT',
    url: `/api/objects/${id}`,
    headers,
    payload: { name: `${name} (новое имя)` },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  return id;
};

beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = auth(await login(ctx.app, 'superadmin'));
  landlord = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  esil = await landlordId(ctx.app, 'БЦ Есиль');
  arayObject = await objectChangedBy(landlord, 'ТЦ «Аудит»');
  esilObject = await objectChangedBy(auth(await login(ctx.app, 'landlord2')), 'БЦ «Аудит»');
});
afterAll(() => ctx.close());

describe('GET /api/audit-log', () => {
  it('shows every organization’s changes, newest first, with names joined', async () => {
    const res = await ctx.app.inject({ url: '/api/audit-log?range=[0,9]', headers: superadmin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toMatch(/^audit-log 0-\d+\/\d+$/);
    const rows = res.json() as AuditLogRow[];
    const times = rows.map((r) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const esilRename = rows.find((r) => r.entity_id === esilObject && r.action === 'update');
    expect(esilRename).toMatchObject({
      landlord: { id: esil, name: 'БЦ Есиль' },
      user: { login: 'landlord2' },
      entity: 'objects',
      changes: { name: { from: 'БЦ «Аудит»', to: 'БЦ «Аудит» (новое имя)' } },
    });
  });

  it('filters by organization, record, person, action and period', async () => {
    const own = await rowsOf({ landlord_id: aray, entity: 'objects', entity_id: arayObject });
    expect(own.map((r) => r.action)).toEqual(['update', 'create']);
    expect(own.every((r) => r.landlord?.name === 'ТРЦ Арай')).toBe(true);
    const userId = own[0].user?.id as number;
    expect(own[0].user).toMatchObject({ login: 'landlord' });

    const byUser = await rowsOf({ user_id: userId, entity: 'objects' });
    expect(byUser.map((r) => r.entity_id)).toContain(arayObject);
    expect(byUser.map((r) => r.entity_id)).not.toContain(esilObject);

    const created = await rowsOf({ landlord_id: esil, action: 'create', entity: 'objects' });
    expect(created.map((r) => r.entity_id)).toEqual([esilObject]);

    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const inPeriod = await rowsOf({ entity_id: arayObject, at_from: today, at_to: today });
    expect(inPeriod).toHaveLength(2);
    const before = await rowsOf({ entity_id: arayObject, at_to: '2020-01-01' });
    expect(before).toEqual([]);
  });

  it('answers a bad filter with 400 on its field', async () => {
    const cases: [object, string, string][] = [
      [{ entity: 'passwords' }, 'filter.entity', 'validation.invalid'],
      [{ action: 'drop' }, 'filter.action', 'validation.invalid'],
      [{ landlord_id: 'one' }, 'filter.landlord_id', 'validation.invalid'],
      [{ user_id: 2 ** 40 }, 'filter.user_id', 'validation.invalid'],
      [{ at_from: '2026-02-30' }, 'filter.at_from', 'validation.invalid'],
      [{ at_to: 'yesterday' }, 'filter.at_to', 'validation.invalid'],
      [{ at_from: '2026-05-02', at_to: '2026-05-01' }, 'filter.at_to', 'validation.period'],
      [{ at_from: '2025-01-01', at_to: '2026-01-02' }, 'filter.at_to', 'validation.audit_period'],
      [{ changes: 'x' }, 'filter.changes', 'validation.unknown_filter'],
    ];
    for (const [filter, field, key] of cases) {
      const res = await list(filter);
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().errors).toEqual({ [field]: key });
    }
    const sorted = await list({}, superadmin, `&sort=${encodeURIComponent('["changes","ASC"]')}`);
    expect(sorted.statusCode).toBe(400);
  });

  it('is the superadmin’s alone: 403 for a landlord, an employee with every grant, a renter', async () => {
    await addEmployee(ctx.app, 'audit.main', 'main');
    const everything = auth(await login(ctx.app, 'audit.main'));
    for (const headers of [landlord, everything, auth(await login(ctx.app, 'renter'))]) {
      expect((await list({}, headers)).statusCode).toBe(403);
      const exported = await ctx.app.inject({
        method: 'POST',
        url: '/api/download/excel/audit-log',
        headers,
        payload: {},
      });
      expect(exported.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/audit-log' })).statusCode).toBe(401);
  });
});

describe('POST /api/download/excel/audit-log', () => {
  it('streams the filtered rows as a workbook in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/audit-log',
      headers: superadmin,
      payload: { filter: { landlord_id: aray, entity: 'objects', entity_id: arayObject } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(4).value).toBe('Запись');
    expect(sheet.getRow(2).getCell(2).value).toBe('ТРЦ Арай');
    expect(sheet.getRow(2).getCell(4).value).toBe('Объект');
    expect(sheet.getRow(2).getCell(6).value).toBe('Изменение');
    expect(sheet.getRow(2).getCell(7).value).toBe('name: ТЦ «Аудит» → ТЦ «Аудит» (новое имя)');
  });

  it('refuses a period longer than the list takes', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/audit-log',
      headers: superadmin,
      payload: { filter: { at_from: '2024-01-01', at_to: '2026-01-01' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'filter.at_to': 'validation.audit_period' });
  });
});
