import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bids,
  calendarEvents,
  contractRooms,
  contracts,
  landlords,
  notificationRecipients,
  notifications,
  objects,
  objectTypes,
  questionnaires,
  renters,
  requestTypes,
  rooms,
  tasks,
  users,
} from '../../server/db/schema';
import { DEMO_PASSWORD, demoBin } from '../../server/db/seed/demo';
import { hashPassword } from '../../server/lib/passwords';
import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_SLA_WEEKS,
  type DashboardAnswer,
  type DashboardModule,
} from '../../src/domain/dashboard';
import { addDays } from '../../src/domain/rentSchedule';
import {
  addEmployeeOf,
  addRenterUser,
  auth,
  createTestApp,
  login,
  type TestContext,
} from './helpers';

/**
 * The dashboard on two organizations of its own, rows written straight into the tables around
 * today's Almaty midnight: known answers per role, and nothing of the other organization.
 */
const ORG = 'ТОО «Дашборд Тест»';
const OTHER = 'ТОО «Дашборд Другой»';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const almatyDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Almaty' });
const now = new Date();
const today = almatyDay(now);
const midnight = new Date(`${today}T00:00:00+05:00`).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
/** 23:30 yesterday in Almaty: not today, this month only when yesterday was. */
const lateYesterday = iso(midnight - 30 * 60_000);
const yesterdayInMonth = almatyDay(new Date(midnight - DAY)).slice(0, 7) === today.slice(0, 7);
const threeDaysAgo = iso(midnight - 3 * DAY + HOUR);
const threeDaysInMonth = almatyDay(new Date(midnight - 3 * DAY)).slice(0, 7) === today.slice(0, 7);

let ctx: TestContext;
const tokens: Record<string, string> = {};
let numbers = 0;

const organization = async (name: string, seq: number) => {
  const db = ctx.app.db;
  const [org] = await db
    .insert(landlords)
    .values({
      name,
      bin: demoBin('2511', '4', 5100 + seq),
      legal_address: 'г. Алматы, ул. Абая, 10',
      city: 'almaty',
      director_full_name: 'Панелев Ерлан Маратович',
      phone: '+77015550202',
      email: `dash${seq}@example.kz`,
      trial_ends_at: '2099-01-01T00:00:00Z',
    })
    .returning({ id: landlords.id });
  const [owner] = await db
    .insert(users)
    .values({
      login: `dash_owner${seq}`,
      password_hash: await hashPassword(DEMO_PASSWORD),
      full_name: 'Панелев Ерлан Маратович',
      role: 'landlord',
      landlord_id: org.id,
    })
    .returning({ id: users.id });
  const [type] = await db.select().from(objectTypes).limit(1);
  const [object] = await db
    .insert(objects)
    .values({
      landlord_id: org.id,
      object_type_id: type.id,
      name: `Б ТРЦ ${seq}`,
      address: 'ул. Абая, 10',
      city: 'almaty',
    })
    .returning({ id: objects.id });
  return { landlordId: org.id, ownerId: owner.id, objectId: object.id };
};

interface BidPlan {
  created: string;
  status: string;
  due: string;
  executor?: number;
  renter?: number;
  done?: string;
}

const addBid = async (
  org: { landlordId: number; ownerId: number; objectId: number },
  plan: BidPlan,
) => {
  const [type] = await ctx.app.db.select().from(requestTypes).limit(1);
  numbers += 1;
  await ctx.app.db.insert(bids).values({
    landlord_id: org.landlordId,
    number: numbers,
    request_type_id: type.id,
    object_id: org.objectId,
    renter_id: plan.renter ?? null,
    applicant_name: 'Заявитель',
    status: plan.status,
    executor_id: plan.executor ?? null,
    sla_hours: 8,
    due_at: plan.due,
    done_at: plan.done ?? null,
    created_by: org.ownerId,
    created_at: plan.created,
  });
};

const addTask = async (
  org: { landlordId: number; ownerId: number },
  plan: { executor: number; created: string; status: string; deadline: string },
) => {
  numbers += 1;
  const [task] = await ctx.app.db
    .insert(tasks)
    .values({
      landlord_id: org.landlordId,
      number: numbers,
      executor_id: plan.executor,
      created_by: org.ownerId,
      deadline: plan.deadline,
      status: plan.status,
      description: `Задача панели ${numbers}`,
      assigned_at: plan.created,
      created_at: plan.created,
    })
    .returning({ id: tasks.id });
  return task.id;
};

