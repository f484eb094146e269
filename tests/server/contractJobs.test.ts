import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, notifications } from '../../server/db/schema';
import { calendarEntriesFor } from '../../server/modules/calendar/entries';
import { calendarCountsFor } from '../../server/modules/calendar/stats';
import { alertContracts, expireContracts } from '../../server/modules/contracts/jobs';
import { addDays, addMonths } from '../../src/domain/rentSchedule';
import { authUserOf } from './calendarFixtures';
import { auth, createTestApp, landlordId, login, secondServer, type TestContext } from './helpers';
import { leaseRooms, newRooms } from './leases';

let ctx: TestContext;
let landlord: Record<string, string>;
let aray: number;
let renterId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  renterId = (
    await ctx.app.inject({ url: '/api/renters?range=[0,0]', headers: landlord })
  ).json()[0].id;
});
afterAll(() => ctx.close());

const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

/** An active lease of a fresh room ending on `ends_on`. */
const lease = async (terms: object) => {
  const rooms = await newRooms(ctx.app, landlord, aray, 1);
  return leaseRooms(
    ctx.app,
    landlord,
    renterId,
    rooms.map((r) => r.id),
    terms,
  );
};

/** The alerts of a kind sent about a lease. */
const alertsOf = (id: number, kind: string) =>
  ctx.app.db
    .select({ message: notifications.message, count: notifications.recipient_count })
    .from(notifications)
    .where(
      and(
        eq(notifications.link_kind, 'contract'),
        eq(notifications.link_id, id),
        eq(notifications.kind, kind),
      ),
    );

const runAlerts = (app: FastifyInstance) => app.db.transaction((tx) => alertContracts(tx));

