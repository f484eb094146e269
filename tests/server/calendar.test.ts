import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tasks } from '../../server/db/schema';
import { calendarCountsFor, calendarStatsFor } from '../../server/modules/calendar/stats';
import {
  addBid,
  authUserOf,
  caller,
  createEvent,
  entries,
  eventBody,
  eventCount,
  type Headers,
  userId,
} from './calendarFixtures';
import {
  addEmployee,
  addEmployeeOf,
  auth,
  createTestApp,
  landlordId,
  login,
  type TestContext,
} from './helpers';

let ctx: TestContext;
const H: Record<string, Headers> = {};
const ID: Record<string, number> = {};
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

const JANUARY = ['2030-01-01T00:00:00+05:00', '2030-02-01T00:00:00+05:00'] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['cal_a', 'cal_b']) {
    const { user } = await addEmployee(ctx.app, name, { tasks: 'employee', requests: 'executor' });
    ID[name] = user.id;
    H[name] = auth(await login(ctx.app, name));
  }
  // Landlord 2's: the statistics' fixture sees none of landlord 1's shared events.
  for (const name of ['cal_foreign', 'cal_stats']) {
    const { user } = await addEmployeeOf(ctx.app, 'БЦ Есиль', name, 'main');
    ID[name] = user.id;
    H[name] = auth(await login(ctx.app, name));
  }
  for (const name of ['landlord', 'renter', 'superadmin']) {
    H[name] = auth(await login(ctx.app, name));
    ID[name] = await userId(ctx.app, name);
  }
});
afterAll(() => ctx.close());

describe('an event', () => {
  it('is created with the caller as owner and read back', async () => {
    const created = await createEvent(ctx.app, H.cal_a, {
      reminders: [60, 10],
      description: 'Обсудить заявки',
    });
    const res = await call('GET', `/api/calendar-events/${created.id}`, H.cal_a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Планёрка отдела аренды',
      starts_at: '2030-01-07T05:00:00.000Z',
      ends_at: '2030-01-07T06:00:00.000Z',
      repeat: 'none',
      reminders: [10, 60],
      owner: { id: ID.cal_a, name: 'Test cal_a' },
      editable: true,
      shared: false,
    });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, created.id));
    expect(audit).toMatchObject({ entity: 'calendar_event', action: 'create' });
  });

  it('refuses a title of 51 characters with the field message, storing nothing', async () => {
    const before = await eventCount(ctx.app, ID.cal_a);
    const res = await call(
      'POST',
      '/api/calendar-events',
      H.cal_a,
      eventBody({ title: 'я'.repeat(51) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ title: 'validation.calendar_title_max' });
    expect(await eventCount(ctx.app, ID.cal_a)).toBe(before);
    const fifty = await call(
      'POST',
      '/api/calendar-events',
      H.cal_a,
      eventBody({ title: 'я'.repeat(50) }),
    );
    expect(fifty.statusCode).toBe(201);
  });

  it('refuses an end before the start, and a weekly repeat without days', async () => {
    const before = await eventCount(ctx.app, ID.cal_a);
    const backwards = await call(
      'POST',
      '/api/calendar-events',
      H.cal_a,
      eventBody({ ends_at: '2030-01-07T09:00:00+05:00' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ ends_at: 'validation.calendar_end_before_start' });
    const weekly = await call(
      'POST',
      '/api/calendar-events',
      H.cal_a,
      eventBody({ repeat: 'weekly' }),
    );
    expect(weekly.json().errors).toEqual({ repeat_weekdays: 'validation.calendar_weekdays' });
    expect(await eventCount(ctx.app, ID.cal_a)).toBe(before);
  });

  it('refuses a bad range', async () => {
    const backwards = await call(
      'GET',
      '/api/calendar-events?from=2030-02-01T00:00:00Z&to=2030-01-01T00:00:00Z',
      H.cal_a,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: 'validation.period' });
    const long = await call(
      'GET',
      '/api/calendar-events?from=2030-01-01T00:00:00Z&to=2031-03-01T00:00:00Z',
      H.cal_a,
    );
    expect(long.json().errors).toEqual({ to: 'validation.calendar_range' });
  });
});