const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  const org = await organization(ORG, 1);
  const other = await organization(OTHER, 2);

  const executor = await addEmployeeOf(ctx.app, ORG, 'dash_exec', {
    requests: 'executor',
    tasks: 'executor',
  });
  await addEmployeeOf(ctx.app, ORG, 'dash_main', 'main');
  await addEmployeeOf(ctx.app, ORG, 'dash_nobids', { tasks: 'executor' });
  const exec = executor.user.id;
  ids.exec = exec;

  const [company] = await db
    .insert(renters)
    .values([
      {
        landlord_id: org.landlordId,
        legal_name: 'ТОО «Арендатор панели»',
        bin_iin: demoBin('2511', '4', 5201),
        category: 'food',
        contact_full_name: 'Арендаторов Асет',
        phone: '+77015550303',
      },
      {
        landlord_id: org.landlordId,
        legal_name: 'ТОО «Бывший арендатор»',
        bin_iin: demoBin('2511', '4', 5202),
        category: 'food',
        contact_full_name: 'Бывшев Бекзат',
        phone: '+77015550304',
        status: 'inactive',
      },
    ])
    .returning({ id: renters.id });
  await addRenterUser(ctx.app, 'dash_renter', company.id);

  // Requests of the organization.
  await addBid(org, {
    created: iso(midnight + 10 * 60_000),
    status: 'new',
    due: iso(now.getTime() - HOUR),
    executor: exec,
  });
  await addBid(org, {
    created: lateYesterday,
    status: 'in_progress',
    due: iso(now.getTime() + 2 * DAY),
    executor: exec,
  });
  await addBid(org, {
    created: iso(midnight + 20 * 60_000),
    status: 'new',
    due: iso(now.getTime() + DAY),
    renter: company.id,
  });
  await addBid(org, {
    created: threeDaysAgo,
    status: 'done',
    due: iso(midnight + HOUR),
    done: iso(midnight + 60_000),
  });
  await addBid(org, {
    created: iso(midnight - 40 * DAY),
    status: 'done',
    due: iso(midnight),
    done: iso(midnight + 2 * 60_000),
  });
  // The other organization's request of today, assigned to nobody here.
  await addBid(other, {
    created: iso(midnight + 5 * 60_000),
    status: 'new',
    due: iso(now.getTime() + DAY),
  });

  // Tasks: one overdue of today, one of late yesterday, one done three days ago.
  ids.overdueTask = await addTask(org, {
    executor: exec,
    created: iso(midnight + 5 * 60_000),
    status: 'new',
    deadline: iso(now.getTime() - 2 * HOUR),
  });
  ids.laterTask = await addTask(org, {
    executor: exec,
    created: lateYesterday,
    status: 'in_progress',
    deadline: iso(now.getTime() + DAY),
  });
  await addTask(org, {
    executor: exec,
    created: threeDaysAgo,
    status: 'accepted',
    deadline: iso(now.getTime() - DAY),
  });
  await addTask(other, {
    executor: other.ownerId,
    created: iso(midnight + 5 * 60_000),
    status: 'new',
    deadline: iso(now.getTime() + DAY),
  });

  await db.insert(questionnaires).values({
    landlord_id: org.landlordId,
    bin_iin: demoBin('2511', '4', 5301),
    company_name: 'ТОО «Анкета»',
    brand_name: 'Анкета',
    category: 'food',
    contact_full_name: 'Анкетов Арман',
    email: 'anketa@example.kz',
    phone: '+77015550305',
    created_at: iso(midnight + 15 * 60_000),
  });

  // Rooms: 100 m² leased today and 50 m² free in the first object; a second object without rooms.
  const [leased] = await db
    .insert(rooms)
    .values({
      landlord_id: org.landlordId,
      object_id: org.objectId,
      number: '101',
      floor: 1,
      area: '100',
      purpose: 'retail',
      status: 'free',
    })
    .returning({ id: rooms.id });
  const [lease] = await db
    .insert(contracts)
    .values({
      landlord_id: org.landlordId,
      number: 'П-1',
      signed_on: addDays(today, -40),
      renter_id: company.id,
      object_id: org.objectId,
      area: 100,
      rate_per_m2: 5000,
      monthly_rent: 500_000,
      starts_on: addDays(today, -30),
      ends_on: addDays(today, 30),
      status: 'active',
    })
    .returning({ id: contracts.id });
  await db
    .insert(contractRooms)
    .values({ landlord_id: org.landlordId, contract_id: lease.id, room_id: leased.id });
  await db.insert(rooms).values([
    {
      landlord_id: org.landlordId,
      object_id: org.objectId,
      number: '102',
      floor: 1,
      area: '50',
      purpose: 'retail',
      status: 'free',
    },
  ]);
  const [type] = await db.select().from(objectTypes).limit(1);
  await db.insert(objects).values({
    landlord_id: org.landlordId,
    object_type_id: type.id,
    name: 'А Пустой',
    address: 'ул. Абая, 12',
    city: 'almaty',
  });

  // Notifications to the executor: one unread of today, one read of late yesterday.
  const [fresh, old] = await db
    .insert(notifications)
    .values([
      {
        landlord_id: org.landlordId,
        message: 'Сегодняшнее сообщение',
        created_at: iso(midnight + HOUR),
      },
      { landlord_id: org.landlordId, message: 'Вчерашнее сообщение', created_at: lateYesterday },
    ])
    .returning({ id: notifications.id });
  ids.freshNotification = fresh.id;
  await db.insert(notificationRecipients).values([
    { notification_id: fresh.id, user_id: exec },
    { notification_id: old.id, user_id: exec, read_at: iso(midnight) },
  ]);

  await db.insert(calendarEvents).values({
    landlord_id: org.landlordId,
    owner_id: exec,
    title: 'Встреча',
    starts_at: iso(midnight + 10 * HOUR),
    ends_at: iso(midnight + 11 * HOUR),
  });

  for (const name of [
    'dash_owner1',
    'dash_owner2',
    'dash_exec',
    'dash_main',
    'dash_nobids',
    'dash_renter',
  ]) {
    tokens[name] = await login(ctx.app, name);
  }
  tokens.superadmin = await login(ctx.app, 'superadmin');
}, 60_000);

