import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from '../../../src/domain/validation';
import {
  VISITOR_TRANSITIONS,
  visitorStatusInput,
  visitorToBidInput,
} from '../../../src/domain/visitors';
import { visitorMessages } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { notFound } from '../../lib/errors';
import { recordRoute, statusRoute } from '../../lib/recordRoutes';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { visitorListRoutes, visitorMessageRow } from './list';
import {
  messageViews,
  selectMessages,
  VISITOR_ENTITY,
  type VisitorMessageRow,
  visitorScope,
} from './service';
import { messageToBid } from './toBid';

const tags = ['visitor-messages'];

/**
 * `/api/visitor-messages`: what visitors left through the QR code. Messages arrive only by the
 * public form; staff read them, decide on them and may turn one into a bid.
 */
export const visitorMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  await app.register(visitorListRoutes);
  const secret = await resolveSecret(app.db, 'file_url_secret');

  const find = async (
    user: AuthUser,
    id: number,
    action: 'read' | 'work' = 'read',
  ): Promise<VisitorMessageRow> => {
    const [row] = await app.db
      .select()
      .from(visitorMessages)
      .where(and(eq(visitorMessages.id, id), visitorScope(user, action)));
    if (!row) throw notFound();
    return row;
  };

  const view = async (user: AuthUser, id: number) => {
    const rows = await selectMessages(app.db).where(eq(visitorMessages.id, id));
    return (await messageViews(app.db, rows, { secret, user }))[0];
  };

  recordRoute(app, {
    path: '/api/visitor-messages/:id',
    access: app.requireAccess(VISITOR_ENTITY, 'show'),
    tags,
    response: visitorMessageRow,
    find,
    view: (user, message) => view(user, message.id),
  });

  statusRoute(app, {
    path: '/api/visitor-messages/:id/status',
    access: app.requireAccess(VISITOR_ENTITY, 'work'),
    tags,
    body: visitorStatusInput,
    response: visitorMessageRow,
    find: (user, id) => find(user, id, 'work'),
    move: (before, { reply_note }, user) => ({
      table: visitorMessages,
      allowed: VISITOR_TRANSITIONS,
      set: { reply_note },
      audit: { user, entity: VISITOR_ENTITY, landlordId: before.landlord_id },
    }),
    view: (user, after) => view(user, after.id),
  });

  app.post(
    '/api/visitor-messages/:id/bid',
    {
      preValidation: [
        app.requireAccess(VISITOR_ENTITY, 'work'),
        app.requireAccess('bids', 'create'),
      ],
      schema: {
        tags,
        params: idParams,
        body: visitorToBidInput,
        response: { 201: visitorMessageRow as z.ZodType },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const message = await find(user, request.params.id, 'work');
      await messageToBid(app.db, user, message, request.body);
      return reply.status(201).send(await view(user, message.id));
    },
  );
};