describe('lease jobs', () => {
  it('expires a lease the day after its end, once', async () => {
    const ended = await lease({
      starts_on: addMonths(today(), -12),
      ends_on: addDays(today(), -1),
      notice_days: 0,
    });
    expect(await ctx.app.db.transaction((tx) => expireContracts(tx))).toBeGreaterThan(0);
    const [row] = await ctx.app.db.select().from(contracts).where(eq(contracts.id, ended.id));
    expect(row.status).toBe('expired');
    expect(await ctx.app.db.transaction((tx) => expireContracts(tx))).toBe(0);
    const history = await ctx.app.inject({
      url: `/api/history/contracts/${ended.id}`,
      headers: landlord,
    });
    expect(JSON.stringify(history.json())).toContain('expired');
  });

  it('tells the lease’s people of its end and its notice deadline, each once', async () => {
    const ending = await lease({
      starts_on: addMonths(today(), -11),
      ends_on: addDays(today(), 20),
      notice_days: 10,
      indexation_percent: null,
    });
    await runAlerts(ctx.app);
    const end = await alertsOf(ending.id, 'contract_end');
    expect(end).toHaveLength(1);
    expect(end[0].count).toBeGreaterThan(0);
    expect(end[0].message).toContain(ending.number);
    expect(end[0].message).toContain(addDays(today(), 20).split('-').reverse().join('.'));
    expect(await alertsOf(ending.id, 'contract_notice')).toHaveLength(1);
    await runAlerts(ctx.app);
    expect(await alertsOf(ending.id, 'contract_end')).toHaveLength(1);
    expect(await alertsOf(ending.id, 'contract_notice')).toHaveLength(1);
  });

  it('tells of an indexation within a month of it', async () => {
    const indexed = await lease({
      starts_on: addDays(addMonths(today(), -12), 10),
      ends_on: addMonths(today(), 24),
      indexation_percent: 7,
    });
    await runAlerts(ctx.app);
    const sent = await alertsOf(indexed.id, 'contract_indexation');
    expect(sent).toHaveLength(1);
    expect(sent[0].message).toContain('7');
  });

  it('sends each alert once with two scheduler processes on one database', async () => {
    const second = await secondServer(ctx);
    try {
      const ending = await lease({
        starts_on: addMonths(today(), -11),
        ends_on: addDays(today(), 50),
        notice_days: 0,
      });
      await Promise.all([
        ctx.app.runJob('contract-alerts'),
        second.runJob('contract-alerts'),
        runAlerts(ctx.app),
        runAlerts(second),
      ]);
      expect(await alertsOf(ending.id, 'contract_end')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('shows a lease’s critical dates in the calendar, read only, linked to the lease', async () => {
    const ending = await lease({
      starts_on: addMonths(today(), -11),
      ends_on: addDays(today(), 20),
      notice_days: 10,
    });
    // Its second anniversary falls in the window: an indexation date, not the first one's.
    const anniversary = addDays(today(), 15);
    const indexed = await lease({
      starts_on: addMonths(anniversary, -24),
      ends_on: addMonths(anniversary, 12),
      indexation_percent: 6,
    });
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const url = `/api/calendar-events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const entries = (await ctx.app.inject({ url, headers: landlord })).json().data as {
      key: string;
      source: string;
      record_id: number;
      editable: boolean;
      all_day: boolean;
      title: string;
      description: string | null;
    }[];
    const mine = entries.filter((e) => e.record_id === ending.id && e.source === 'contract');
    expect(mine.map((e) => e.key).sort()).toEqual([
      `contract:${ending.id}:end`,
      `contract:${ending.id}:notice`,
    ]);
    expect(mine.every((e) => !e.editable && e.all_day)).toBe(true);
    // A whole title is not sent again as the description; a cut one has the text in full.
    for (const e of mine) {
      if (e.title.endsWith('…')) expect(e.description?.startsWith(e.title.slice(0, -1))).toBe(true);
      else expect(e.description).toBeNull();
    }
    expect(mine.some((e) => e.description === null)).toBe(true);
    expect(
      entries
        .filter((e) => e.record_id === indexed.id && e.source === 'contract')
        .map((e) => e.key),
    ).toEqual([`contract:${indexed.id}:index-${anniversary}`]);
    const renter = auth(await login(ctx.app, 'renter'));
    const theirs = (await ctx.app.inject({ url, headers: renter })).json().data as {
      source: string;
    }[];
    expect(theirs.some((e) => e.source === 'contract')).toBe(false);
  });

  it('finds an anniversary across the new year and a 29 February start’s on the 28th', async () => {
    const leap = await lease({
      starts_on: '2024-02-29',
      ends_on: '2029-12-31',
      indexation_percent: 5,
    });
    const january = await lease({
      starts_on: '2024-01-03',
      ends_on: '2029-12-31',
      indexation_percent: 4,
    });
    const keys = async (from: string, to: string, id: number) => {
      const url = `/api/calendar-events?${new URLSearchParams({ from, to })}`;
      const entries = (await ctx.app.inject({ url, headers: landlord })).json().data as {
        key: string;
        record_id: number;
        source: string;
      }[];
      return entries.filter((e) => e.record_id === id && e.source === 'contract').map((e) => e.key);
    };
    expect(await keys('2027-02-20T00:00:00+05:00', '2027-02-28T23:59:59+05:00', leap.id)).toEqual([
      `contract:${leap.id}:index-2027-02-28`,
    ]);
    expect(await keys('2028-02-20T00:00:00+05:00', '2028-03-01T00:00:00+05:00', leap.id)).toEqual([
      `contract:${leap.id}:index-2028-02-29`,
    ]);
    expect(
      await keys('2026-12-25T00:00:00+05:00', '2027-01-10T00:00:00+05:00', january.id),
    ).toEqual([`contract:${january.id}:index-2027-01-03`]);
    expect(
      await keys('2026-01-10T00:00:00+05:00', '2027-01-02T00:00:00+05:00', january.id),
    ).toEqual([]);
  });

  it('counts the leases’ dates in the calendar’s figures as its entries show them', async () => {
    await lease({
      starts_on: addMonths(today(), -6),
      ends_on: addDays(today(), 3),
      notice_days: 2,
    });
    const from = new Date(Date.now() - 86_400_000);
    const to = new Date(Date.now() + 30 * 86_400_000);
    const user = await authUserOf(ctx.app, landlord);
    const entries = await calendarEntriesFor(ctx.app.db, user, from, to);
    const [counted] = await calendarCountsFor(ctx.app.db, user, [{ from, to }]);
    expect(entries.filter((e) => e.source === 'contract').length).toBeGreaterThanOrEqual(2);
    expect(counted).toBe(entries.length);
  });
});
