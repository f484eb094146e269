import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorMessages } from '../../db/schema';
import { listRoute } from '../../lib/listRoute';
import { fileRow, tableRow } from '../../lib/rowSchema';
import { resolveSecret } from '../../lib/secrets';
import {
  messageViews,
  selectMessages,
  VISITOR_ENTITY,
  visitorListSpec,
  visitorScope,
} from './service';

/** A visitor message with its object's name, its bid's number and its photo. */
export const visitorMessageRow = tableRow(visitorMessages).extend({
  object_name: z.string().nullable(),
  bid_number: z.number().nullable(),
  photo: z.array(fileRow),
});

/** `GET /api/visitor-messages`. */
export const visitorListRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');
  listRoute(app, {
    path: '/api/visitor-messages',
    access: app.requireAccess(VISITOR_ENTITY, 'list'),
    spec: visitorListSpec,
    scope: (user) => visitorScope(user),
    select: () => selectMessages(app.db),
    count: visitorMessages,
    view: (rows, user) => messageViews(app.db, rows, { secret, user }),
    row: visitorMessageRow,
    tags: ['visitor-messages'],
  });
};
