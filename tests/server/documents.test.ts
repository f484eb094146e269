import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, renters, users } from '../../server/db/schema';
import { landlordCalendar } from '../../server/lib/businessCalendar';
import { DAY_FORMAT } from '../../server/lib/excel';
import { remindDocuments } from '../../server/modules/documents/jobs';
import { addBusinessDays } from '../../src/domain/documents';
import { addDays } from '../../src/domain/rentSchedule';
import {
  addEmployee,
  addRenterUser,
  auth,
  createTestApp,
  landlordId,
  login,
  secondServer,
  sheetCells,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let renter: Record<string, string>;
let aray: number;
let clerkId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  renter = auth(await login(ctx.app, 'renter'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  await addEmployee(ctx.app, 'doc_clerk', { documents: 'executor' });
  [{ id: clerkId }] = await ctx.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, 'doc_clerk'));
});
afterAll(() => ctx.close());

type Letter = {
  id: number;
  number: string;
  status: string;
  direction: string;
  due_on: string | null;
  overdue: boolean;
  correspondent: string;
  reply_to: { id: number; number: string } | null;
  replies: { id: number; number: string }[];
};

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = landlord,
  payload?: object,
) => ctx.app.inject({ method, url, headers, payload });

const incoming = (over: Record<string, unknown> = {}) => ({
  direction: 'incoming',
  registered_on: '2026-11-27',
  sender_number: '118/4',
  sender_date: '2026-11-25',
  correspondent: 'АО «Алматы Су»',
  subject: 'Плановое отключение воды',
  summary: 'Просим согласовать окно работ на 3 декабря',
  delivery: 'post',
  ...over,
});

