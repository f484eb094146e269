import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BID_STATUSES, type BidStatus } from '../../../src/domain/bidStatuses';
import type { Db } from '../../db/client';
import { bids, notificationRecipients, notifications } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { bidScope } from '../requests/bids/scope';
import { ALMATY_DAY_SQL, type DashboardPeriods } from './periods';

/** Created today and this month. */
export interface DayMonth {
  today: number;
  month: number;
}

const iso = (at: Date) => at.toISOString();

/**
 * Rows of `table` created today and this month (Almaty days) among `scope`: one index range on
 * the organization's creation dates.
 */
export const createdCounts = async (
  db: Db,
  table: PgTable,
  createdAt: AnyPgColumn,
  scope: SQL | undefined,
  p: DashboardPeriods,
): Promise<DayMonth> => {
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${createdAt} >= ${iso(p.todayStart)}
        and ${createdAt} < ${iso(p.tomorrow)})::int`,
      month: sql<number>`count(*)::int`,
    })
    .from(table)
    .where(and(scope, gte(createdAt, iso(p.monthStart)), lt(createdAt, iso(p.nextMonth))));
  return { today: row?.today ?? 0, month: row?.month ?? 0 };
};

/** Requests per day and status, the chart's days and this month's (one statement). */
export interface BidDays {
  card: DayMonth;
  perDay: { day: string; counts: Record<BidStatus, number> }[];
}

const zeroStatuses = () =>
  Object.fromEntries(BID_STATUSES.map((s) => [s, 0])) as Record<BidStatus, number>;

/**
 * The requests the caller reads, created from the earlier of the chart's first day and the
 * month's first day until today's end, counted per Almaty day and status in SQL; the card's
 * today and month and the chart's days are sums of those groups.
 */
export const bidDays = async (db: Db, user: AuthUser, p: DashboardPeriods): Promise<BidDays> => {
  const from = p.chartStart < p.monthStart ? p.chartStart : p.monthStart;
  const day = sql<string>`to_char(${bids.created_at} ${sql.raw(ALMATY_DAY_SQL)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, status: bids.status, n: count() })
    .from(bids)
    .where(
      and(bidScope(user), gte(bids.created_at, iso(from)), lt(bids.created_at, iso(p.tomorrow))),
    )
    .groupBy(day, bids.status);
  const monthFirst = `${p.today.slice(0, 8)}01`;
  const perDay = p.days.map((d) => ({ day: d, counts: zeroStatuses() }));
  const index = new Map(perDay.map((entry) => [entry.day, entry]));
  const card = { today: 0, month: 0 };
  for (const row of rows) {
    if (row.day === p.today) card.today += row.n;
    if (row.day >= monthFirst) card.month += row.n;
    const entry = index.get(row.day);
    if (entry && row.status in entry.counts) entry.counts[row.status as BidStatus] += row.n;
  }
  return { card, perDay };
};

/** Notifications the caller received today and this month (their inbox, by sending time). */
export const receivedCounts = async (
  db: Db,
  user: AuthUser,
  p: DashboardPeriods,
): Promise<DayMonth> => {
  const r = notificationRecipients;
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${notifications.created_at} >= ${iso(p.todayStart)}
        and ${notifications.created_at} < ${iso(p.tomorrow)})::int`,
      month: sql<number>`count(*)::int`,
    })
    .from(r)
    .innerJoin(notifications, eq(notifications.id, r.notification_id))
    .where(
      and(
        eq(r.user_id, user.id),
        gte(notifications.created_at, iso(p.monthStart)),
        lt(notifications.created_at, iso(p.nextMonth)),
      ),
    );
  return { today: row?.today ?? 0, month: row?.month ?? 0 };
};
