import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountInput } from '../../../src/domain/accounts';
import { idParams } from '../../../src/domain/validation';
import { employees, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { assertLoginFree, handedOver, mailTemporaryPassword } from '../../lib/logins';
import { hashPassword, temporaryPassword } from '../../lib/passwords';
import { currentUser } from '../../plugins/access';
import { HOLDS_MORE } from './schemas';
import { assertHoldsNoMore, employeeScope, insertEmployeeLogin } from './service';

/**
 * `POST /api/employee/{id}/account`: a login for an employee who has none (seeded, or registered
 * without one), with a temporary password shown once and, when asked, mailed to the employee.
 */
export const employeeAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/employee/:id/account',
    {
      preValidation: app.requireAccess('employees', 'edit'),
      schema: {
        tags: ['employees'],
        description: HOLDS_MORE,
        params: idParams,
        body: accountInput,
        response: { 201: handedOver },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { login, send_email } = request.body;
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const employee = await app.db.transaction(async (tx) => {
        // The employee's row is held until the login is stored: one login per employee.
        const [row] = await tx
          .select()
          .from(employees)
          .where(and(eq(employees.id, request.params.id), employeeScope(user, 'edit')))
          .for('update');
        if (!row) throw notFound();
        if (row.status === 'deleted') throw conflict(undefined, 'Employee deleted');
        await assertHoldsNoMore(tx, user, row);
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.employee_id, row.id));
        if (existing) throw conflict({ login: 'validation.has_login' }, 'Employee has a login');
        await assertLoginFree(tx, login, 'login');
        await insertEmployeeLogin(tx, row, login, passwordHash);
        await recordAudit(tx, {
          user,
          landlordId: row.landlord_id,
          entity: 'employees',
          entityId: row.id,
          action: 'update',
          before: { login: null },
          after: { login },
        });
        return row;
      });
      const mailedTo = await mailTemporaryPassword(app, send_email ? employee.email : null, {
        name: employee.full_name,
        login,
        password,
        locale: user.locale,
      });
      return reply.status(201).send({ login, temporary_password: password, mailed_to: mailedTo });
    },
  );
};
