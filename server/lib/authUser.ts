import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type AccessMap, MODULES } from '../../src/domain/access';
import type { Locale } from '../../src/domain/constants';
import type { UserRole } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { employeeAccess, employees, sessions, users } from '../db/schema';

/** The caller as every route sees it: who, which landlord, which access levels. */
export interface AuthUser {
  id: number;
  session_id: string;
  login: string;
  full_name: string;
  role: UserRole;
  locale: Locale;
  landlord_id: number | null;
  employee_id: number | null;
  renter_id: number | null;
  must_change_password: boolean;
  access: AccessMap | null;
  notification_access: boolean;
  /** When the organization's free trial ends (null: none); after it its writes answer 402. */
  trial_ends_at: string | null;
}

/**
 * Whether an account may use the product now, as SQL over `users` (or its alias in the query):
 * active, and its organization, employee record and renter company too (an inactive tenant no
 * longer works in the product). The one rule for sign-in, every request and every delivery
 * (notifications, pushes): whoever could not sign in now is told nothing.
 */
export const accountActive = (alias: 'users' | 'u' = 'users') => {
  const u = sql.identifier(alias);
  return sql<boolean>`(${u}.status = 'active'
    and (${u}.landlord_id is null or exists (select 1 from landlords l
      where l.id = ${u}.landlord_id and l.status = 'active'))
    and (${u}.employee_id is null or exists (select 1 from employees e
      where e.id = ${u}.employee_id and e.status = 'active'))
    and (${u}.renter_id is null or exists (select 1 from renters r
      where r.id = ${u}.renter_id and r.status = 'active')))`;
};

/** Every module at `none`, then the levels the employee was granted. */
const accessMap = (granted: Record<string, string> | null): AccessMap => {
  const map = Object.fromEntries(MODULES.map((m) => [m, 'none'])) as AccessMap;
  for (const [module, level] of Object.entries(granted ?? {})) {
    if (module in map) map[module as keyof AccessMap] = level as AccessMap[keyof AccessMap];
  }
  return map;
};

/** A user, whether it may use the product and the employee's granted levels. */
const userColumns = {
  id: users.id,
  login: users.login,
  full_name: users.full_name,
  role: users.role,
  locale: users.locale,
  active: accountActive(),
  landlord_id: users.landlord_id,
  employee_id: users.employee_id,
  renter_id: users.renter_id,
  must_change_password: users.must_change_password,
  notification_access: employees.notification_access,
  trial_ends_at: sql<string | null>`(select to_json(l.trial_ends_at) #>> '{}' from landlords l
    where l.id = ${users.landlord_id})`,
  granted: sql<Record<
    string,
    string
  > | null>`(select json_object_agg(${employeeAccess.module}, ${employeeAccess.level})
    from ${employeeAccess} where ${employeeAccess.employee_id} = ${employees.id})`,
};

/** The session with its user (`userColumns`). */
const sessionRows = (db: Db) =>
  db
    .select({ session_id: sessions.id, ...userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(employees, eq(employees.id, users.employee_id));

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['execute']>>[number];

/** Every authenticated request reads its session with one statement, built once per handle. */
const sessionQuery = (db: Db) =>
  sessionRows(db)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
      ),
    )
    .prepare('auth_session_user');

const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** The caller a live session row names, or null when its account is blocked. */
const userOf = (row: SessionRow): AuthUser | null => {
  if (!row.active) return null;
  const role = row.role as UserRole;
  return {
    id: row.id,
    session_id: row.session_id,
    login: row.login,
    full_name: row.full_name,
    role,
    locale: row.locale as Locale,
    landlord_id: row.landlord_id,
    employee_id: row.employee_id,
    renter_id: row.renter_id,
    must_change_password: row.must_change_password,
    access: role === 'employee' && row.employee_id ? accessMap(row.granted) : null,
    notification_access:
      role === 'landlord' || role === 'superadmin' || (row.notification_access ?? false),
    trial_ends_at: row.trial_ends_at,
  };
};

/** The user behind a live session, or null when it is revoked, expired or blocked. */
export const loadSessionUser = async (db: Db, sessionId: string): Promise<AuthUser | null> => {
  let query = prepared.get(db);
  if (!query) {
    query = sessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ sessionId, now: new Date().toISOString() });
  return row ? userOf(row) : null;
};

/**
 * A user by id as routes see one, for work done on their behalf without a session (a private
 * feed's address names them): `session_id` is empty; null when the account is blocked.
 */
export const loadUser = async (db: Db, userId: number): Promise<AuthUser | null> => {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(eq(users.id, userId));
  return row ? userOf({ ...row, session_id: '' }) : null;
};

/**
 * The users behind those of `sessionIds` that are still live, by session, in one statement:
 * what long-lived connections (live streams) check again when sessions or grants change.
 */
export const loadSessionUsers = async (
  db: Db,
  sessionIds: string[],
): Promise<Map<string, AuthUser>> => {
  const live = new Map<string, AuthUser>();
  if (sessionIds.length === 0) return live;
  const rows = await sessionRows(db).where(
    and(
      inArray(sessions.id, sessionIds),
      isNull(sessions.revoked_at),
      gt(sessions.expires_at, new Date().toISOString()),
    ),
  );
  for (const row of rows) {
    const user = userOf(row);
    if (user) live.set(row.session_id, user);
  }
  return live;
};
