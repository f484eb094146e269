import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../server/lib/exportRoute';
import { auth, createTestApp, landlordId, login, type TestContext } from './helpers';

/** Several export batches and a short last one, two bids per creation time. */
const COUNT = 5 * EXPORT_BATCH + 123;
const MARK = 'Пакетный экспорт';

let ctx: TestContext;
let landlord: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  const owner = await landlordId(ctx.app, 'ТРЦ Арай');
  // Copies of one of the landlord's bids, numbered 900001…, created a minute apart per pair.
  await ctx.app.db.execute(sql`
    insert into bids (landlord_id, number, request_type_id, object_id, applicant_name, answers,
      status, sla_hours, due_at, source, search_text, created_at, updated_at)
    select b.landlord_id, 900000 + n, b.request_type_id, b.object_id, ${MARK}, '{}', 'new',
      b.sla_hours, b.due_at, 'staff', ${MARK}, now() - (n / 2) * interval '1 minute', now()
    from (select * from bids where landlord_id = ${owner} order by id limit 1) b,
      generate_series(1, ${COUNT}) as n`);
});
afterAll(() => ctx.close());

it('exports every row once, newest first, across batches and equal creation times', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/download/excel/bids',
    headers: landlord,
    payload: { filter: { q: MARK } },
  });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const numbers = workbook.worksheets[0].getColumn(1).values.slice(2) as number[];
  expect(numbers).toHaveLength(COUNT);
  expect(new Set(numbers).size).toBe(COUNT);
  // n / 2 minutes ago: 900001 is newest; a pair sharing a time comes newest id first.
  expect(numbers.slice(0, 4)).toEqual([900001, 900003, 900002, 900005]);
  expect(Math.min(...numbers)).toBe(900001);
  expect(Math.max(...numbers)).toBe(900000 + COUNT);
});

it('takes the list parameters from the query string as documented, the body first', async () => {
  const rowsOf = async (url: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: landlord, payload });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0].rowCount - 1;
  };
  const filter = encodeURIComponent(JSON.stringify({ q: MARK }));
  expect(await rowsOf(`/api/download/excel/bids?filter=${filter}`, {})).toBe(COUNT);
  const other = { filter: { q: 'никто так не пишет' } };
  expect(await rowsOf(`/api/download/excel/bids?filter=${filter}`, other)).toBe(0);
});
