import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CITIES, LANDLORD_STATUSES } from '../../../src/domain/landlord';
import { landlords } from '../../db/schema';
import type { ListSpec } from '../../lib/list';
import { listRoute } from '../../lib/listRoute';
import { tableRow } from '../../lib/rowSchema';
import { landlordViews } from './service';

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

/** A landlord (organization) with its logo's public URL. */
export const landlordRow = tableRow(landlords).extend({ logo_url: z.string().nullable() });

/** `GET /api/landlords`: the superadmin's organizations. */
export const landlordListRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: '/api/landlords',
    access: app.requireAccess('landlords', 'list'),
    spec: listSpec,
    select: () => app.db.select().from(landlords),
    count: landlords,
    view: (rows) => landlordViews(app.db, rows),
    row: landlordRow,
    tags: ['landlords'],
  });
};
