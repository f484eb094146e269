import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess } from '../../../src/domain/access';
import { auditLog, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { tenantWhere } from '../../lib/tenant';
import { currentUser } from '../../plugins/access';

/** A record's history: who changed which fields, and when (newest first). */
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
      if (!canAccess(user, { resource: entity, action: 'show' })) throw forbidden();
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
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(200);
    },
  );
};