afterAll(() => ctx?.close());

const dashboard = async (who: string) => {
  const res = await ctx.app.inject({ url: '/api/dashboard', headers: auth(tokens[who]) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardAnswer;
};

const card = (answer: DashboardAnswer, module: DashboardModule) =>
  answer.cards.find((c) => c.module === module);

const sinceYesterday = (todays: number, yesterdays: number) =>
  todays + (yesterdayInMonth ? yesterdays : 0);

describe('GET /api/dashboard', () => {
  it('counts the landlord’s organization by Almaty days, nothing of another', async () => {
    const answer = await dashboard('dash_owner1');
    expect(answer.cards.map((c) => c.module)).toEqual([
      'requests',
      'waiting_list',
      'tasks',
      'notifications',
      'calendar',
    ]);
    expect(card(answer, 'requests')).toEqual({
      module: 'requests',
      available: true,
      today: 2,
      month: sinceYesterday(2, 1) + (threeDaysInMonth ? 1 : 0),
    });
    expect(card(answer, 'tasks')).toMatchObject({
      today: 1,
      month: sinceYesterday(1, 1) + (threeDaysInMonth ? 1 : 0),
    });
    expect(card(answer, 'waiting_list')).toMatchObject({ available: true, today: 1, month: 1 });
    expect(answer.tenants).toEqual({ active: 1, inactive: 1, total: 2 });
    expect(answer.charts.occupancy).toEqual([
      expect.objectContaining({ name: 'А Пустой', total_area: 0, percent: null }),
      expect.objectContaining({
        name: 'Б ТРЦ 1',
        occupied_area: 100,
        total_area: 150,
        percent: 66.7,
      }),
    ]);
  });

  it('draws every one of the chart’s days and weeks', async () => {
    const answer = await dashboard('dash_owner1');
    const days = answer.charts.requests_per_day ?? [];
    expect(days).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(days.at(-1)).toEqual({
      day: today,
      counts: { new: 2, in_progress: 0, done: 0, rejected: 0, cancelled: 0 },
    });
    expect(days.at(-2)?.counts.in_progress).toBe(1);
    expect(days.at(-4)?.counts.done).toBe(1);
    const weeks = answer.charts.sla_weekly ?? [];
    expect(weeks).toHaveLength(DASHBOARD_SLA_WEEKS);
    expect(new Date(`${weeks[0].week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.at(-1)).toMatchObject({ done: 2, met: 1, percent: 50 });
    expect(weeks.slice(0, -1).every((w) => w.done === 0 && w.percent === null)).toBe(true);
  });

  it('the other landlord counts only its own', async () => {
    const answer = await dashboard('dash_owner2');
    expect(card(answer, 'requests')).toMatchObject({ today: 1, month: 1 });
    expect(card(answer, 'tasks')).toMatchObject({ today: 1 });
    expect(card(answer, 'waiting_list')).toMatchObject({ today: 0, month: 0 });
    expect(answer.tenants).toEqual({ active: 0, inactive: 0, total: 0 });
  });

  it('an employee at main reads as the landlord', async () => {
    const [owner, main] = [await dashboard('dash_owner1'), await dashboard('dash_main')];
    expect(main.cards.slice(0, 3)).toEqual(owner.cards.slice(0, 3));
    expect(main.charts).toEqual(owner.charts);
    expect(main.tenants).toEqual(owner.tenants);
  });

  it('an executor counts what is assigned to it, its pending work overdue first', async () => {
    const answer = await dashboard('dash_exec');
    expect(card(answer, 'requests')).toMatchObject({
      available: true,
      today: 1,
      month: sinceYesterday(1, 1),
    });
    expect(card(answer, 'tasks')).toMatchObject({ available: true, today: 1 });
    expect(card(answer, 'waiting_list')).toEqual({
      module: 'waiting_list',
      available: false,
      today: 0,
      month: 0,
    });
    expect(card(answer, 'notifications')).toMatchObject({
      available: true,
      today: 1,
      month: sinceYesterday(1, 1),
    });
    // The calendar card counts what the calendar does: its event today and the deadlines above.
    const stats = await ctx.app.inject({
      url: '/api/calendar-events/stats',
      headers: auth(tokens.dash_exec),
    });
    const { today: calendarToday, month: calendarMonth } = stats.json();
    expect(calendarToday).toBeGreaterThanOrEqual(1);
    expect(card(answer, 'calendar')).toEqual({
      module: 'calendar',
      available: true,
      today: calendarToday,
      month: calendarMonth,
    });
    expect(answer.tenants).toBeNull();
    expect(answer.charts.occupancy).toBeNull();
    expect(answer.charts.requests_per_day?.at(-1)?.counts.new).toBe(1);
    expect(answer.pending.items.map((i) => [i.kind, i.overdue])).toEqual([
      ['task', true],
      ['bid', true],
      ['task', false],
      ['bid', false],
    ]);
    expect(answer.pending.items[0].id).toBe(ids.overdueTask);
    expect(answer.pending.unread).toBe(1);
    expect(answer.pending.notifications).toEqual([
      expect.objectContaining({ id: ids.freshNotification, message: 'Сегодняшнее сообщение' }),
    ]);
  });

  it('an employee at none in requests gets the card unavailable and no request charts', async () => {
    const answer = await dashboard('dash_nobids');
    expect(card(answer, 'requests')).toEqual({
      module: 'requests',
      available: false,
      today: 0,
      month: 0,
    });
    expect(answer.charts.requests_per_day).toBeNull();
    expect(answer.charts.sla_weekly).toBeNull();
    expect(answer.pending.items).toEqual([]);
  });

  it('a renter sees its company’s requests and its notifications only', async () => {
    const answer = await dashboard('dash_renter');
    expect(answer.cards.map((c) => [c.module, c.available, c.today])).toEqual([
      ['requests', true, 1],
      ['notifications', true, 0],
    ]);
    expect(answer.tenants).toBeNull();
    expect(answer.charts.occupancy).toBeNull();
    expect(answer.charts.requests_per_day?.at(-1)?.counts.new).toBe(1);
    expect(answer.pending.items).toEqual([
      expect.objectContaining({ kind: 'bid', status: 'new', overdue: false }),
    ]);
  });

  it('the superadmin reads the platform’s counts', async () => {
    const answer = await dashboard('superadmin');
    expect(card(answer, 'requests')?.today).toBeGreaterThanOrEqual(3);
    expect(answer.charts.occupancy).toBeNull();
  });

  it('a guest is refused', async () => {
    const res = await ctx.app.inject({ url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the inbox by sending day', () => {
  it('lists what the notifications card counts for today', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ created_at_gte: today, created_at_lte: today }),
    );
    const res = await ctx.app.inject({
      url: `/api/notifications?filter=${filter}`,
      headers: auth(tokens.dash_exec),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((n: { id: number }) => n.id)).toEqual([ids.freshNotification]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('refuses a day that does not exist', async () => {
    const filter = encodeURIComponent(JSON.stringify({ created_at_gte: '2025-02-30' }));
    const res = await ctx.app.inject({
      url: `/api/notifications?filter=${filter}`,
      headers: auth(tokens.dash_exec),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'filter.created_at_gte': 'validation.invalid' });
  });
});
