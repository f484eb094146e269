import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordInput, profileInput } from '../../../src/domain/auth';
import type { UserOption } from '../../../src/domain/user';
import { landlords, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeSessions } from '../../lib/sessions';
import { tenantWhere } from '../../lib/tenant';
import { currentUser } from '../../plugins/access';
import { landlordView } from '../landlords/service';
import { savedFilterRoutes } from './savedFilters';
import { currentUserView } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(savedFilterRoutes);
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/api/user',
    { config: { allowPasswordChange: true }, schema: { tags: ['user'] } },
    async (request) => currentUserView(app.db, currentUser(request)),
  );

  app.put('/api/user', { schema: { tags: ['user'], body: profileInput } }, async (request) => {
    const user = currentUser(request);
    await app.db
      .update(users)
      .set({ ...request.body, updated_at: new Date().toISOString() })
      .where(eq(users.id, user.id));
    return currentUserView(app.db, { ...user, locale: request.body.locale });
  });

  app.put(
    '/api/user/password',
    { schema: { tags: ['user'], body: changePasswordInput } },
    async (request, reply) => {
      const user = currentUser(request);
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      if (!(await verifyPassword(row.password_hash, request.body.current_password))) {
        throw badRequest({ current_password: 'app.auth.wrong_current_password' });
      }
      const now = new Date().toISOString();
      await app.db
        .update(users)
        .set({ password_hash: await hashPassword(request.body.password), updated_at: now })
        .where(eq(users.id, user.id));
      await revokeSessions(app.db, user.id, user.session_id);
      return reply.status(204).send();
    },
  );

  app.get('/api/user/landlord', { schema: { tags: ['user'] } }, async (request) => {
    const user = currentUser(request);
    if (!user.landlord_id) throw notFound();
    const [row] = await app.db.select().from(landlords).where(eq(landlords.id, user.landlord_id));
    if (!row) throw notFound();
    return landlordView(app.db, row);
  });

  /** People of the caller's organization, for recipient and executor pickers. */
  app.get(
    '/api/user/all',
    { schema: { tags: ['user'] } },
    async (request): Promise<UserOption[]> => {
      const user = currentUser(request);
      if (user.role === 'renter') return [];
      return app.db
        .select({
          id: users.id,
          full_name: users.full_name,
          role: users.role,
          employee_id: users.employee_id,
          renter_id: users.renter_id,
        })
        .from(users)
        .where(and(tenantWhere(user, users.landlord_id), eq(users.status, 'active')))
        .orderBy(asc(users.full_name))
        .limit(2000) as Promise<UserOption[]>;
    },
  );
};
