import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, demoRequests, rateLimits, supportMessages } from '../../server/db/schema';
import { INBOX_STATUSES } from '../../src/domain/inbox';
import { addEmployee, auth, createTestApp, login, sheetCells, type TestContext } from './helpers';

let ctx: TestContext;
let superadmin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = auth(await login(ctx.app, 'superadmin'));
});
afterAll(() => ctx.close());

let addressSerial = 0;
/** Each test sends from its own address, so one test's submissions never limit another's. */
const newAddress = () => `10.7.0.${++addressSerial}`;

const post = (url: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

const demo = (payload: object, remoteAddress = newAddress()) =>
  post('/api/public/demo-requests', payload, remoteAddress);
const support = (payload: object, remoteAddress = newAddress()) =>
  post('/api/public/support-messages', payload, remoteAddress);

const rows = async () => {
  const [[{ n: demos }], [{ n: messages }]] = await Promise.all([
    ctx.app.db.select({ n: count() }).from(demoRequests),
    ctx.app.db.select({ n: count() }).from(supportMessages),
  ]);
  return { demos: Number(demos), messages: Number(messages) };
};

type Inbox = 'demo-requests' | 'support-messages';

const list = async (inbox: Inbox, filter: object = {}, headers = superadmin) => {
  const res = await ctx.app.inject({
    url: `/api/${inbox}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json() as { id: number; status: string; [key: string]: unknown }[],
    total: Number(res.headers['x-total-count']),
    range: res.headers['content-range'],
  };
};

describe('the demo inbox data', () => {
  it('holds five demo requests and four support messages in several statuses', async () => {
    const demos = await list('demo-requests');
    expect(demos.total).toBe(5);
    expect(demos.range).toBe('demo-requests 0-4/5');
    expect(new Set(demos.rows.map((r) => r.status))).toEqual(new Set(INBOX_STATUSES));
    const messages = await list('support-messages');
    expect(messages.total).toBe(4);
    expect(messages.rows.map((r) => r.status)).toContain('new');
    // Newest first.
    const dates = demos.rows.map((r) => String(r.created_at));
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('the landing’s demo form', () => {
  it('takes a request and shows it to the superadmin', async () => {
    const res = await demo({
      name: '  ТРЦ «Тестовый», Ахметов Данияр ',
      email: 'D.Akhmetov@Example.KZ',
      phone: '8 (701) 222-33-44',
      page: '/ru',
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await list('demo-requests', { q: 'Тестовый' });
    expect(found.rows).toEqual([
      expect.objectContaining({
        id: res.json().id,
        name: 'ТРЦ «Тестовый», Ахметов Данияр',
        email: 'd.akhmetov@example.kz',
        phone: '+77012223344',
        page: '/ru',
        status: 'new',
      }),
    ]);
    const withoutPhone = await demo({ name: 'Ким Елена', email: 'kim@example.kz', phone: '' });
    expect(withoutPhone.statusCode).toBe(201);
    const [stored] = await ctx.app.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.id, withoutPhone.json().id));
    expect(stored).toMatchObject({ phone: null, page: null });
  });

  it('refuses each broken rule, naming the field, and stores nothing', async () => {
    const address = newAddress();
    const before = await rows();
    const empty = await demo({}, address);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'validation.required',
      email: 'validation.required',
    });
    const blank = await demo({ name: '   ', email: 'x@example.kz' }, address);
    expect(blank.json().errors).toEqual({ name: 'validation.required' });
    const badEmail = await demo({ name: 'Ержан', email: 'ержан@' }, address);
    expect(badEmail.json().errors).toEqual({ email: 'validation.email' });
    const badPhone = await demo(
      { name: 'Ержан', email: 'e@example.kz', phone: '+1 202 555 0100' },
      address,
    );
    expect(badPhone.json().errors).toEqual({ phone: 'validation.phone' });
    const long = await demo({ name: 'x'.repeat(201), email: 'e@example.kz' }, address);
    expect(long.json().errors).toEqual({ name: 'validation.too_long' });
    expect(await rows()).toEqual(before);
  });
});

describe('the support form', () => {
  it('takes a message and shows it to the superadmin', async () => {
    const res = await support({
      name: 'Гульнара',
      phone: '+7 777 123 45 67',
      message: 'Не приходит письмо со сменой пароля',
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await list('support-messages', { q: 'сменой пароля' });
    expect(found.rows).toEqual([
      expect.objectContaining({ id: res.json().id, phone: '+77771234567', status: 'new' }),
    ]);
    expect((await support({ name: 'Алия', message: 'Вопрос по тарифам' })).statusCode).toBe(201);
  });

  it('refuses each broken rule, naming the field, and stores nothing', async () => {
    const address = newAddress();
    const before = await rows();
    const empty = await support({}, address);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'validation.required',
      message: 'validation.required',
    });
    const badPhone = await support({ name: 'Алия', phone: '123', message: 'Вопрос' }, address);
    expect(badPhone.json().errors).toEqual({ phone: 'validation.phone' });
    const long = await support({ name: 'Алия', message: 'я'.repeat(2001) }, address);
    expect(long.json().errors).toEqual({ message: 'validation.too_long' });
    expect(await rows()).toEqual(before);
  });
});

describe('rate limits of the landing’s forms', () => {
  it('answer 429 after ten submissions from one address, refused ones included, per form', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const payload = i % 2 ? { name: 'Спамер' } : { name: `Компания ${i}`, email: 'a@b.kz' };
      statuses.push((await demo(payload, address)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201 || s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const before = await rows();
    const limited = await demo({ name: 'Ещё одна', email: 'a@b.kz' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await rows()).toEqual(before);
    // The support form counts on its own, and another address is not limited by this one.
    expect((await support({ name: 'Алия', message: 'Вопрос' }, address)).statusCode).toBe(201);
    expect((await demo({ name: 'Другой', email: 'a@b.kz' })).statusCode).toBe(201);

    const messages: number[] = [];
    for (let i = 0; i < 10; i++) {
      messages.push((await support({ name: 'Алия', message: `Вопрос ${i}` }, address)).statusCode);
    }
    expect(messages.at(-1)).toBe(429);
    const keys = (await ctx.app.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys.some((k) => k.startsWith('POST /api/public/demo-requests|'))).toBe(true);
    expect(keys.some((k) => k.startsWith('POST /api/public/support-messages|'))).toBe(true);
  });
});

describe('the superadmin’s inbox', () => {
  it('filters by status, search and period', async () => {
    const contacted = await list('demo-requests', { status: 'contacted' });
    expect(contacted.total).toBeGreaterThan(0);
    expect(contacted.rows.every((r) => r.status === 'contacted')).toBe(true);
    const byEmail = await list('demo-requests', { q: 'caspianplaza' });
    expect(byEmail.rows.map((r) => r.email)).toEqual(['d.volkov@caspianplaza.kz']);
    const old = await list('support-messages', { created_at_lte: '2000-01-01' });
    expect(old.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const all = await list('support-messages');
    const recent = await list('support-messages', { created_at_gte: today });
    expect(recent.total).toBeLessThan(all.total);
    expect(recent.total).toBeGreaterThan(0);
    const unknown = await ctx.app.inject({
      url: `/api/demo-requests?filter=${encodeURIComponent('{"landlord_id":1}')}`,
      headers: superadmin,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('moves a request new → contacted → closed and no further, with audit rows', async () => {
    const created = await demo({ name: 'ТОО «Статус»', email: 'status@example.kz' });
    const id = created.json().id as number;
    const put = (status: string, inbox: Inbox = 'demo-requests', target = id) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/${inbox}/${target}/status`,
        headers: superadmin,
        payload: { status },
      });
    const contacted = await put('contacted');
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ id, status: 'contacted' });
    expect((await put('new')).statusCode).toBe(409);
    expect((await put('closed')).json()).toMatchObject({ status: 'closed' });
    const stale = await put('contacted');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ status: 'validation.transition' });
    const invalid = await put('spam');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ status: 'validation.invalid' });
    expect((await put('closed', 'demo-requests', 999999)).statusCode).toBe(404);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'demo-requests'), eq(auditLog.entity_id, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update', 'update']);

    const message = await support({ name: 'Алия', message: 'Закройте сразу' });
    const closed = await put('closed', 'support-messages', message.json().id);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const card = await ctx.app.inject({
      url: `/api/support-messages/${message.json().id}`,
      headers: superadmin,
    });
    expect(card.json()).toMatchObject({ message: 'Закройте сразу', status: 'closed' });
  });

  it('exports the filtered inbox to Excel', async () => {
    for (const inbox of ['demo-requests', 'support-messages'] as const) {
      const filter = { status: 'new' };
      const expected = await list(inbox, filter);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/download/excel/${inbox}`,
        headers: superadmin,
        payload: { filter },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${inbox}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.rowCount).toBe(expected.total + 1);
      const ids = sheet
        .getColumn(1)
        .values.slice(2)
        .map((v) => Number(v));
      expect(ids).toEqual(expected.rows.map((r) => r.id).sort((a, b) => b - a));
      // The forms above stored `+77012223344` and `+77771234567`: written with spaces.
      const { rows } = await sheetCells(res.rawPayload);
      const phones = rows.map((r) => r.Телефон.value).filter(Boolean);
      expect(phones).toContain(inbox === 'demo-requests' ? '+7 701 222 33 44' : '+7 777 123 45 67');
      expect(phones.filter((p) => String(p).startsWith('+77'))).toEqual([]);
    }
  });

  it('is the superadmin’s alone', async () => {
    await addEmployee(ctx.app, 'inbox_main', 'main');
    const callers = {
      landlord: auth(await login(ctx.app, 'landlord')),
      employee: auth(await login(ctx.app, 'inbox_main')),
      renter: auth(await login(ctx.app, 'renter')),
      landlord2: auth(await login(ctx.app, 'landlord2')),
    };
    const [first] = (await list('demo-requests')).rows;
    for (const [name, headers] of Object.entries(callers)) {
      for (const inbox of ['demo-requests', 'support-messages']) {
        const calls = [
          ctx.app.inject({ url: `/api/${inbox}`, headers }),
          ctx.app.inject({ url: `/api/${inbox}/${first.id}`, headers }),
          ctx.app.inject({
            method: 'PUT',
            url: `/api/${inbox}/${first.id}/status`,
            headers,
            payload: { status: 'closed' },
          }),
          ctx.app.inject({ method: 'POST', url: `/api/download/excel/${inbox}`, headers }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode, `${name} ${inbox}`).toBe(403);
        }
      }
    }
    expect((await ctx.app.inject({ url: '/api/demo-requests' })).statusCode).toBe(401);
  });
});
