import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

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

/** Ends every live session of the user linked to an employee (the employee left). */
export const revokeSessionsOf = async (db: Db, link: { employeeId: number }) => {
  const linked = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.employee_id, link.employeeId));
  for (const user of linked) await revokeSessions(db, user.id);
};
