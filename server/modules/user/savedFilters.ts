import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess } from '../../../src/domain/access';
import { savedFilterInput, savedFilterSchema } from '../../../src/domain/user';
import { idParams } from '../../../src/domain/validation';
import { savedFilters } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { idOnly } from '../../lib/responses';
import { currentUser } from '../../plugins/access';

const MAX_PER_SCREEN = 20;

/**
 * `/api/saved-filters`: each user's own named filters per list screen, at most 20 a screen, and
 * only for screens the user may list (403 as that list would answer).
 */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/saved-filters',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['user'],
        querystring: z.object({ resource: z.string().max(40) }),
        response: { 200: z.array(savedFilterSchema) },
      },
    },
    async (request) =>
      app.db
        .select({
          id: savedFilters.id,
          resource: savedFilters.resource,
          name: savedFilters.name,
          filter: savedFilters.filter,
        })
        .from(savedFilters)
        .where(
          and(
            eq(savedFilters.user_id, currentUser(request).id),
            eq(savedFilters.resource, request.query.resource),
          ),
        )
        .orderBy(asc(savedFilters.name)),
  );

  app.post(
    '/api/saved-filters',
    {
      config: { trialOpen: true },
      preValidation: app.authenticate,
      schema: {
        tags: ['user'],
        description:
          'Keeps a named filter of a list screen the caller may open (403 otherwise, as that list answers); at most 20 a screen (400 on `name`).',
        body: savedFilterInput,
        response: { 201: savedFilterSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { resource } = request.body;
      if (!canAccess(user, { resource, action: 'list' })) throw forbidden();
      const row = await app.db.transaction(async (tx) => {
        // Parallel saves of one user wait here, so each counts the ones saved before it.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`saved-filters:${user.id}`}))`,
        );
        const [{ n }] = await tx
          .select({ n: count() })
          .from(savedFilters)
          .where(and(eq(savedFilters.user_id, user.id), eq(savedFilters.resource, resource)));
        if (Number(n) >= MAX_PER_SCREEN) throw badRequest({ name: 'validation.too_many_filters' });
        const [saved] = await tx
          .insert(savedFilters)
          .values({ ...request.body, user_id: user.id })
          .returning({
            id: savedFilters.id,
            resource: savedFilters.resource,
            name: savedFilters.name,
            filter: savedFilters.filter,
          });
        return saved;
      });
      return reply.status(201).send(row);
    },
  );

  app.delete(
    '/api/saved-filters/:id',
    {
      config: { trialOpen: true },
      preValidation: app.authenticate,
      schema: { tags: ['user'], params: idParams, response: { 200: idOnly } },
    },
    async (request) => {
      const [row] = await app.db
        .delete(savedFilters)
        .where(
          and(
            eq(savedFilters.id, request.params.id),
            eq(savedFilters.user_id, currentUser(request).id),
          ),
        )
        .returning({ id: savedFilters.id });
      if (!row) throw notFound();
      return row;
    },
  );
};