const register = async (body: object, headers = landlord) => {
  const res = await send('POST', '/api/documents', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Letter;
};

const show = async (id: number, headers = landlord) =>
  (await send('GET', `/api/documents/${id}`, headers)).json() as Letter;

describe('the register of letters', () => {
  it('registers an incoming letter under the next number and tells the responsible person', async () => {
    const letter = await register(incoming({ responsible_id: clerkId, due_on: '2026-12-04' }));
    expect(letter.number).toMatch(/^ВХ-2026-\d{4}$/);
    expect(letter).toMatchObject({ status: 'registered', correspondent: 'АО «Алматы Су»' });
    const told = await ctx.app.db
      .select({ kind: notifications.kind, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.link_kind, 'document'), eq(notifications.link_id, letter.id)));
    expect(told).toEqual([
      {
        kind: 'document_assigned',
        message: `Вам поручено письмо ${letter.number} (АО «Алматы Су»): ответить до 04.12.2026`,
      },
    ]);
    const next = await register(incoming());
    expect(Number(next.number.slice(-4))).toBe(Number(letter.number.slice(-4)) + 1);
  });

  it('answers an incoming letter with an outgoing one: the chain shows both ways, the first is answered', async () => {
    const question = await register(incoming());
    const answer = await register({
      direction: 'outgoing',
      registered_on: '2026-11-28',
      correspondent: 'АО «Алматы Су»',
      subject: 'Согласование окна работ',
      delivery: 'email',
      reply_to_id: question.id,
    });
    expect(answer.number).toMatch(/^ИСХ-2026-\d{4}$/);
    expect(answer.reply_to).toMatchObject({ id: question.id, number: question.number });
    const after = await show(question.id);
    expect(after.status).toBe('answered');
    expect(after.replies.map((r) => r.id)).toEqual([answer.id]);
    const wrong = await send('POST', '/api/documents', landlord, {
      ...incoming(),
      reply_to_id: question.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ reply_to_id: 'validation.document_reply_to' });
  });

  it('counts a reply due in business days in the organization’s calendar', async () => {
    // Friday: one business day later is not Saturday.
    const letter = await register(incoming({ registered_on: '2026-12-11', due_in_days: 3 }));
    const calendar = await landlordCalendar(ctx.app.db, aray);
    expect(letter.due_on).toBe(addBusinessDays('2026-12-11', 3, calendar));
    expect(letter.due_on && letter.due_on >= '2026-12-16').toBe(true);
  });

  it('lists what is overdue and finds letters by their words', async () => {
    const late = await register(
      incoming({ subject: 'Претензия по вывозу мусора', due_on: '2026-11-27' }),
    );
    const overdue = await send(
      'GET',
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ tab: 'overdue' }))}&range=[0,99]`,
    );
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const listed = (overdue.json() as Letter[]).map((l) => l.id);
    expect(listed.includes(late.id)).toBe(today > '2026-11-27');
    const found = await send(
      'GET',
      `/api/documents?filter=${encodeURIComponent(JSON.stringify({ q: 'вывозу мусора' }))}`,
    );
    expect((found.json() as Letter[]).map((l) => l.id)).toContain(late.id);
  });

  it('keeps every registered letter: no deletion, no edit once archived until taken back', async () => {
    const letter = await register(incoming());
    expect((await send('DELETE', `/api/documents/${letter.id}`)).statusCode).toBe(409);
    const move = (status: string) =>
      send('PUT', `/api/documents/${letter.id}/status`, landlord, { status });
    expect((await move('archived')).statusCode).toBe(200);
    const edit = await send('PUT', `/api/documents/${letter.id}`, landlord, incoming());
    expect(edit.statusCode).toBe(409);
    expect((await move('answered')).statusCode).toBe(409);
    expect((await move('in_work')).json().status).toBe('in_work');
  });

  it('takes a renter’s letter from its portal; only that renter and its landlord read it', async () => {
    const res = await send('POST', '/api/documents/letters', renter, {
      subject: 'Просьба продлить договор',
      summary: 'Просим продлить договор аренды на год на прежних условиях.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json() as Letter & { delivery: string; renter_id: number };
    expect(letter).toMatchObject({
      direction: 'incoming',
      delivery: 'portal',
      status: 'registered',
    });
    expect((await show(letter.id)).number).toBe(letter.number);
    const [other] = await ctx.app.db
      .select({ id: renters.id })
      .from(renters)
      .where(and(eq(renters.landlord_id, aray), eq(renters.status, 'active')))
      .orderBy(renters.id)
      .limit(2)
      .then((rows) => rows.filter((r) => r.id !== letter.renter_id));
    await addRenterUser(ctx.app, 'doc_renter_other', other.id);
    const stranger = auth(await login(ctx.app, 'doc_renter_other'));
    expect((await send('GET', `/api/documents/${letter.id}`, stranger)).statusCode).toBe(404);
    const others = auth(await login(ctx.app, 'landlord2'));
    expect((await send('GET', `/api/documents/${letter.id}`, others)).statusCode).toBe(404);
    // A renter registers only through its portal, and staff do not post as a renter.
    expect((await send('POST', '/api/documents', renter, incoming())).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/documents/letters', landlord, { subject: 'a', summary: 'b' }))
        .statusCode,
    ).toBe(403);
  });

  it('numbers with the organization’s own prefixes once it sets them', async () => {
    expect((await send('GET', '/api/documents/prefixes')).json()).toEqual({
      incoming: 'ВХ',
      outgoing: 'ИСХ',
    });
    const bad = await send('PUT', '/api/documents/prefixes', landlord, {
      incoming: 'ВХ-1',
      outgoing: 'ИСХ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ incoming: 'validation.document_prefix' });
    const set = await send('PUT', '/api/documents/prefixes', landlord, {
      incoming: 'ВхД',
      outgoing: 'ИсхД',
    });
    expect(set.statusCode).toBe(200);
    try {
      expect((await register(incoming({ registered_on: '2029-01-09' }))).number).toBe(
        'ВхД-2029-0001',
      );
    } finally {
      await send('PUT', '/api/documents/prefixes', landlord, { incoming: 'ВХ', outgoing: 'ИСХ' });
    }
    const clerk = auth(await login(ctx.app, 'doc_clerk'));
    expect((await send('GET', '/api/documents/prefixes', clerk)).statusCode).toBe(403);
  });

  it('reminds the responsible person the day before the reply is due, once with two servers', async () => {
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const due = await register(
      incoming({ registered_on: today, responsible_id: clerkId, due_on: addDays(today, 1) }),
    );
    const later = await register(
      incoming({ registered_on: today, responsible_id: clerkId, due_on: addDays(today, 2) }),
    );
    const second = await secondServer(ctx);
    try {
      await Promise.all([remindDocuments(ctx.app.db), remindDocuments(second.db)]);
      await remindDocuments(ctx.app.db);
    } finally {
      await second.close();
    }
    const reminders = (id: number) =>
      ctx.app.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.link_kind, 'document'),
            eq(notifications.link_id, id),
            eq(notifications.kind, 'document_due'),
          ),
        );
    expect(await reminders(due.id)).toHaveLength(1);
    expect(await reminders(later.id)).toHaveLength(0);
  });

  it('puts the reply day in the responsible person’s calendar until the letter is answered', async () => {
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const letter = await register(
      incoming({ registered_on: today, responsible_id: clerkId, due_on: addDays(today, 3) }),
    );
    const clerk = auth(await login(ctx.app, 'doc_clerk'));
    const from = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString());
    const to = encodeURIComponent(new Date(Date.now() + 10 * 86_400_000).toISOString());
    const entries = async (headers: Record<string, string>) =>
      (
        (await send('GET', `/api/calendar-events?from=${from}&to=${to}`, headers)).json().data as {
          key: string;
          source: string;
          all_day: boolean;
        }[]
      ).filter((e) => e.key === `document:${letter.id}`);
    expect(await entries(clerk)).toMatchObject([{ source: 'document', all_day: true }]);
    expect(await entries(landlord)).toEqual([]);
    await send('PUT', `/api/documents/${letter.id}/status`, landlord, { status: 'answered' });
    expect(await entries(clerk)).toEqual([]);
  });

  it('writes the register to Excel with day cells and each letter’s answers', async () => {
    const question = await register(incoming({ due_on: '2026-12-07' }));
    const answer = await register({
      direction: 'outgoing',
      registered_on: '2026-11-30',
      correspondent: 'АО «Алматы Су»',
      subject: 'Согласование',
      delivery: 'post',
      reply_to_id: question.id,
    });
    const res = await send('POST', '/api/download/excel/documents', landlord, {
      filter: { id: [question.id, answer.id] },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await sheetCells(res.rawPayload);
    const byNumber = new Map(rows.map((r) => [r.Номер.value, r]));
    const asked = byNumber.get(question.number);
    expect(asked?.Ответы.value).toBe(`${answer.number} (30.11.2026)`);
    expect(asked?.Направление.value).toBe('Входящее');
    expect(asked?.['Срок ответа'].type).toBe(ExcelJS.ValueType.Date);
    expect(asked?.['Срок ответа'].numFmt).toBe(DAY_FORMAT);
    expect(byNumber.get(answer.number)?.['Ответ на письмо'].value).toBe(question.number);
  });

  it('suggests the names typed on earlier letters, not renters or contractors', async () => {
    await register(
      incoming({
        correspondent: 'ТОО «Жетісу Транзит»',
        registered_on: '2026-10-01',
        sender_date: null,
      }),
    );
    await register(
      incoming({
        correspondent: 'ТОО «Жетісу Құрылыс»',
        registered_on: '2026-10-05',
        sender_date: null,
      }),
    );
    const [renterRow] = await ctx.app.db
      .select({ id: renters.id })
      .from(renters)
      .where(eq(renters.landlord_id, aray))
      .limit(1);
    await register(incoming({ correspondent: null, renter_id: renterRow.id }));
    const suggested = await send(
      'GET',
      `/api/documents/correspondents?q=${encodeURIComponent('жетісу')}`,
    );
    expect(suggested.json()).toEqual(['ТОО «Жетісу Құрылыс»', 'ТОО «Жетісу Транзит»']);
    const control = await send('GET', '/api/documents/correspondents?q=%01');
    expect(control.statusCode).toBe(400);
  });

  it('counts on the dashboard the letters awaiting an answer and the overdue ones', async () => {
    const counts = async (headers = landlord) =>
      (await send('GET', '/api/dashboard', headers)).json().letters as {
        to_answer: number;
        overdue: number;
      } | null;
    const before = await counts();
    await register(
      incoming({ registered_on: '2025-03-03', sender_date: null, due_on: '2025-03-10' }),
    );
    await register(incoming({ registered_on: '2025-03-03', sender_date: null }));
    await register({
      ...incoming(),
      direction: 'outgoing',
      sender_number: null,
      sender_date: null,
    });
    expect(await counts()).toEqual({
      to_answer: (before?.to_answer ?? 0) + 2,
      overdue: (before?.overdue ?? 0) + 1,
    });
    expect(await counts(renter)).toBeNull();
  });

  it('shows a responsible clerk its own letters only, and lets nobody without access in', async () => {
    const mine = await register(incoming({ responsible_id: clerkId }));
    const theirs = await register(incoming());
    const clerk = auth(await login(ctx.app, 'doc_clerk'));
    const listed = (await send('GET', '/api/documents?range=[0,99]', clerk)).json() as Letter[];
    expect(listed.map((l) => l.id)).toContain(mine.id);
    expect(listed.map((l) => l.id)).not.toContain(theirs.id);
    expect((await send('POST', '/api/documents', clerk, incoming())).statusCode).toBe(403);
    await addEmployee(ctx.app, 'doc_none', { documents: 'none' });
    const none = auth(await login(ctx.app, 'doc_none'));
    expect((await send('GET', '/api/documents', none)).statusCode).toBe(403);
  });
});
