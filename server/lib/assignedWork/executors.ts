import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXECUTING_LEVELS, levelOf, type Module, mayExecute } from '../../../src/domain/access';
import type { Db } from '../../db/client';
import { employees, users } from '../../db/schema';
import type { AuthUser } from '../authUser';
import { badRequest } from '../errors';

/** The module whose levels decide who may be given its records (a bid's, a task's, a contract's). */
export type PeopleOf = { module: Module };

/** The levels that may execute, as a PostgreSQL array literal (one parameter on either driver). */
const EXECUTING = `{${EXECUTING_LEVELS.join(',')}}`;

/**
 * The people of an organization who may be given records of `work` to execute: its active
 * landlord accounts, and its active employees whose level in the module may execute
 * (`mayExecute`). `user` is the users table (aliased, where a query joins it twice).
 */
export const executorRows = (
  work: PeopleOf,
  landlordId: number,
  user: { id: AnyPgColumn } = users,
): SQL =>
  sql`${user.id} in (
    select u.id from users u
    left join employees e on e.id = u.employee_id
    left join employee_access a on a.employee_id = u.employee_id and a.module = ${work.module}
    where u.landlord_id = ${landlordId} and u.status = 'active'
      and (u.role = 'landlord'
        or (u.role = 'employee' and e.status = 'active' and a.level = any(${EXECUTING}::text[]))))`;

/** Whether this person (none: no) may be given records of `work` in the organization. */
export const mayBeGiven = async (
  db: Db,
  work: PeopleOf,
  landlordId: number,
  executorId: number | null,
) => {
  if (executorId === null) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, executorId), executorRows(work, landlordId)));
  return Boolean(row);
};

/** Whether the caller, taking a record to work, becomes its executor: they may execute it. */
export const takesWork = (user: AuthUser, work: PeopleOf) =>
  user.role === 'landlord' || (user.role === 'employee' && mayExecute(levelOf(user, work.module)));

/**
 * An executor a write names must be one who may execute `work` in the organization; `null`
 * (nobody) passes. Else 400 on `field`: `executor_cannot_work` for a person of the organization
 * whose access does not let them, `invalid` for anyone else. With `errors`, the message is added
 * there instead, for a caller that answers every field at once.
 */
export const assertExecutor = async (
  db: Db,
  work: PeopleOf,
  landlordId: number,
  executorId: number | null,
  field = 'executor_id',
  errors?: Record<string, string>,
) => {
  if (executorId === null) return;
  const [row] = await db
    .select({ may: executorRows(work, landlordId).mapWith(Boolean) })
    .from(users)
    .where(and(eq(users.id, executorId), eq(users.landlord_id, landlordId)));
  if (row?.may) return;
  const message = row ? 'validation.executor_cannot_work' : 'validation.invalid';
  if (!errors) throw badRequest({ [field]: message });
  errors[field] = message;
};

/** The people a picker offers for `work` in the organization, by name. */
export const executorsOf = (db: Db, work: PeopleOf, landlordId: number) =>
  db
    .select({ id: users.id, name: users.full_name, department: employees.department })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(executorRows(work, landlordId))
    .orderBy(asc(users.full_name), asc(users.id));
