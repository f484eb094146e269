import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { levelOf, MODULES, readScope } from '../../../src/domain/access';
import { changePasswordInput, localeInput, profileInput } from '../../../src/domain/auth';
import { landlordSchema } from '../../../src/domain/landlord';
import { currentUserSchema, type UserOption, userOptionSchema } from '../../../src/domain/user';
import { landlords, users } from '../../db/schema';
import { type AuthUser, accountActive } from '../../lib/authUser';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { searchCondition } from '../../lib/list';
import { keepAbsentFields, PARTIAL_UPDATE } from '../../lib/partialUpdate';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { noContent } from '../../lib/responses';
import { organizationRows, ownLandlordId } from '../../lib/scope';
import { revokeSessions } from '../../lib/sessions';
import { unreadCount } from '../../lib/unread';
import { currentUser } from '../../plugins/access';
import { landlordView } from '../landlords/service';
import { savedFilterRoutes } from './savedFilters';
import { currentUserView } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(savedFilterRoutes);
  app.addHook('preValidation', app.authenticate);
  const me = { 200: currentUserSchema };

  app.get(
    '/api/user',
    {
      config: { allowPasswordChange: true },
      schema: { tags: ['user'], response: me },
    },
    async (request) => currentUserView(app.db, currentUser(request)),
  );

  const profile = { tags: ['user'], description: PARTIAL_UPDATE, body: profileInput, response: me };
  const ownProfile = async (request: FastifyRequest) => {
    const [row] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, currentUser(request).id));
    return row;
  };
  app.put(
    '/api/user',
    {
      config: { trialOpen: true },
      preValidation: keepAbsentFields(profileInput, ownProfile),
      schema: profile,
    },
    async (request) => {
      const user = currentUser(request);
      await app.db
        .update(users)
        .set({ ...request.body, updated_at: new Date().toISOString() })
        .where(eq(users.id, user.id));
      return currentUserView(app.db, { ...user, locale: request.body.locale });
    },
  );

  /** The language switch of every page: allowed before the first password change too. */
  app.put(
    '/api/user/locale',
    {
      config: { allowPasswordChange: true, trialOpen: true },
      schema: { tags: ['user'], body: localeInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      await app.db
        .update(users)
        .set({ locale: request.body.locale, updated_at: new Date().toISOString() })
        .where(eq(users.id, currentUser(request).id));
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/user/password',
    {
      config: { trialOpen: true },
      schema: { tags: ['user'], body: changePasswordInput, response: { 204: noContent } },
    },
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

  /** The badge's number: the caller's unread notifications (an index lookup). */
  app.get(
    '/api/user/count-unread',
    { schema: { tags: ['user'], response: { 200: z.object({ count: z.number().int() }) } } },
    async (request) => ({ count: await unreadCount(app.db, currentUser(request).id) }),
  );

  const organization = { tags: ['user'], response: { 200: landlordSchema } };
  app.get('/api/user/landlord', { schema: organization }, async (request) => {
    const user = currentUser(request);
    const [row] = await app.db
      .select()
      .from(landlords)
      .where(eq(landlords.id, ownLandlordId(user)));
    if (!row) throw notFound();
    return landlordView(app.db, row);
  });

  /** An employee with no module and no right to send notifications has nobody to pick. */
  const hasAnyModule = (user: AuthUser) =>
    user.role !== 'employee' ||
    user.notification_access ||
    MODULES.some((m) => levelOf(user, m) !== 'none');

  /** Renters' accounts are listed to those who send notifications or read every renter. */
  const mayListRenterAccounts = (user: AuthUser) =>
    user.notification_access || readScope(user, 'renters') === 'all';

  /** How many people a search (`q`) answers with: a picker shows the best few. */
  const SEARCH_LIMIT = 50;

  /**
   * People of the caller's organization, for recipient and executor pickers; renters' accounts
   * only for those who may see them. A superadmin's people are landlords' staff (landlord and
   * employee accounts of every organization), whom it may notify. `q` searches names and logins.
   */
  app.get(
    '/api/user/all',
    {
      schema: {
        tags: ['user'],
        querystring: z.object({
          q: z
            .string()
            .max(100)
            .optional()
            .describe('Part of a name or login (at most 50 answers)'),
        }),
        response: { 200: z.array(userOptionSchema) },
      },
    },
    async (request): Promise<UserOption[]> => {
      const user = currentUser(request);
      const staffOnly = !mayListRenterAccounts(user);
      if (user.role === 'renter' || !hasAnyModule(user)) throw forbidden();
      const search = searchCondition([users.full_name, users.login], request.query.q);
      return app.db
        .select({
          id: users.id,
          full_name: users.full_name,
          role: users.role,
          employee_id: users.employee_id,
          renter_id: users.renter_id,
        })
        .from(users)
        .where(
          and(
            organizationRows(user, users.landlord_id),
            accountActive(),
            user.role === 'superadmin' ? inArray(users.role, ['landlord', 'employee']) : undefined,
            staffOnly ? ne(users.role, 'renter') : undefined,
            search,
          ),
        )
        .orderBy(asc(users.full_name), asc(users.id))
        .limit(search ? SEARCH_LIMIT : 2000) as Promise<UserOption[]>;
    },
  );
};
