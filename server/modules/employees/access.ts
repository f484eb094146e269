import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_LEVELS, MODULES } from '../../../src/domain/access';
import {
  employeeAccessBulkInput,
  employeeAccessInput,
  mayGrantAccess,
  notificationPermissionsInput,
} from '../../../src/domain/accessGrants';
import { idParams } from '../../../src/domain/validation';
import { employees } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { notFound } from '../../lib/errors';
import { listRoute } from '../../lib/listRoute';
import { allOrNotFound } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { listSpec } from './listSpec';
import { updatedCount } from './schemas';
import {
  accessChangesOf,
  accessViews,
  assertMayGrant,
  type EmployeeRow,
  employeeScope,
  grantForbidden,
  saveAccess,
} from './service';

const tags = ['employees'];

/** An employee as the access grid shows it: its level in every module. */
const employeeAccessRow = z.object({
  id: z.number(),
  full_name: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  login: z.string().nullable(),
  access: z.record(z.enum(MODULES), z.enum(ACCESS_LEVELS)),
  notification_access: z.boolean(),
});

/**
 * Access grants: each employee's level per module and notification access. The landlord and the
 * superadmin grant anything; an employee with `employees: main` grants others, within its own.
 */
export const employeeAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const granter = async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!mayGrantAccess(user)) throw grantForbidden(user, 'app.access.errors.not_allowed');
  };
  /** Active employees in the caller's scope, all of `ids` or 404. */
  const findAll = async (user: AuthUser, ids: number[]): Promise<EmployeeRow[]> =>
    allOrNotFound(
      await app.db
        .select()
        .from(employees)
        .where(
          and(inArray(employees.id, ids), employeeScope(user), eq(employees.status, 'active')),
        ),
      ids,
    );
  const one = async (user: AuthUser, id: number) => (await findAll(user, [id]))[0];
  /** Each employee's grant checked first, then all written in one transaction. */
  const grantAll = async (
    user: AuthUser,
    rows: EmployeeRow[],
    change: { access?: Parameters<typeof saveAccess>[3]; notification_access?: boolean },
  ) => {
    const grants = await accessChangesOf(app.db, rows, change.access, change.notification_access);
    rows.forEach((row, i) => {
      assertMayGrant(user, row.id, grants[i].access, grants[i].notification, grants[i].held);
    });
    await app.db.transaction(async (t) => {
      for (const [i, row] of rows.entries()) {
        if (!grants[i].any) continue;
        await saveAccess(t, user, row, grants[i].access, grants[i].notification);
      }
    });
  };

  listRoute(app, {
    path: '/api/employee/access',
    unit: 'access',
    access: granter,
    spec: listSpec,
    scope: (user) => and(employeeScope(user), eq(employees.status, 'active')),
    select: () => app.db.select().from(employees),
    count: employees,
    view: (rows) => accessViews(app.db, rows),
    row: employeeAccessRow,
    tags,
    summary: 'Employees with their access levels (the Settings grid)',
    description:
      'List contract of /api/employee (range, sort, filter {q, department}); each row has `access` ({module: level}) and `notification_access`. Landlord, superadmin, employees with employees: main.',
  });

  app.put(
    '/api/employee/access',
    {
      preValidation: granter,
      schema: {
        tags,
        summary: 'One module’s level for several employees (all or nothing)',
        description:
          '403 with `reason` as `PUT /api/employee/{id}/access` when any one of them is refused; nothing is changed then.',
        body: employeeAccessBulkInput,
        response: { 200: updatedCount },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { ids, module, level } = request.body;
      const rows = await findAll(user, ids);
      await grantAll(user, rows, { access: { [module]: level } });
      return { updated: rows.length };
    },
  );

  app.get(
    '/api/employee/:id/access',
    {
      preValidation: app.requireAccess('employees', 'show'),
      schema: {
        tags,
        summary: 'One employee’s access levels',
        params: idParams,
        response: { 200: employeeAccessRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [row] = await app.db
        .select()
        .from(employees)
        .where(and(eq(employees.id, request.params.id), employeeScope(user)));
      if (!row) throw notFound();
      return (await accessViews(app.db, [row]))[0];
    },
  );

  app.put(
    '/api/employee/:id/access',
    {
      preValidation: granter,
      schema: {
        tags,
        summary: 'Grant levels and/or notification access to one employee',
        description:
          '403 with `reason` (app.access.errors.not_allowed | own_row | beyond_own | holds_more): staff grant only within their own levels, change a level only where the employee’s current one is within theirs too, and never touch their own row.',
        params: idParams,
        body: employeeAccessInput,
        response: { 200: employeeAccessRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await one(user, request.params.id);
      await grantAll(user, [row], request.body);
      const [after] = await app.db.select().from(employees).where(eq(employees.id, row.id));
      return (await accessViews(app.db, [after]))[0];
    },
  );

  /** The spec's call: grant or revoke notification access for a list of employees. */
  app.post(
    '/api/employee-notifications/permissions',
    {
      preValidation: granter,
      schema: {
        tags,
        summary: 'Grant or revoke notification access for a list of employees',
        description:
          '403 with `reason` (app.access.errors.not_allowed | own_row | beyond_own | holds_more): staff without notification access neither grant nor revoke it.',
        body: notificationPermissionsInput,
        response: { 200: updatedCount },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { employee_ids, notification_access } = request.body;
      const rows = await findAll(user, employee_ids);
      await grantAll(user, rows, { notification_access });
      return { updated: rows.length };
    },
  );
};
