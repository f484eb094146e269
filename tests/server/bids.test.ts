import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, objects, renterRooms, rooms, users } from '../../server/db/schema';
import { DEFAULT_WEEK } from '../../src/domain/sla';
import {
  addEmployee,
  auth,
  createTestApp,
  login,
  multipartBody,
  PNG,
  sheetRowsByNumber,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let renter: Record<string, string>;
let employee: Record<string, string>;
let plumbingId: number;
let objectId: number;
let roomId: number;

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: object) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: headers as Record<string, string>,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  renter = auth(await login(ctx.app, 'renter'));
  employee = auth(await login(ctx.app, 'employee'));
  const types = (await get('/api/type-request/kind/12', renter)).json();
  plumbingId = types.find((t: { code: string }) => t.code === 'plumbing').id;
  const [user] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
  const [held] = await ctx.app.db
    .select({ room_id: renterRooms.room_id, object_id: rooms.object_id })
    .from(renterRooms)
    .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
    .where(eq(renterRooms.renter_id, user.renter_id ?? 0));
  objectId = held.object_id;
  roomId = held.room_id;
});
afterAll(() => ctx.close());

const plumbing = (overrides: object = {}) => ({
  request_type_id: plumbingId,
  object_id: objectId,
  room_id: roomId,
  applicant_name: 'Ким Виктория',
  phone: '+7 701 777 04 04',
  description: 'Течёт под раковиной',
  answers: { problem: 'leak', flooding: true, location: 'Кухня, под мойкой' },
  ...overrides,
});

