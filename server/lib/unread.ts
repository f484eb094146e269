import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationRecipients as recipients } from '../db/schema';

/** `column = any('{1,2,3}'::int[])`: one parameter however many ids (both drivers). */
const anyOf = (column: typeof recipients.user_id, ids: number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** A user's unread notifications: an index lookup on the partial index of unread rows. */
export const unreadCount = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db
    .select({ count: count() })
    .from(recipients)
    .where(and(eq(recipients.user_id, userId), isNull(recipients.read_at)));
  return row?.count ?? 0;
};

/** The unread counts of `userIds` in one query (0 for those with none). */
export const unreadCounts = async (db: Db, userIds: number[]): Promise<Map<number, number>> => {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ user_id: recipients.user_id, count: count() })
    .from(recipients)
    .where(and(anyOf(recipients.user_id, userIds), isNull(recipients.read_at)))
    .groupBy(recipients.user_id);
  for (const row of rows) counts.set(row.user_id, row.count);
  return counts;
};

/**
 * The unread counts of the recipients of one notification among `userIds`, in one query: only
 * the people it reached are answered.
 */
export const recipientUnreadCounts = async (
  db: Db,
  notificationId: number,
  userIds: number[],
): Promise<Map<number, number>> => {
  if (userIds.length === 0) return new Map();
  const ids = `{${userIds.join(',')}}`;
  const { rows } = await db.execute<{ user_id: number; count: number }>(sql`
    select got.user_id, (select count(*)::int from ${recipients} mine
      where mine.user_id = got.user_id and mine.read_at is null) as count
    from ${recipients} got
    where got.notification_id = ${notificationId} and got.user_id = any(${ids}::int[])`);
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
};