describe('who sees an event', () => {
  let shared: number;
  let personal: number;
  beforeAll(async () => {
    shared = (await createEvent(ctx.app, H.cal_a, { title: 'Общая встреча', shared: true })).id;
    personal = (await createEvent(ctx.app, H.cal_a, { title: 'Личное' })).id;
  });

  it('shows a shared event to a colleague, read-only', async () => {
    const seen = await entries(ctx.app, H.cal_b, ...JANUARY);
    expect(seen.find((e) => e.event_id === shared)).toMatchObject({
      title: 'Общая встреча',
      editable: false,
    });
    expect(seen.some((e) => e.event_id === personal)).toBe(false);
    const one = await call('GET', `/api/calendar-events/${shared}`, H.cal_b);
    expect(one.json()).toMatchObject({ editable: false, owner: { id: ID.cal_a } });
    const landlordSees = await entries(ctx.app, H.landlord, ...JANUARY);
    expect(landlordSees.some((e) => e.event_id === shared)).toBe(true);
  });

  it('lets only the owner change it: 403 to a colleague, 404 where it is not seen', async () => {
    const body = eventBody({ title: 'Изменено', shared: true });
    expect((await call('PUT', `/api/calendar-events/${shared}`, H.cal_b, body)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/calendar-events/${shared}`, H.cal_b)).statusCode).toBe(403);
    expect((await call('PUT', `/api/calendar-events/${personal}`, H.cal_b, body)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/calendar-events/${personal}`, H.cal_b)).statusCode).toBe(404);
    for (const other of ['cal_foreign', 'renter', 'superadmin']) {
      expect((await call('GET', `/api/calendar-events/${shared}`, H[other])).statusCode).toBe(404);
      expect((await call('PUT', `/api/calendar-events/${shared}`, H[other], body)).statusCode).toBe(
        404,
      );
      const theirs = await entries(ctx.app, H[other], ...JANUARY);
      expect(theirs.some((e) => e.event_id === shared)).toBe(false);
    }
    const own = await call('PUT', `/api/calendar-events/${shared}`, H.cal_a, body);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ title: 'Изменено', editable: true });
  });

  it('does not let a renter or a superadmin share, but keeps their own events', async () => {
    for (const who of ['renter', 'superadmin']) {
      const res = await call('POST', '/api/calendar-events', H[who], eventBody({ shared: true }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ shared: 'validation.invalid' });
      const own = await createEvent(ctx.app, H[who], { title: `Своё ${who}` });
      const seen = await entries(ctx.app, H[who], ...JANUARY);
      expect(seen.filter((e) => e.source === 'event').map((e) => e.event_id)).toEqual([own.id]);
      const landlordSees = await entries(ctx.app, H.landlord, ...JANUARY);
      expect(landlordSees.some((e) => e.event_id === own.id)).toBe(false);
    }
  });
});

