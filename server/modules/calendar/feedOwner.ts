import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { type AuthUser, loadUser } from '../../lib/authUser';

/**
 * The person whose feed a token hash names, as the calendar's scopes read them (role,
 * organization, granted levels); null when no feed has it or the account (or its organization,
 * employee record or renter company) no longer works in the product.
 */
export const feedOwner = async (db: Db, tokenHash: string): Promise<AuthUser | null> => {
  const [feed] = await db
    .select({ user_id: calendarFeeds.user_id })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token_hash, tokenHash));
  return feed ? loadUser(db, feed.user_id) : null;
};