const file = async (headers: Record<string, string>) => {
  const form = multipartBody({}, [{ field: 'file', name: 'leak.png', body: PNG }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/files?purpose=attachment',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  return res.json().id as number;
};

const status = (id: number, body: object, headers: object) =>
  send('PUT', `/api/bids/${id}/status`, body, headers);

/** The landlord's export of the journal under `filter`: each row by number, header to value. */
const sheetOf = async (filter: object) => {
  const res = await send('POST', '/api/download/excel/bids', { filter }, landlord);
  expect(res.statusCode).toBe(200);
  return sheetRowsByNumber(res.rawPayload);
};

describe('catalogue', () => {
  it('offers the seeded kinds and types, and each landlord decides what its renters see', async () => {
    const kinds = (await get('/api/get-kind', renter)).json();
    expect(kinds.map((k: { id: number }) => k.id)).toContain(12);
    const settings = (await get('/api/type-request-landlord', landlord)).json();
    expect(settings.length).toBeGreaterThanOrEqual(10);
    const cleaning = settings.find((s: { type: { code: string } }) => s.type.code === 'cleaning');
    expect(cleaning.show).toBe(1);
    const hidden = await send(
      'PUT',
      `/api/type-request-landlord/show/${cleaning.id}`,
      [0],
      landlord,
    );
    expect(hidden.json().show).toBe(0);
    const offered = (await get('/api/type-request/kind/12', renter)).json();
    expect(offered.map((t: { code: string }) => t.code)).not.toContain('cleaning');
    const refused = await send(
      'POST',
      '/api/bids',
      plumbing({ request_type_id: cleaning.type.id, answers: {} }),
      renter,
    );
    expect(refused.json().errors).toEqual({ request_type_id: 'validation.invalid' });
    expect(
      (await send('PUT', `/api/type-request-landlord/show/${cleaning.id}`, [2], landlord))
        .statusCode,
    ).toBe(400);
    await send('PUT', `/api/type-request-landlord/show/${cleaning.id}`, [1], landlord);
    const foreign = await send(
      'PUT',
      `/api/type-request-landlord/show/${cleaning.id}`,
      [0],
      auth(await login(ctx.app, 'landlord2')),
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('filing a request', () => {
  it('checks the answers against the type’s fields', async () => {
    const res = await send(
      'POST',
      '/api/bids',
      plumbing({ answers: { problem: 'volcano' }, applicant_name: '', phone: '123' }),
      renter,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      applicant_name: 'validation.required',
      phone: 'validation.phone',
    });
    const answers = await send(
      'POST',
      '/api/bids',
      plumbing({ answers: { problem: 'volcano' } }),
      renter,
    );
    expect(answers.json().errors).toEqual({
      'answers.problem': 'validation.invalid',
      'answers.location': 'validation.required',
    });
  });

  it('numbers the bid, sets its deadline in business hours and keeps it to the renter', async () => {
    const photo = await file(renter);
    const res = await send(
      'POST',
      '/api/bids',
      plumbing({ answers: { ...plumbing().answers, photo: [photo] } }),
      renter,
    );
    expect(res.statusCode).toBe(201);
    const bid = res.json();
    expect(bid).toMatchObject({
      status: 'new',
      source: 'renter',
      sla_hours: 2,
      phone: '+77017770404',
    });
    expect(bid.renter_id).not.toBeNull();
    expect(bid.answer_files.photo).toHaveLength(1);
    expect(bid.actions.transitions).toEqual(['cancelled']);

    const second = (await send('POST', '/api/bids', plumbing(), renter)).json();
    expect(second.number).toBe(bid.number + 1);

    expect(
      (await get(`/api/bids/${bid.id}`, auth(await login(ctx.app, 'landlord2')))).statusCode,
    ).toBe(404);
    const found = await get(
      `/api/bids?filter=${encodeURIComponent(JSON.stringify({ q: String(bid.number) }))}`,
      landlord,
    );
    expect(found.json().map((b: { id: number }) => b.id)).toContain(bid.id);
    const byRenter = await get(
      `/api/bids?filter=${encodeURIComponent(JSON.stringify({ q: 'Кофе Хаус' }))}`,
      landlord,
    );
    expect(byRenter.json().length).toBeGreaterThanOrEqual(2);
  });

  it('offers a renter the rooms its company holds, and staff every room of their own organization', async () => {
    const placesOf = async (headers: Record<string, string>) => {
      const res = await get('/api/bids/places', headers);
      expect(res.statusCode).toBe(200);
      return res.json() as { room_id: number; object_id: number }[];
    };
    const [renterUser] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
    const held = await ctx.app.db
      .select({ room_id: renterRooms.room_id })
      .from(renterRooms)
      .where(eq(renterRooms.renter_id, renterUser.renter_id ?? 0));
    const own = await placesOf(renter);
    expect(own.map((p) => p.room_id).sort()).toEqual(held.map((h) => h.room_id).sort());
    const [owner] = await ctx.app.db.select().from(users).where(eq(users.login, 'landlord'));
    const organizationRooms = await ctx.app.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(eq(rooms.landlord_id, owner.landlord_id ?? 0));
    const staff = await placesOf(landlord);
    expect(staff).toHaveLength(organizationRooms.length);
    expect(staff.length).toBeGreaterThan(own.length);
    const other = await placesOf(auth(await login(ctx.app, 'landlord2')));
    const ownIds = new Set(organizationRooms.map((r) => r.id));
    expect(other.length).toBeGreaterThan(0);
    expect(other.filter((p) => ownIds.has(p.room_id))).toEqual([]);
  });

  it('refuses rooms the renter does not hold', async () => {
    const [other] = await ctx.app.db
      .select()
      .from(rooms)
      .where(eq(rooms.object_id, objectId))
      .limit(50);
    const foreignRoom =
      other.id === roomId ? (await ctx.app.db.select().from(rooms).limit(2))[1] : other;
    const res = await send('POST', '/api/bids', plumbing({ room_id: foreignRoom.id }), renter);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.room_id).toBe('validation.invalid');
  });
});

describe('the workflow', () => {
  it('moves new → in progress → done, lets the renter rate and reopen within 3 days', async () => {
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    expect((await status(bid.id, { status: 'in_progress' }, renter)).statusCode).toBe(409);
    expect((await status(bid.id, { status: 'done' }, employee)).statusCode).toBe(409);
    expect((await status(bid.id, { status: 'in_progress' }, employee)).json().status).toBe(
      'in_progress',
    );
    expect((await status(bid.id, { status: 'cancelled' }, renter)).statusCode).toBe(409);
    expect((await status(bid.id, { status: 'done' }, employee)).json().status).toBe('done');
    const rated = await send(
      'PUT',
      `/api/bids/${bid.id}/rating`,
      { rating: 5, comment: 'Быстро' },
      renter,
    );
    expect(rated.json()).toMatchObject({ rating: 5, rating_comment: 'Быстро' });
    expect(
      (await send('PUT', `/api/bids/${bid.id}/rating`, { rating: 7 }, renter)).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', `/api/bids/${bid.id}/rating`, { rating: 4 }, employee)).statusCode,
    ).toBe(403);

    const reopened = await status(bid.id, { status: 'in_progress' }, renter);
    expect(reopened.json()).toMatchObject({ status: 'in_progress', rating: null });
    await status(bid.id, { status: 'done' }, employee);
    await ctx.app.db
      .update(bids)
      .set({ done_at: new Date(Date.now() - 4 * 86_400_000).toISOString() })
      .where(eq(bids.id, bid.id));
    const late = await status(bid.id, { status: 'in_progress' }, renter);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual({ status: 'validation.reopen_expired' });

    const history = (await get(`/api/bids/${bid.id}/history`, renter)).json();
    expect(history.map((e: { type: string }) => e.type)).toEqual([
      'status',
      'status',
      'rated',
      'status',
      'assigned',
      'status',
      'created',
    ]);
  });

  it('makes whoever takes a bid into work its executor, in the journal, card, history and sheet', async () => {
    const [me] = await ctx.app.db
      .select({ id: users.id, full_name: users.full_name })
      .from(users)
      .where(eq(users.login, 'employee'));
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    expect(bid.executor_id).toBeNull();
    const taken = (await status(bid.id, { status: 'in_progress' }, employee)).json();
    expect(taken).toMatchObject({ executor_id: me.id, executor_name: me.full_name });
    const row = (
      await get(
        `/api/bids?filter=${encodeURIComponent(JSON.stringify({ q: String(bid.number) }))}`,
        landlord,
      )
    )
      .json()
      .find((b: { id: number }) => b.id === bid.id);
    expect(row.executor_name).toBe(me.full_name);
    const history = (await get(`/api/bids/${bid.id}/history`, renter)).json();
    expect(history[0]).toMatchObject({
      type: 'assigned',
      user_name: me.full_name,
      executor_name: me.full_name,
    });
    expect(history[1]).toMatchObject({ type: 'status', to_status: 'in_progress' });
    const sheet = await sheetOf({ q: String(bid.number) });
    expect(sheet.get(bid.number)?.Исполнитель).toBe(me.full_name);

    // Done, then reopened by the renter: the executor stays, and no one is named again.
    await status(bid.id, { status: 'done' }, employee);
    await status(bid.id, { status: 'in_progress' }, renter);
    const reopened = (await get(`/api/bids/${bid.id}`, landlord)).json();
    expect(reopened.executor_id).toBe(me.id);
    const events = (await get(`/api/bids/${bid.id}/history`, landlord)).json();
    expect(events.filter((e: { type: string }) => e.type === 'assigned')).toHaveLength(1);
  });

  it('keeps the executor already named when someone else takes the bid', async () => {
    const { user: named } = await addEmployee(ctx.app, 'bid_named', { requests: 'executor' });
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    await send('PUT', `/api/bids/${bid.id}/executor`, { executor_id: named.id }, landlord);
    const taken = (await status(bid.id, { status: 'in_progress' }, landlord)).json();
    expect(taken).toMatchObject({ status: 'in_progress', executor_id: named.id });
    const history = (await get(`/api/bids/${bid.id}/history`, landlord)).json();
    expect(history.map((e: { type: string }) => e.type)).toEqual(['status', 'assigned', 'created']);
    expect(history[1].executor_name).toBe('Test bid_named');

    // A landlord who takes an unassigned bid executes it.
    const other = (await send('POST', '/api/bids', plumbing(), renter)).json();
    const [owner] = await ctx.app.db.select().from(users).where(eq(users.login, 'landlord'));
    expect((await status(other.id, { status: 'in_progress' }, landlord)).json().executor_id).toBe(
      owner.id,
    );
  });

  it('asks a reason to reject, lets the author cancel a new bid, and keeps closed bids closed', async () => {
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    const noReason = await status(bid.id, { status: 'rejected' }, landlord);
    expect(noReason.json().errors).toEqual({ reason: 'validation.reason_required' });
    const rejected = await status(
      bid.id,
      { status: 'rejected', reason: 'Не наша зона ответственности' },
      landlord,
    );
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reject_reason: 'Не наша зона ответственности',
    });
    expect((await status(bid.id, { status: 'in_progress' }, landlord)).statusCode).toBe(409);

    const mine = (await send('POST', '/api/bids', plumbing(), renter)).json();
    expect((await status(mine.id, { status: 'cancelled' }, renter)).json().status).toBe(
      'cancelled',
    );
  });

  it('shows an executor only what is assigned to them, and lets only managers assign', async () => {
    const { user: executorUser } = await addEmployee(ctx.app, 'bid_executor', {
      requests: 'executor',
    });
    const executor = auth(await login(ctx.app, 'bid_executor'));
    const viewer = auth(
      await (async () => {
        await addEmployee(ctx.app, 'bid_viewer', { requests: 'view' });
        return login(ctx.app, 'bid_viewer');
      })(),
    );
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    expect((await get(`/api/bids/${bid.id}`, executor)).statusCode).toBe(404);
    expect((await get('/api/bids', executor)).json()).toEqual([]);
    expect(
      (
        await send(
          'PUT',
          `/api/bids/${bid.id}/executor`,
          { executor_id: executorUser.id },
          executor,
        )
      ).statusCode,
    ).toBe(403);
    const assigned = await send(
      'PUT',
      `/api/bids/${bid.id}/executor`,
      { executor_id: executorUser.id },
      landlord,
    );
    expect(assigned.json().executor_name).toBe('Test bid_executor');
    expect((await get(`/api/bids/${bid.id}`, executor)).statusCode).toBe(200);
    expect((await status(bid.id, { status: 'in_progress' }, executor)).statusCode).toBe(200);
    expect((await get(`/api/bids/${bid.id}`, viewer)).statusCode).toBe(200);
    expect((await status(bid.id, { status: 'done' }, viewer)).statusCode).toBe(403);
    const foreign = await send(
      'PUT',
      `/api/bids/${bid.id}/executor`,
      { executor_id: 999999 },
      landlord,
    );
    expect(foreign.json().errors).toEqual({ executor_id: 'validation.invalid' });

    const another = (await send('POST', '/api/bids', plumbing(), renter)).json();
    const bulk = await send(
      'POST',
      '/api/bids/assign',
      { ids: [bid.id, another.id], executor_id: executorUser.id },
      landlord,
    );
    expect(bulk.json()).toEqual({ updated: 1 });
  });

  it('hides internal comments from the renter', async () => {
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    await send('POST', `/api/bids/${bid.id}/comments`, { text: 'Мастер придёт в 15:00' }, employee);
    await send(
      'POST',
      `/api/bids/${bid.id}/comments`,
      { text: 'Проверить гарантию подрядчика', internal: true },
      employee,
    );
    await send('POST', `/api/bids/${bid.id}/comments`, { text: 'Спасибо', internal: true }, renter);
    const forRenter = (await get(`/api/bids/${bid.id}/comments`, renter)).json();
    expect(forRenter.map((c: { text: string }) => c.text)).toEqual([
      'Мастер придёт в 15:00',
      'Спасибо',
    ]);
    expect((await get(`/api/bids/${bid.id}/comments`, employee)).json()).toHaveLength(3);
  });

  it('finds overdue bids with a query', async () => {
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    await ctx.app.db
      .update(bids)
      .set({ due_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where(eq(bids.id, bid.id));
    const overdue = (
      await get(`/api/bids?filter=${encodeURIComponent('{"overdue":true}')}&range=[0,99]`, landlord)
    ).json();
    expect(overdue.map((b: { id: number }) => b.id)).toContain(bid.id);
    expect(overdue.every((b: { overdue: boolean }) => b.overdue)).toBe(true);
  });
});

describe('business calendar', () => {
  it('keeps a valid week and Kazakhstan’s holidays, editable by the landlord', async () => {
    const calendar = (await get('/api/settings/calendar', landlord)).json();
    expect(calendar.week).toEqual(JSON.parse(JSON.stringify(DEFAULT_WEEK)));
    expect(calendar.holidays.map((h: { date: string }) => h.date)).toContain(
      `${new Date().getFullYear()}-12-16`,
    );
    const bad = await send(
      'PUT',
      '/api/settings/calendar',
      { week: { ...DEFAULT_WEEK, 1: [{ from: '18:00', to: '09:00' }] } },
      landlord,
    );
    expect(bad.json().errors).toEqual({ week: 'validation.work_week' });
    const lunch = {
      ...DEFAULT_WEEK,
      1: [
        { from: '09:00', to: '13:00' },
        { from: '14:00', to: '18:00' },
      ],
    };
    expect(
      (await send('PUT', '/api/settings/calendar', { week: lunch }, landlord)).statusCode,
    ).toBe(200);
    const added = await send(
      'POST',
      '/api/settings/holidays',
      { date: '2027-11-22', name: 'День рождения ТРЦ' },
      landlord,
    );
    expect(added.statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/settings/holidays/2027-11-22',
      headers: landlord,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/settings/calendar', renter)).statusCode).toBe(403);
  });
});

describe('where a request is', () => {
  it('names the room with its centre in the journal, the card and the sheet', async () => {
    const [room] = await ctx.app.db.select().from(rooms).where(eq(rooms.id, roomId));
    const [object] = await ctx.app.db.select().from(objects).where(eq(objects.id, objectId));
    const bid = (await send('POST', '/api/bids', plumbing(), renter)).json();
    expect(bid).toMatchObject({ room_id: roomId, room_number: room.number });
    const card = (await get(`/api/bids/${bid.id}`, employee)).json();
    expect(card).toMatchObject({ object_name: object.name, room_number: room.number });
    const page = (
      await get(
        `/api/bids?filter=${encodeURIComponent(JSON.stringify({ q: String(bid.number) }))}`,
        renter,
      )
    ).json();
    expect(page.find((b: { id: number }) => b.id === bid.id).room_number).toBe(room.number);
    const noRoom = (await send('POST', '/api/bids', plumbing({ room_id: null }), renter)).json();
    expect(noRoom.room_number).toBeNull();

    const sheet = await sheetOf({ q: String(bid.number) });
    expect(sheet.get(bid.number)).toMatchObject({
      Объект: object.name,
      Помещение: `${object.name} · ${room.number}`,
    });
    const bare = await sheetOf({ q: String(noRoom.number) });
    expect(bare.get(noRoom.number)?.Помещение).toBeNull();
  });
});

describe('the journal export and saved filters', () => {
  it('exports the filtered journal with status times and SLA, headers in the user’s language', async () => {
    const list = await get(
      `/api/bids?filter=${encodeURIComponent(JSON.stringify({ status: 'done' }))}`,
      landlord,
    );
    const total = Number(list.headers['x-total-count']);
    expect(total).toBeGreaterThan(0);
    const res = await send(
      'POST',
      '/api/download/excel/bids',
      { filter: { status: 'done' } },
      landlord,
    );
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(total + 1);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['№', 'Статус', 'Взята в работу', 'SLA']));
    const statusColumn = headers.indexOf('Статус') + 1;
    expect(sheet.getRow(2).getCell(statusColumn).value).toBe('Выполнена');
    expect((await send('POST', '/api/download/excel/bids', {}, renter)).statusCode).toBe(403);
  });

  it('keeps each user’s named filters to themselves', async () => {
    const saved = await send(
      'POST',
      '/api/saved-filters',
      { resource: 'requests-journal', name: 'Просроченные', filter: { overdue: true } },
      employee,
    );
    expect(saved.statusCode).toBe(201);
    const mine = (await get('/api/saved-filters?resource=requests-journal', employee)).json();
    expect(mine).toEqual([
      expect.objectContaining({ name: 'Просроченные', filter: { overdue: true } }),
    ]);
    expect((await get('/api/saved-filters?resource=requests-journal', landlord)).json()).toEqual(
      [],
    );
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/saved-filters/${saved.json().id}`,
      headers: landlord,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await send(
      'POST',
      '/api/saved-filters',
      { resource: 'requests-journal', name: ' ', filter: {} },
      employee,
    );
    expect(bad.json().errors).toEqual({ name: 'validation.required' });
  });

  it('keeps filters only for list screens, and only small ones', async () => {
    const post = (payload: object) => send('POST', '/api/saved-filters', payload, renter);
    const junk = await post({ resource: 'junk1', name: 'j', filter: {} });
    expect(junk.json().errors).toEqual({ resource: 'validation.invalid' });
    const huge = await post({
      resource: 'requests-journal',
      name: 'j',
      filter: { q: 'x'.repeat(900_000) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ filter: 'validation.too_large' });
    expect((await get('/api/saved-filters?resource=requests-journal', renter)).json()).toEqual([]);
  });
});