describe('deadlines of other modules', () => {
  it('shows an open task to its executor and its author, read-only, and to nobody else', async () => {
    const deadline = '2030-01-15T18:00:00+05:00';
    const res = await call('POST', '/api/tasks', H.landlord, {
      executor_id: ID.cal_a,
      description: 'Проверить счётчики воды во всех помещениях второго этажа торгового центра',
      priority: 'medium',
      deadline,
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    const entry = (await entries(ctx.app, H.cal_a, ...JANUARY)).find(
      (e) => e.key === `task:${task.id}`,
    );
    expect(entry).toMatchObject({
      source: 'task',
      record_id: task.id,
      event_id: null,
      type: 'task',
      editable: false,
      starts_at: '2030-01-15T13:00:00.000Z',
    });
    expect(entry?.title.startsWith(`№${task.number} Проверить счётчики`)).toBe(true);
    expect(entry?.title.length).toBeLessThanOrEqual(60);
    const author = await entries(ctx.app, H.landlord, ...JANUARY);
    expect(author.some((e) => e.key === `task:${task.id}`)).toBe(true);
    const colleague = await entries(ctx.app, H.cal_b, ...JANUARY);
    expect(colleague.some((e) => e.key === `task:${task.id}`)).toBe(false);

    await ctx.app.db.update(tasks).set({ status: 'done' }).where(eq(tasks.id, task.id));
    const closed = await entries(ctx.app, H.cal_a, ...JANUARY);
    expect(closed.some((e) => e.key === `task:${task.id}`)).toBe(false);
  });

  it('shows an open request due to its executor only', async () => {
    const landlord = await landlordId(ctx.app, 'ТРЦ Арай');
    const bid = await addBid(ctx.app, landlord, ID.cal_a, '2030-01-20T12:00:00+05:00', 900_101);
    const seen = await entries(ctx.app, H.cal_a, ...JANUARY);
    expect(seen.find((e) => e.key === `bid:${bid.id}`)).toMatchObject({
      source: 'bid',
      record_id: bid.id,
      type: null,
      editable: false,
      starts_at: '2030-01-20T07:00:00.000Z',
    });
    expect(seen.find((e) => e.key === `bid:${bid.id}`)?.title).toMatch(/^№900101 \S/);
    for (const other of ['cal_b', 'landlord']) {
      const theirs = await entries(ctx.app, H[other], ...JANUARY);
      expect(theirs.some((e) => e.key === `bid:${bid.id}`)).toBe(false);
    }
  });
});

describe('statistics', () => {
  /** Wednesday 9 January 2030, noon in Almaty. */
  const now = new Date('2030-01-09T12:00:00+05:00');

  beforeAll(async () => {
    const at = (day: string, hour = '09:00') => ({
      starts_at: `${day}T${hour}:00+05:00`,
      ends_at: `${day}T${hour}:00+05:00`,
    });
    await createEvent(ctx.app, H.cal_stats, { title: 'Сегодня утром', ...at('2030-01-09') });
    await createEvent(ctx.app, H.cal_stats, { title: 'Понедельник', ...at('2030-01-07') });
    await createEvent(ctx.app, H.cal_stats, { title: 'Позже в месяце', ...at('2030-01-20') });
    await createEvent(ctx.app, H.cal_stats, { title: 'Февраль', ...at('2030-02-03') });
    await createEvent(ctx.app, H.cal_stats, { title: 'Март', ...at('2030-03-01') });
    // Sunday 13 January 23:30 in Almaty is still this week, though Monday in UTC+6 and beyond.
    await createEvent(ctx.app, H.cal_stats, { title: 'Воскресенье', ...at('2030-01-13', '23:30') });
    // A daily series of three from yesterday: yesterday, today 18:00 and tomorrow.
    await createEvent(ctx.app, H.cal_stats, {
      title: 'Обход',
      ...at('2030-01-08', '18:00'),
      repeat: 'daily',
      repeat_count: 3,
    });
  });

  it('counts today, the week from Monday, the month and what is coming, in Almaty', async () => {
    const user = await authUserOf(ctx.app, H.cal_stats);
    expect(await calendarStatsFor(ctx.app.db, user, now)).toEqual({
      today: 2,
      week: 6,
      month: 7,
      upcoming: 5,
    });
    const today = {
      from: new Date('2030-01-09T00:00:00+05:00'),
      to: new Date('2030-01-10T00:00:00+05:00'),
    };
    const month = {
      from: new Date('2030-01-01T00:00:00+05:00'),
      to: new Date('2030-02-01T00:00:00+05:00'),
    };
    expect(await calendarCountsFor(ctx.app.db, user, [today, month])).toEqual([2, 7]);
    expect(await calendarCountsFor(ctx.app.db, user, [])).toEqual([]);
  });

  it('answers over HTTP for the caller', async () => {
    const res = await call('GET', '/api/calendar-events/stats', H.cal_stats);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['month', 'today', 'upcoming', 'week']);
  });
});

describe('the demo calendar', () => {
  it('gives the demo employee the shared Monday planning and their own daily round', async () => {
    const employee = auth(await login(ctx.app, 'employee'));
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const seen = await entries(ctx.app, employee, from, to);
    const planning = seen.filter((e) => e.title === 'Планёрка управляющей команды');
    expect(planning.length).toBeGreaterThanOrEqual(2);
    for (const p of planning) {
      expect(p.editable).toBe(false);
      // Monday 10:00 in Almaty is Monday 05:00 UTC.
      expect([new Date(p.starts_at).getUTCDay(), new Date(p.starts_at).getUTCHours()]).toEqual([
        1, 5,
      ]);
    }
    const rounds = seen.filter((e) => e.title === 'Обход технических помещений');
    expect(rounds.every((e) => e.editable)).toBe(true);
    expect(rounds.length).toBeGreaterThan(0);
  });
});
