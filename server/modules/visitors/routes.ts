import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/validation';
import {
  VISITOR_TRANSITIONS,
  type VisitorStatus,
  visitorStatusInput,
  visitorToBidInput,
} from '../../../src/domain/visitors';
import type { Db } from '../../db/client';
import { visitorMessages } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { conflict, notFound } from '../../lib/errors';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { visitorListRoutes } from './list';
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

  app.get(
    '/api/visitor-messages/:id',
    {
      preValidation: app.requireAccess(VISITOR_ENTITY, 'show'),
      schema: { tags, params: idParams },
    },
    async (request) => {
      const user = currentUser(request);
      const message = await find(user, request.params.id);
      return view(user, message.id);
    },
  );

  app.put(
    '/api/visitor-messages/:id/status',
    {
      preValidation: app.requireAccess(VISITOR_ENTITY, 'work'),
      schema: { tags, params: idParams, body: visitorStatusInput },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id, 'work');
      const { status, reply_note } = request.body;
      const stale = () => conflict({ status: 'validation.transition' }, 'Status cannot change');
      if (!VISITOR_TRANSITIONS[before.status as VisitorStatus].includes(status)) throw stale();
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [after] = await tx
          .update(visitorMessages)
          .set({ status, reply_note, updated_at: new Date().toISOString() })
          .where(and(eq(visitorMessages.id, before.id), eq(visitorMessages.status, before.status)))
          .returning();
        if (!after) throw stale();
        await recordAudit(tx, {
          user,
          landlordId: before.landlord_id,
          entity: VISITOR_ENTITY,
          entityId: before.id,
          action: 'update',
          before,
          after,
        });
      });
      return view(user, before.id);
    },
  );

  app.post(
    '/api/visitor-messages/:id/bid',
    {
      preValidation: [
        app.requireAccess(VISITOR_ENTITY, 'work'),
        app.requireAccess('bids', 'create'),
      ],
      schema: { tags, params: idParams, body: visitorToBidInput },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const message = await find(user, request.params.id, 'work');
      await messageToBid(app.db, user, message, request.body);
      return reply.status(201).send(await view(user, message.id));
    },
  );
};
