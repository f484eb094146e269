import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from './authUser';

/** The one tenant rule: a superadmin sees every landlord, anyone else only their own. */
export const tenantWhere = (user: AuthUser, column: AnyPgColumn): SQL | undefined => {
  if (user.role === 'superadmin') return undefined;
  return user.landlord_id ? eq(column, user.landlord_id) : sql`false`;
};
