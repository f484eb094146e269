import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** Ends a user's live sessions, all of them or all but `keep` (the caller's own). */
export const revokeSessions = (db: Db, userId: number, keep?: string) =>
  db
    .update(sessions)
    .set({ revoked_at: new Date().toISOString() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    );
