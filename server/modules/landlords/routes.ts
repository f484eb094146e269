import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CITIES,
  LANDLORD_STATUSES,
  landlordCreateInput,
  landlordUpdateInput,
} from '../../../src/domain/landlord';
import { idParams } from '../../../src/domain/validation';
import { landlords } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { countRows, type ListSpec, pageWithTotal, parseListQuery, sendList } from '../../lib/list';
import { currentUser } from '../../plugins/access';
import { createLandlord, landlordView, landlordViews, updateLandlord } from './service';

const listSpec: ListSpec = {
  idColumn: landlords.id,
  defaultSort: ['created_at', 'DESC'],
  sortable: {
    id: landlords.id,
    name: landlords.name,
    city: landlords.city,
    status: landlords.status,
    created_at: landlords.created_at,
    trial_ends_at: landlords.trial_ends_at,
  },
  filters: {
    status: { column: landlords.status, type: 'string', values: LANDLORD_STATUSES },
    city: { column: landlords.city, type: 'string', values: CITIES },
    created_at: { column: landlords.created_at, type: 'date' },
  },
  search: [landlords.name, landlords.bin, landlords.director_full_name, landlords.email],
};

/** Landlords (organizations): the superadmin's resource and the pattern other resources follow. */
export const landlordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);

  const find = async (id: number) => {
    const [row] = await app.db.select().from(landlords).where(eq(landlords.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/api/landlords',
    { preValidation: app.requireAccess('landlords', 'list'), schema: { tags: ['landlords'] } },
    async (request, reply) => {
      const q = parseListQuery(request.query as Record<string, unknown>, listSpec);
      const where = and(...q.where);
      const [rows, total] = await pageWithTotal(
        q,
        () =>
          app.db
            .select()
            .from(landlords)
            .where(where)
            .orderBy(...q.orderBy)
            .limit(q.limit)
            .offset(q.offset),
        () => countRows(app.db, landlords, where),
      );
      return sendList(reply, 'landlords', q, await landlordViews(app.db, rows), total);
    },
  );

  app.get(
    '/api/landlords/:id',
    {
      preValidation: app.requireAccess('landlords', 'show'),
      schema: { tags: ['landlords'], params: idParams },
    },
    async (request) => landlordView(app.db, await find(request.params.id)),
  );

  app.post(
    '/api/landlords',
    {
      preValidation: app.requireAccess('landlords', 'create'),
      schema: { tags: ['landlords'], body: landlordCreateInput },
    },
    async (request, reply) => {
      const created = await createLandlord(
        app.db,
        app.mailer,
        app.config.publicUrl,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/landlords/:id',
    {
      preValidation: app.requireAccess('landlords', 'edit'),
      schema: { tags: ['landlords'], params: idParams, body: landlordUpdateInput },
    },
    async (request) => {
      const before = await find(request.params.id);
      return updateLandlord(app.db, currentUser(request), before, request.body);
    },
  );
};
