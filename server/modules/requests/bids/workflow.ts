import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bidAssignInput,
  bidBulkAssignInput,
  bidStatusInput,
} from '../../../../src/domain/requests';
import { idParams } from '../../../../src/domain/validation';
import type { Db } from '../../../db/client';
import { bids } from '../../../db/schema';
import { assertExecutor, takesWork } from '../../../lib/assignedWork/executors';
import { recordEvent, statusEvent } from '../../../lib/assignedWork/work';
import type { AuthUser } from '../../../lib/authUser';
import { notFound } from '../../../lib/errors';
import { statusRoute } from '../../../lib/recordRoutes';
import { currentUser } from '../../../plugins/access';
import { pushBidAssigned } from './assignedPush';
import { bidReader, oneBid, tags, write } from './detail';
import { assignedCount } from './schemas';
import { actorsOf, type BidRow, bidScope, transitionRefusal } from './scope';
import { BID_WORK } from './work';

/** A bid's workflow: its status moves and who executes it (one bid or many at once). */
export const bidWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { find, fullView } = await bidReader(app);

  statusRoute(app, {
    path: '/api/bids/:id/status',
    access: write('work'),
    tags,
    body: bidStatusInput,
    response: oneBid[200],
    find,
    move: (before, { status, reason }, user) => {
      const now = new Date().toISOString();
      const closing = status === 'done' || status === 'rejected' || status === 'cancelled';
      const takes = status === 'in_progress' && takesWork(user, BID_WORK);
      return {
        table: bids,
        allowed: () => transitionRefusal(before, status, actorsOf(user, before)),
        set: {
          updated_at: now,
          done_at: status === 'done' ? now : status === 'in_progress' ? null : before.done_at,
          closed_at: closing ? now : null,
          reject_reason: status === 'rejected' ? reason : before.reject_reason,
          ...(before.status === 'done' ? { rating: null, rating_comment: null } : {}),
          // Whoever takes it executes it, unless someone was named (even a moment ago).
          ...(takes ? { executor_id: sql`coalesce(${bids.executor_id}, ${user.id})` } : {}),
        },
        history: async (tx, after) => {
          await recordEvent(
            tx,
            BID_WORK,
            after,
            statusEvent(user.id, { from: before.status, to: status, reason }),
          );
          if (takes && before.executor_id === null && after.executor_id === user.id) {
            await recordEvent(tx, BID_WORK, after, {
              user_id: user.id,
              type: 'assigned',
              data: { executor_id: after.executor_id, previous_executor_id: before.executor_id },
            });
          }
        },
      };
    },
    view: (user, after) => fullView(user, after.id),
  });

  const assign = async (tx: Db, user: AuthUser, bid: BidRow, executorId: number | null) => {
    if (bid.executor_id === executorId) return;
    await tx
      .update(bids)
      .set({ executor_id: executorId, updated_at: new Date().toISOString() })
      .where(eq(bids.id, bid.id));
    await recordEvent(tx, BID_WORK, bid, {
      user_id: user.id,
      type: 'assigned',
      data: { executor_id: executorId, previous_executor_id: bid.executor_id },
    });
    await pushBidAssigned(tx, bid, executorId, user.id);
  };

  app.put(
    '/api/bids/:id/executor',
    {
      preValidation: app.requireAccess('bids', 'manage'),
      schema: { tags, params: idParams, body: bidAssignInput, response: oneBid },
    },
    async (request) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      await assertExecutor(app.db, BID_WORK, bid.landlord_id, request.body.executor_id);
      await app.db.transaction((t) => assign(t, user, bid, request.body.executor_id));
      return fullView(user, bid.id);
    },
  );

  app.post(
    '/api/bids/assign',
    {
      preValidation: app.requireAccess('bids', 'manage'),
      schema: { tags, body: bidBulkAssignInput, response: { 200: assignedCount } },
    },
    async (request) => {
      const user = currentUser(request);
      const { ids, executor_id } = request.body;
      const rows = await app.db
        .select()
        .from(bids)
        .where(and(inArray(bids.id, ids), bidScope(user)));
      if (rows.length !== new Set(ids).size) throw notFound();
      for (const landlordId of new Set(rows.map((r) => r.landlord_id))) {
        await assertExecutor(app.db, BID_WORK, landlordId, executor_id);
      }
      await app.db.transaction(async (t) => {
        for (const bid of rows) await assign(t, user, bid, executor_id);
      });
      return { updated: rows.filter((r) => r.executor_id !== executor_id).length };
    },
  );
};
