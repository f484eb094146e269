import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, notifications, users } from '../../server/db/schema';
import { addEmployee, auth, createTestApp, landlordId, login, type TestContext } from './helpers';

/**
 * The reports page asks every Excel export for one period: `created_at_gte`/`created_at_lte` in
 * the list's filter, days in Asia/Almaty.
 */
let ctx: TestContext;
const tokens: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['landlord', 'superadmin']) tokens[name] = auth(await login(ctx.app, name));
});
afterAll(() => ctx.close());

/** March 2020 in Almaty: the first day's start and the last day's end, and a minute after it. */
const MARCH = { created_at_gte: '2020-03-01', created_at_lte: '2020-03-31' };
const MARCH_FIRST = '2020-03-01T00:05:00+05:00';
const MARCH_LAST = '2020-03-31T23:55:00+05:00';
/** Still 31 March in UTC, already April in Almaty. */
const APRIL_FIRST = '2020-04-01T00:10:00+05:00';
const FEBRUARY_LAST = '2020-02-29T23:50:00+05:00';

const sheetOf = async (payload: unknown) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as ArrayBuffer);
  return book.worksheets[0];
};

/** A column's values below the header. */
const column = async (payload: unknown, index: number) =>
  (await sheetOf(payload)).getColumn(index).values.slice(2);

const exportPost = (who: string, path: string, filter: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/download/excel/${path}`,
    headers: tokens[who],
    payload: { filter },
  });

const exportSent = (filter: object) =>
  ctx.app.inject({
    url: `/api/employee-notifications/export?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    headers: tokens.landlord,
  });

describe('the employees sheet for a period', () => {
  it('holds those registered on the period’s Almaty days, both ends included', async () => {
    const made: Record<string, string> = {
      'Period Before': FEBRUARY_LAST,
      'Period First': MARCH_FIRST,
      'Period Last': MARCH_LAST,
      'Period After': APRIL_FIRST,
    };
    for (const [name, at] of Object.entries(made)) {
      const login = name.toLowerCase().replace(' ', '.');
      const { employee } = await addEmployee(ctx.app, login, 'none');
      await ctx.app.db
        .update(employees)
        .set({ full_name: name, created_at: at })
        .where(eq(employees.id, employee.id));
    }
    const res = await exportPost('landlord', 'employee', MARCH);
    expect(res.statusCode).toBe(200);
    expect(await column(res.rawPayload, 1)).toEqual(['Period First', 'Period Last']);
  });

  it('refuses a day that does not exist, naming the filter', async () => {
    const res = await exportPost('landlord', 'employee', { created_at_gte: '2020-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'filter.created_at_gte': 'validation.invalid' });
  });
});

describe('the sent notifications sheet for a period', () => {
  it('holds what was sent on the period’s Almaty days', async () => {
    const organization = await landlordId(ctx.app, 'ТРЦ Арай');
    const [author] = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'landlord'));
    const rows = [
      ['Period sent before', FEBRUARY_LAST],
      ['Period sent first', MARCH_FIRST],
      ['Period sent last', MARCH_LAST],
      ['Period sent after', APRIL_FIRST],
    ] as const;
    const inserted = await ctx.app.db
      .insert(notifications)
      .values(
        rows.map(([message, created_at]) => ({
          landlord_id: organization,
          author_id: author.id,
          message,
          audience: 'all',
          created_at,
        })),
      )
      .returning({ id: notifications.id });
    const res = await exportSent(MARCH);
    expect(res.statusCode).toBe(200);
    expect(await column(res.rawPayload, 2)).toEqual(['Period sent last', 'Period sent first']);
    await ctx.app.db.delete(notifications).where(
      inArray(
        notifications.id,
        inserted.map((n) => n.id),
      ),
    );
  });

  it('refuses a period bound that is not a date', async () => {
    const res = await exportSent({ created_at_lte: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'filter.created_at_lte': 'validation.invalid' });
  });
});

describe('every other sheet of the reports page takes the same period', () => {
  const sheets = [
    ['landlord', 'bids'],
    ['landlord', 'tasks'],
    ['landlord', 'application-forms'],
    ['superadmin', 'demo-requests'],
    ['superadmin', 'support-messages'],
  ] as const;

  it.each(sheets)(
    '%s: %s holds only its header for a period before any record',
    async (who, path) => {
      const demo = await exportPost(who, path, {});
      expect(demo.statusCode).toBe(200);
      expect((await sheetOf(demo.rawPayload)).rowCount).toBeGreaterThan(1);
      const res = await exportPost(who, path, {
        created_at_gte: '2001-01-01',
        created_at_lte: '2001-01-31',
      });
      expect(res.statusCode).toBe(200);
      expect((await sheetOf(res.rawPayload)).rowCount).toBe(1);
    },
  );
});
