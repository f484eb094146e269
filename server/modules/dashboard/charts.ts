import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DashboardAnswer } from '../../../src/domain/dashboard';
import type { Db } from '../../db/client';
import { bids, objects } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { objectOccupancy } from '../../lib/occupancy';
import { rowScope } from '../../lib/scope';
import { bidScope } from '../requests/bids/scope';
import { ALMATY_DAY_SQL, type DashboardPeriods } from './periods';

type Charts = DashboardAnswer['charts'];

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;

/**
 * Requests the caller reads that were moved to done in each of the chart's Monday-based weeks
 * (Almaty), and how many of them by their `due_at`; every week present.
 */
export const slaWeekly = async (
  db: Db,
  user: AuthUser,
  p: DashboardPeriods,
): Promise<NonNullable<Charts['sla_weekly']>> => {
  const week = sql`date_trunc('week', ${bids.done_at} ${sql.raw(ALMATY_DAY_SQL)})`;
  const rows = await db
    .select({
      week: sql<string>`to_char(${week}, 'YYYY-MM-DD')`,
      done: sql<number>`count(*)::int`,
      met: sql<number>`count(*) filter (where ${bids.done_at} <= ${bids.due_at})::int`,
    })
    .from(bids)
    .where(
      and(bidScope(user), eq(bids.status, 'done'), gte(bids.done_at, p.slaStart.toISOString())),
    )
    .groupBy(week);
  const found = new Map(rows.map((row) => [row.week, row]));
  return p.weeks.map((w) => {
    const { done = 0, met = 0 } = found.get(w) ?? {};
    return { week: w, done, met, percent: percent(met, done) };
  });
};

/**
 * Each object the caller reads, with its occupied rooms' area over all its rooms' area (an
 * object without rooms has no percent), by name.
 */
export const occupancy = async (
  db: Db,
  user: AuthUser,
): Promise<NonNullable<Charts['occupancy']>> => {
  const occupied = objectOccupancy(db);
  const rows = await db
    .select({
      object_id: objects.id,
      name: objects.name,
      occupied_area: occupied.area_occupied,
      total_area: occupied.area_total,
    })
    .from(objects)
    .leftJoinLateral(occupied, sql`true`)
    .where(
      rowScope(user, 'objects', { landlord: objects.landlord_id, createdBy: objects.created_by }),
    )
    .orderBy(asc(objects.name), asc(objects.id));
  return rows.map((row) => ({ ...row, percent: percent(row.occupied_area, row.total_area) }));
};
