import { eq, sql } from 'drizzle-orm';
import { type AccessMap, MODULES } from '../../../src/domain/access';
import type { Locale } from '../../../src/domain/constants';
import type { UserRole } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  employeeAccess,
  employees,
  landlords,
  renters,
  users,
} from '../../db/schema';
import { type AuthUser, accountActive } from '../../lib/authUser';

/**
 * The person whose feed a token hash names, as the calendar's scopes read them (role,
 * organization, granted levels), in one statement; null when no feed has it or the account (or
 * its organization, employee record or renter company) no longer works in the product.
 */
export const feedOwner = async (db: Db, tokenHash: string): Promise<AuthUser | null> => {
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      full_name: users.full_name,
      role: users.role,
      locale: users.locale,
      status: users.status,
      landlord_id: users.landlord_id,
      employee_id: users.employee_id,
      renter_id: users.renter_id,
      landlord_status: landlords.status,
      employee_status: employees.status,
      renter_status: renters.status,
      granted: sql<Record<
        string,
        string
      > | null>`(select json_object_agg(${employeeAccess.module}, ${employeeAccess.level})
        from ${employeeAccess} where ${employeeAccess.employee_id} = ${employees.id})`,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.user_id))
    .leftJoin(landlords, eq(landlords.id, users.landlord_id))
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .leftJoin(renters, eq(renters.id, users.renter_id))
    .where(eq(calendarFeeds.token_hash, tokenHash));
  if (!row || !accountActive(row)) return null;
  const role = row.role as UserRole;
  const access = Object.fromEntries(
    MODULES.map((m) => [m, row.granted?.[m] ?? 'none']),
  ) as AccessMap;
  return {
    id: row.id,
    session_id: '',
    login: row.login,
    full_name: row.full_name,
    role,
    locale: row.locale as Locale,
    landlord_id: row.landlord_id,
    employee_id: row.employee_id,
    renter_id: row.renter_id,
    must_change_password: false,
    access: role === 'employee' && row.employee_id ? access : null,
    notification_access: false,
  };
};
