import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess, moduleOf, readScope } from '../../../src/domain/access';
import { auditLog, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { forbidden } from '../../lib/errors';
import { tenantWhere } from '../../lib/tenant';
import { currentUser } from '../../plugins/access';

/**
 * Whose history a caller may read: all of it where they read every record of the module; only
 * that of records they created (by the record's `create` entry) where the level says "created".
 */
const visibleHistory = (user: AuthUser, entity: string, id: number): SQL | undefined => {
  const module = moduleOf(entity);
  const scope = module ? readScope(user, module) : 'all';
  if (scope === 'all') return undefined;
  if (scope !== 'created') return sql`false`;
  return sql`exists (select 1 from ${auditLog} c where c.entity = ${entity}
    and c.entity_id = ${id} and c.action = 'create' and c.user_id = ${user.id})`;
};

/** A record's history: who changed which fields, and when (newest first). Staff only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/history/:entity/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['audit'],
        params: z.object({ entity: z.string().max(50), id: z.coerce.number().int().positive() }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { entity, id } = request.params;
      if (user.role === 'renter' || !canAccess(user, { resource: entity, action: 'show' })) {
        throw forbidden();
      }
      return app.db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          changes: auditLog.changes,
          at: auditLog.at,
          user_id: auditLog.user_id,
          user_name: users.full_name,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.user_id))
        .where(
          and(
            eq(auditLog.entity, entity),
            eq(auditLog.entity_id, id),
            tenantWhere(user, auditLog.landlord_id),
            visibleHistory(user, entity, id),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(200);
    },
  );
};
