import { eq, inArray, sql } from 'drizzle-orm';
import { type AccessMap, MODULES, newEmployeeAccess } from '../../../src/domain/access';
import {
  type EmployeeAccess,
  grantRefusal,
  type HeldAccess,
  holdsMore,
} from '../../../src/domain/accessGrants';
import type { Db } from '../../db/client';
import { employeeAccess, employees, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { rowScope } from '../../lib/scope';

export type EmployeeRow = typeof employees.$inferSelect;

/** The employees a caller may read (or edit): the one row-scope rule on the employees table. */
export const employeeScope = (user: AuthUser, action: 'read' | 'edit' = 'read') =>
  rowScope(
    user,
    'employees',
    { landlord: employees.landlord_id, createdBy: employees.created_by },
    action,
  );

/** Employees as the API shows them: with their login (one query a page), times as `HH:MM`. */
export const withLogins = async (db: Db, rows: EmployeeRow[]) => {
  const logins = await loginsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    Object.assign(row, {
      work_start: row.work_start.slice(0, 5),
      work_end: row.work_end.slice(0, 5),
      login: logins.get(row.id) ?? null,
    }),
  );
};

/** Every module's level of these employees (a module without a row keeps its default). */
export const accessOf = async (db: Db, ids: number[]): Promise<Map<number, AccessMap>> => {
  const rows = ids.length
    ? await db.select().from(employeeAccess).where(inArray(employeeAccess.employee_id, ids))
    : [];
  const byEmployee = new Map<number, AccessMap>();
  for (const id of ids) byEmployee.set(id, newEmployeeAccess());
  for (const row of rows) {
    const map = byEmployee.get(row.employee_id);
    if (map && (MODULES as readonly string[]).includes(row.module)) {
      map[row.module as keyof AccessMap] = row.level as AccessMap[keyof AccessMap];
    }
  }
  return byEmployee;
};

/** Employees as the access screens show them, with their levels and login: two queries a page. */
export const accessViews = async (db: Db, rows: EmployeeRow[]): Promise<EmployeeAccess[]> => {
  const ids = rows.map((r) => r.id);
  const [levels, logins] = await Promise.all([accessOf(db, ids), loginsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    full_name: row.full_name,
    department: row.department,
    position: row.position,
    login: logins.get(row.id) ?? null,
    access: levels.get(row.id) ?? newEmployeeAccess(),
    notification_access: row.notification_access,
  }));
};

/** The sign-in login of each employee that has one, in one query. */
export const loginsOf = async (db: Db, ids: number[]) => {
  const rows = ids.length
    ? await db
        .select({ employee_id: users.employee_id, login: users.login })
        .from(users)
        .where(inArray(users.employee_id, ids))
    : [];
  return new Map(rows.map((r) => [r.employee_id as number, r.login]));
};

/**
 * What a write really changes of each employee's access (one query for all of them): levels
 * equal to the stored ones and an unchanged notification access are no grant (a form sends them
 * back as they were).
 */
export const accessChangesOf = async (
  db: Db,
  rows: EmployeeRow[],
  access: Partial<AccessMap> = {},
  notificationAccess?: boolean,
) => {
  const stored = await accessOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const current = stored.get(row.id) ?? newEmployeeAccess();
    const changed = Object.fromEntries(
      Object.entries(access).filter(([m, level]) => current[m as keyof AccessMap] !== level),
    ) as Partial<AccessMap>;
    const notification =
      notificationAccess === row.notification_access ? undefined : notificationAccess;
    const any = Object.keys(changed).length > 0 || notification !== undefined;
    const held: HeldAccess = { access: current, notification_access: row.notification_access };
    return { access: changed, notification, any, held };
  });
};

/** A refused grant: 403 with the reason as a key and in the caller's language. */
export const grantForbidden = (user: AuthUser, reason: string) =>
  new AppError(403, 'FORBIDDEN', translate(user.locale, reason), undefined, { reason });

/** 403 with the reason unless `granter` may make these changes (to what the employee `held`). */
export const assertMayGrant = (
  granter: AuthUser,
  employeeId: number,
  changes: Partial<AccessMap>,
  notificationAccess?: boolean,
  held?: HeldAccess,
) => {
  const reason = grantRefusal(granter, employeeId, changes, notificationAccess, held);
  if (reason) throw grantForbidden(granter, reason);
};

/**
 * 403 when staff would delete, restore or give a login to an employee who holds more than they
 * do in any module (signing in as one, or removing one, would reach past their own access).
 */
export const assertHoldsNoMore = async (db: Db, user: AuthUser, employee: EmployeeRow) => {
  if (user.role !== 'employee') return;
  const access = (await accessOf(db, [employee.id])).get(employee.id) ?? newEmployeeAccess();
  if (holdsMore(user, { access, notification_access: employee.notification_access })) {
    throw grantForbidden(user, 'app.access.errors.holds_more');
  }
};

/**
 * Sets some modules' levels and/or notification access of one employee, with one audit row
 * ("access.requests: none → executor"). Call inside a transaction, after `assertMayGrant`.
 */
export const saveAccess = async (
  tx: Db,
  user: AuthUser,
  employee: EmployeeRow,
  changes: Partial<AccessMap>,
  notificationAccess?: boolean,
) => {
  const before = (await accessOf(tx, [employee.id])).get(employee.id) ?? newEmployeeAccess();
  const modules = Object.keys(changes) as (keyof AccessMap)[];
  if (modules.length) {
    await tx
      .insert(employeeAccess)
      .values(
        modules.map((module) => ({
          landlord_id: employee.landlord_id,
          employee_id: employee.id,
          module,
          level: changes[module] as string,
        })),
      )
      .onConflictDoUpdate({
        target: [employeeAccess.employee_id, employeeAccess.module],
        set: { level: sql`excluded.level` },
      });
  }
  const notify = notificationAccess ?? employee.notification_access;
  if (notify !== employee.notification_access) {
    await tx
      .update(employees)
      .set({ notification_access: notify, updated_at: new Date().toISOString() })
      .where(eq(employees.id, employee.id));
  }
  const from: Record<string, unknown> = { notification_access: employee.notification_access };
  const to: Record<string, unknown> = { notification_access: notify };
  for (const module of modules) {
    from[`access.${module}`] = before[module];
    to[`access.${module}`] = changes[module];
  }
  await recordAudit(tx, {
    user,
    landlordId: employee.landlord_id,
    entity: 'employees',
    entityId: employee.id,
    action: 'update',
    before: from,
    after: to,
  });
};

/**
 * The employee's sign-in login with a temporary password's hash (changed at first sign-in);
 * its name, e-mail and phone are the employee's.
 */
export const insertEmployeeLogin = (
  tx: Db,
  employee: EmployeeRow,
  login: string,
  passwordHash: string,
) =>
  tx.insert(users).values({
    login,
    password_hash: passwordHash,
    full_name: employee.full_name,
    email: employee.email,
    phone: employee.phone,
    role: 'employee',
    landlord_id: employee.landlord_id,
    employee_id: employee.id,
    must_change_password: true,
  });

/** A new employee's stored levels: the default, with what the registration granted on top. */
export const insertAccess = async (
  tx: Db,
  employee: EmployeeRow,
  granted: Partial<AccessMap> = {},
) => {
  const access = { ...newEmployeeAccess(), ...granted };
  await tx.insert(employeeAccess).values(
    MODULES.map((module) => ({
      landlord_id: employee.landlord_id,
      employee_id: employee.id,
      module,
      level: access[module],
    })),
  );
};
