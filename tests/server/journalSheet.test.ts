import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  landlordId,
  login,
  sheetRowsByNumber,
  type TestContext,
} from './helpers';

const MARK = 'Лист журнала';
const HOUR = "interval '1 hour'";
/** Stored as the API keeps it: the sheet writes it as people do, `+7 701 765 43 21`. */
const PHONE = '+77017654321';

let ctx: TestContext;
let landlord: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  const owner = await landlordId(ctx.app, 'ТРЦ Арай');
  // One of the landlord's bids copied in each deadline state, numbered 920001…
  const copy = (number: number, status: string, due: string, done: string, text: string) =>
    ctx.app.db.execute(sql`
      insert into bids (landlord_id, number, request_type_id, object_id, applicant_name, phone,
        description, answers, status, sla_hours, due_at, done_at, source, search_text, created_at,
        updated_at)
      select b.landlord_id, ${number}, b.request_type_id, b.object_id, ${MARK}, ${PHONE}, ${text},
        '{}', ${status}, b.sla_hours, ${sql.raw(due)}, ${sql.raw(done)}, 'staff', ${MARK},
        now() - ${number - 920000} * interval '1 minute', now()
      from (select * from bids where landlord_id = ${owner} order by id limit 1) b`);
  await copy(
    920001,
    'done',
    `now() - ${HOUR}`,
    `now() - 2 * ${HOUR}`,
    '=HYPERLINK("x")\u0001 <b>&',
  );
  await copy(920002, 'done', `now() - 2 * ${HOUR}`, `now() - ${HOUR}`, 'поздно');
  await copy(920003, 'new', `now() + 24 * ${HOUR}`, 'null', 'ещё есть время');
  await copy(920004, 'in_progress', `now() - ${HOUR}`, 'null', 'просрочена');
  await copy(920005, 'rejected', `now() - ${HOUR}`, 'null', 'отклонена');
  await ctx.app.db.execute(sql`
    insert into bid_events (landlord_id, bid_id, type, from_status, to_status, at)
    select landlord_id, id, 'status', 'new', 'in_progress', '2026-03-02T04:30:00Z'
    from bids where number = 920004 and landlord_id = ${owner}`);
});
afterAll(() => ctx.close());

/** The sheet's rows by bid number (the first column), each a map of header to the cell's value. */
const sheetRows = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/download/excel/bids',
    headers,
    payload: { filter: { q: MARK } },
  });
  expect(res.statusCode).toBe(200);
  return sheetRowsByNumber(res.rawPayload);
};

it('says for each bid whether its deadline was met, missed, is running or overdue', async () => {
  const rows = await sheetRows(landlord);
  expect(rows.size).toBe(5);
  expect(rows.get(920001)?.SLA).toBe('Соблюдён');
  expect(rows.get(920002)?.SLA).toBe('Нарушен');
  expect(rows.get(920003)?.SLA).toBe('В срок');
  expect(rows.get(920004)?.SLA).toBe('Просрочена');
  expect(rows.get(920005)?.SLA).toBeNull();
  // A date cell holding Almaty's wall-clock time (ExcelJS reads it as that time in UTC).
  expect(rows.get(920004)?.['Взята в работу']).toEqual(new Date('2026-03-02T09:30:00Z'));
  expect(rows.get(920003)?.['Взята в работу']).toBeNull();
});

it('writes the applicant’s phone as the form’s hint spells it, not as stored', async () => {
  const rows = await sheetRows(landlord);
  expect(rows.get(920001)?.Телефон).toBe('+7 701 765 43 21');
});

it('writes text as text: no formula, markup kept, forbidden control characters dropped', async () => {
  const rows = await sheetRows(landlord);
  const description = Object.entries(rows.get(920001) ?? {}).find(([, v]) =>
    String(v).startsWith('=HYPERLINK'),
  );
  expect(description?.[1]).toBe('=HYPERLINK("x") <b>&');
});

it('names request and object types in the reader’s language', async () => {
  await ctx.app.db.execute(sql`update users set locale = 'en' where login = 'landlord'`);
  const english = await sheetRows(auth(await login(ctx.app, 'landlord')));
  const row = english.get(920003) ?? {};
  const [type] = (
    await ctx.app.db.execute<{ en: string }>(sql`
      select t.name ->> 'en' as en from bids b join request_types t on t.id = b.request_type_id
      where b.number = 920003`)
  ).rows;
  expect(Object.values(row)).toContain(type.en);
  expect(row.SLA).toBe('On time');
});
