import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The channel live hints travel on, between every server process on one database. */
export const LIVE_HINTS_CHANNEL = 'live_hints';

/**
 * What a browser's live stream is told about, so it refetches instead of polling:
 * - `unread`: the recipients of this notification have a new unread count;
 * - `read`: this user's unread count changed (one or all marked as read);
 * - `changed`: a record of a resource changed (a bid, a task, a letter): pages showing it refetch.
 * A hint carries ids only: each process reads what its own streams may see.
 */
export type LiveHint =
  | { type: 'unread'; notification_id: number }
  | { type: 'read'; user_id: number }
  | { type: 'changed'; resource: 'bids' | 'tasks' | 'documents'; id: number; landlord_id: number };

/**
 * Sends a hint to every server process when the caller's transaction commits (nothing is sent
 * when it rolls back): pass the transaction's handle inside one.
 */
export const announce = async (db: Db, hint: LiveHint) => {
  await db.execute(sql`select pg_notify(${LIVE_HINTS_CHANNEL}, ${JSON.stringify(hint)})`);
};
