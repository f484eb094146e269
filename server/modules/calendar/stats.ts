import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarEvents } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';

/** How many of the caller's own non-repeating calendar events overlap each range, in order. */
export const calendarCountsFor = async (
  db: Db,
  user: AuthUser,
  ranges: { from: Date; to: Date }[],
): Promise<number[]> => {
  if (ranges.length === 0) return [];
  const [row] = await db
    .select(
      Object.fromEntries(
        ranges.map((range, i) => [
          `n${i}`,
          sql<number>`count(*) filter (where ${calendarEvents.starts_at} < ${range.to.toISOString()}
            and ${calendarEvents.ends_at} > ${range.from.toISOString()})::int`,
        ]),
      ),
    )
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.owner_id, user.id),
        eq(calendarEvents.repeat, 'none'),
        lt(
          calendarEvents.starts_at,
          new Date(Math.max(...ranges.map((r) => r.to.getTime()))).toISOString(),
        ),
        gt(
          calendarEvents.ends_at,
          new Date(Math.min(...ranges.map((r) => r.from.getTime()))).toISOString(),
        ),
      ),
    );
  return ranges.map((_, i) => Number(row?.[`n${i}`] ?? 0));
};
