import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedFilterInput, savedFilterSchema } from '../../../src/domain/user';
import { idParams } from '../../../src/domain/validation';
import { savedFilters } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { idOnly } from '../../lib/responses';
import { currentUser } from '../../plugins/access';

const MAX_PER_SCREEN = 20;

/** `/api/saved-filters`: each user's own named filters per list screen. */
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
      preValidation: app.authenticate,
      schema: { tags: ['user'], body: savedFilterInput, response: { 201: savedFilterSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(savedFilters)
        .where(
          and(eq(savedFilters.user_id, user.id), eq(savedFilters.resource, request.body.resource)),
        );
      if (Number(n) >= MAX_PER_SCREEN) throw badRequest({ name: 'validation.too_many_filters' });
      const [row] = await app.db
        .insert(savedFilters)
        .values({ ...request.body, user_id: user.id })
        .returning({
          id: savedFilters.id,
          resource: savedFilters.resource,
          name: savedFilters.name,
          filter: savedFilters.filter,
        });
      return reply.status(201).send(row);
    },
  );

  app.delete(
    '/api/saved-filters/:id',
    {
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
