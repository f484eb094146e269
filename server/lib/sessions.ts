import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, sessions, users } from '../db/schema';

/**
 * Ends a user's live sessions (all of them or all but `keep`, the caller's own) and every reset
 * link still open: after a password change or reset, no older way in remains.
 */
export const revokeSessions = async (db: Db, userId: number, keep?: string) => {
  const now = new Date().toISOString();
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    );
  await db
    .update(passwordResets)
    .set({ used_at: now })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
};

/**
 * Ends every live session of the users linked to an employee (the employee left) or to a renter
 * company (it became inactive).
 */
export const revokeSessionsOf = async (
  db: Db,
  link: { employeeId: number } | { renterId: number },
) => {
  const linked = await db
    .select({ id: users.id })
    .from(users)
    .where(
      'employeeId' in link
        ? eq(users.employee_id, link.employeeId)
        : eq(users.renter_id, link.renterId),
    );
  for (const user of linked) await revokeSessions(db, user.id);
};
