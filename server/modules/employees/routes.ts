import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeCreateInput, employeeUpdateInput } from '../../../src/domain/employees';
import { idParams } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { employees, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { conflict, notFound } from '../../lib/errors';
import { assertLoginFree, mailTemporaryPassword } from '../../lib/logins';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../lib/partialUpdate';
import { hashPassword, temporaryPassword } from '../../lib/passwords';
import { ownLandlordId } from '../../lib/scope';
import { endAccessOf } from '../../lib/sessions';
import { currentUser } from '../../plugins/access';
import { assertCardFree } from '../time/cards';
import { employeeAccessRoutes } from './access';
import { employeeAccountRoutes } from './account';
import { employeeExportRoutes } from './export';
import { employeeListRoutes, employeeRow } from './list';
import { createdEmployee, HOLDS_MORE } from './schemas';
import {
  accessChangesOf,
  assertHoldsNoMore,
  assertMayGrant,
  type EmployeeRow,
  employeeScope,
  insertAccess,
  insertEmployeeLogin,
  saveAccess,
  withLogins,
} from './service';
import { employeeSummaryRoutes } from './summary';

/** `/api/employee` (the spec's path): staff of one landlord, soft delete and restore. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);

  const one = { 200: employeeRow };
  await app.register(employeeAccessRoutes);
  await app.register(employeeAccountRoutes);
  await app.register(employeeExportRoutes);
  await app.register(employeeListRoutes);
  await app.register(employeeSummaryRoutes);
  const find = async (user: AuthUser, id: number, action: 'read' | 'edit' = 'read') => {
    const [row] = await app.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, id), employeeScope(user, action)));
    if (!row) throw notFound();
    return row;
  };
  const audit = (
    db: Db,
    user: AuthUser,
    action: 'create' | 'update' | 'delete' | 'restore',
    before: EmployeeRow | null,
    after: EmployeeRow,
  ) =>
    recordAudit(db, {
      user,
      landlordId: after.landlord_id,
      entity: 'employees',
      entityId: after.id,
      action,
      before,
      after,
    });

  app.get(
    '/api/employee/:id',
    {
      preValidation: app.requireAccess('employees', 'show'),
      schema: { tags: ['employees'], params: idParams, response: one },
    },
    async (request) => {
      const [row] = await withLogins(app.db, [await find(currentUser(request), request.params.id)]);
      return row;
    },
  );

  app.post(
    '/api/employee',
    {
      preValidation: app.requireAccess('employees', 'create'),
      schema: {
        tags: ['employees'],
        body: employeeCreateInput,
        response: { 201: createdEmployee },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { login, send_email, access, notification_access, ...fields } = request.body;
      const landlordId = ownLandlordId(user);
      if (access || notification_access) assertMayGrant(user, 0, access ?? {}, notification_access);
      if (login) await assertLoginFree(app.db, login, 'login');
      await assertCardFree(app.db, landlordId, fields.pass_card, null);
      const password = login ? temporaryPassword() : null;
      const passwordHash = password ? await hashPassword(password) : null;
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(employees)
          .values({
            ...fields,
            notification_access: notification_access ?? false,
            landlord_id: landlordId,
            created_by: user.id,
          })
          .returning();
        await insertAccess(tx, created, access);
        if (login && passwordHash) await insertEmployeeLogin(tx, created, login, passwordHash);
        await audit(tx, user, 'create', null, created);
        return created;
      });
      const [view] = await withLogins(app.db, [row]);
      const mailedTo =
        login && password && send_email
          ? await mailTemporaryPassword(app, row.email, {
              name: row.full_name,
              login,
              password,
              locale: user.locale,
            })
          : null;
      return reply.status(201).send({ ...view, temporary_password: password, mailed_to: mailedTo });
    },
  );

  app.put(
    '/api/employee/:id',
    {
      preValidation: [
        app.requireAccess('employees', 'edit'),
        // Access and notification access are changes to grants: left out, nothing changes.
        keepAbsentFields(
          employeeUpdateInput,
          recordById(async (user, id) => {
            const { notification_access: _grants, ...row } = await find(user, id, 'edit');
            return row;
          }),
        ),
      ],
      schema: {
        tags: ['employees'],
        description: PARTIAL_UPDATE,
        params: idParams,
        body: employeeUpdateInput,
        response: one,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id, 'edit');
      const { access, notification_access, ...fields } = request.body;
      await assertCardFree(app.db, before.landlord_id, fields.pass_card, before.id);
      const [grant] = await accessChangesOf(app.db, [before], access, notification_access);
      if (grant.any) assertMayGrant(user, before.id, grant.access, grant.notification, grant.held);
      const row = await app.db.transaction(async (tx) => {
        if (grant.any) await saveAccess(tx, user, before, grant.access, grant.notification);
        const [updated] = await tx
          .update(employees)
          .set({ ...fields, updated_at: new Date().toISOString() })
          .where(eq(employees.id, before.id))
          .returning();
        await tx
          .update(users)
          .set({ full_name: updated.full_name })
          .where(eq(users.employee_id, updated.id));
        // Notification access was audited with the levels by `saveAccess`.
        const unchanged = { ...before, notification_access: updated.notification_access };
        await audit(tx, user, 'update', unchanged, updated);
        return updated;
      });
      return (await withLogins(app.db, [row]))[0];
    },
  );

  /** Soft delete: the employee is kept (with history) and can no longer sign in. */
  app.delete(
    '/api/employee/:id',
    {
      preValidation: app.requireAccess('employees', 'delete'),
      schema: {
        tags: ['employees'],
        description: HOLDS_MORE,
        params: idParams,
        response: one,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      if (before.status === 'deleted') throw conflict(undefined, 'Already deleted');
      await assertHoldsNoMore(app.db, user, before);
      const row = await setStatus(app.db, user, before, 'deleted');
      return (await withLogins(app.db, [row]))[0];
    },
  );

  app.put(
    '/api/employee/:id/restore',
    {
      preValidation: app.requireAccess('employees', 'manage'),
      schema: {
        tags: ['employees'],
        description: HOLDS_MORE,
        params: idParams,
        response: one,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      if (before.status !== 'deleted') throw conflict(undefined, 'Not deleted');
      await assertHoldsNoMore(app.db, user, before);
      const row = await setStatus(app.db, user, before, 'active');
      return (await withLogins(app.db, [row]))[0];
    },
  );

  const setStatus = (db: Db, user: AuthUser, before: EmployeeRow, status: 'active' | 'deleted') =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(employees)
        .set({ status, updated_at: new Date().toISOString() })
        .where(eq(employees.id, before.id))
        .returning();
      if (status === 'deleted') await endAccessOf(tx, { employeeId: before.id });
      await audit(tx, user, status === 'deleted' ? 'delete' : 'restore', before, updated);
      return updated;
    });
};
