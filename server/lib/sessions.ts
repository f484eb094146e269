import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, pushOutbox, pushTokens, sessions, users } from '../db/schema';

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
 * Ends everything that still reaches the users linked to an employee (the employee left), a renter
 * company (it became inactive) or a landlord (it was blocked): their live sessions and reset links,
 * their registered devices and the pushes still waiting for them. Run it in the transaction of the
 * change, so no push slips out between the two.
 */
export const endAccessOf = async (
  db: Db,
  link: { employeeId: number } | { renterId: number } | { landlordId: number },
) => {
  const linked = await db
    .select({ id: users.id })
    .from(users)
    .where(
      'employeeId' in link
        ? eq(users.employee_id, link.employeeId)
        : 'renterId' in link
          ? eq(users.renter_id, link.renterId)
          : eq(users.landlord_id, link.landlordId),
    );
  if (linked.length === 0) return;
  const ids = linked.map((u) => u.id);
  for (const id of ids) await revokeSessions(db, id);
  await db.delete(pushTokens).where(inArray(pushTokens.user_id, ids));
  await db
    .delete(pushOutbox)
    .where(
      and(
        inArray(pushOutbox.user_id, ids),
        isNull(pushOutbox.sent_at),
        isNull(pushOutbox.failed_at),
      ),
    );
};
