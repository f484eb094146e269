import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canAccess } from '../../../../src/domain/access';
import {
  bidAssignInput,
  bidBulkAssignInput,
  bidCommentInput,
  bidInput,
  bidRatingInput,
  bidStatusInput,
} from '../../../../src/domain/requests';
import { idParams } from '../../../../src/domain/validation';
import type { Db } from '../../../db/client';
import {
  bidComments,
  bidEvents,
  bids,
  objects,
  renterRooms,
  rooms,
  users,
} from '../../../db/schema';
import { filesOf } from '../../../lib/attachments';
import type { AuthUser } from '../../../lib/authUser';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { organizationRows, ownLandlordId } from '../../../lib/scope';
import { resolveSecret } from '../../../lib/secrets';
import { currentUser } from '../../../plugins/access';
import { bidExportRoutes } from './export';
import { bidListRoutes } from './list';
import {
  BID_ENTITY,
  bidEvent,
  dueAt,
  linkBidFiles,
  nextBidNumber,
  prepareBid,
  searchTextOf,
} from './prepare';
import { actorsOf, type BidRow, bidScope, canEdit, canWork, checkTransition } from './scope';
import { bidViews, selectBidRows } from './view';

const tags = ['requests'];

/** `/api/bids`: the requests journal, each bid's workflow, comments, history and rating. */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bidExportRoutes);
  app.addHook('preValidation', app.authenticate);
  await app.register(bidListRoutes);
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const read = app.requireAccess('bids', 'list');
  /** Writing on a bid: staff whose level opens `action` on bids, or a renter (on its own). */
  const write = (action: 'edit' | 'work') => async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (user.role !== 'renter' && !canAccess(user, { resource: 'bids', action })) {
      throw forbidden();
    }
  };

  /** Rating is the renter's alone. */
  const renterOnly = async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'renter') throw forbidden();
  };

  const find = async (user: AuthUser, id: number): Promise<BidRow> => {
    const [row] = await app.db
      .select()
      .from(bids)
      .where(and(eq(bids.id, id), bidScope(user)));
    if (!row) throw notFound();
    return row;
  };

  /** One bid with everything its page shows. */
  const fullView = async (user: AuthUser, id: number) => {
    const rows = await selectBidRows(app.db).where(eq(bids.id, id));
    const [bid] = await bidViews(app.db, rows);
    const files = (await filesOf(app.db, BID_ENTITY, [id], { secret, userId: user.id })).get(id);
    const row = rows[0].bid;
    return {
      ...bid,
      files: files?.files ?? [],
      file_ids: (files?.files ?? []).map((f) => f.id),
      answer_files: Object.fromEntries(
        Object.entries(files ?? {})
          .filter(([slot]) => slot.startsWith('answers.'))
          .map(([slot, list]) => [slot.slice('answers.'.length), list]),
      ),
      actions: {
        work: canWork(user, row),
        assign:
          canAccess(user, { resource: 'bids', action: 'manage' }) && user.role !== 'superadmin',
        transitions: (['in_progress', 'done', 'rejected', 'cancelled'] as const).filter(
          (to) => checkTransition(row, to, actorsOf(user, row)) === 'ok',
        ),
        rate: user.role === 'renter' && row.status === 'done',
        edit: canEdit(user, row),
      },
    };
  };

  /** Where the caller may file a request: a renter's own rooms, staff any of the landlord's. */
  app.get(
    '/api/bids/places',
    { preValidation: app.requireAccess('bids', 'create'), schema: { tags } },
    async (request) => {
      const user = currentUser(request);
      const query = app.db
        .select({
          room_id: rooms.id,
          room_number: rooms.number,
          object_id: objects.id,
          object_name: objects.name,
        })
        .from(rooms)
        .innerJoin(objects, eq(objects.id, rooms.object_id));
      const rows =
        user.role === 'renter'
          ? await query
              .innerJoin(renterRooms, eq(renterRooms.room_id, rooms.id))
              .where(eq(renterRooms.renter_id, user.renter_id ?? 0))
              .orderBy(asc(objects.name), asc(rooms.number))
          : await query
              .where(organizationRows(user, rooms.landlord_id))
              .orderBy(asc(objects.name), asc(rooms.number));
      return rows;
    },
  );

  app.get(
    '/api/bids/:id',
    { preValidation: app.requireAccess('bids', 'show'), schema: { tags, params: idParams } },
    async (request) => {
      const user = currentUser(request);
      await find(user, request.params.id);
      return fullView(user, request.params.id);
    },
  );

  app.post(
    '/api/bids',
    {
      preValidation: app.requireAccess('bids', 'create'),
      config: { idempotent: true },
      schema: { tags, body: bidInput },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const id = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const { type, values, files } = await prepareBid(tx, user, landlordId, request.body, null);
        const number = await nextBidNumber(tx, landlordId);
        const [bid] = await tx
          .insert(bids)
          .values({
            ...values,
            landlord_id: landlordId,
            number,
            request_type_id: type.id,
            sla_hours: type.sla_hours,
            due_at: await dueAt(tx, landlordId, type.sla_hours),
            executor_id: type.default_executor_id,
            source: user.role === 'renter' ? 'renter' : 'staff',
            created_by: user.id,
            search_text: await searchTextOf(tx, { ...values, number }),
          })
          .returning();
        await linkBidFiles(tx, bid, request.body.file_ids, files);
        await bidEvent(tx, bid, { user_id: user.id, type: 'created', to_status: 'new' });
        if (bid.executor_id) {
          await bidEvent(tx, bid, {
            user_id: null,
            type: 'assigned',
            data: { executor_id: bid.executor_id },
          });
        }
        return bid.id;
      });
      return reply.status(201).send(await fullView(user, id));
    },
  );

  app.put(
    '/api/bids/:id',
    { preValidation: write('edit'), schema: { tags, params: idParams, body: bidInput } },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      if (!canEdit(user, before)) throw forbidden();
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const { values, files } = await prepareBid(
          tx,
          user,
          before.landlord_id,
          request.body,
          before,
        );
        const [after] = await tx
          .update(bids)
          .set({
            ...values,
            search_text: await searchTextOf(tx, { ...values, number: before.number }),
            updated_at: new Date().toISOString(),
          })
          .where(eq(bids.id, before.id))
          .returning();
        await linkBidFiles(tx, after, request.body.file_ids, files);
        const changed = Object.keys(values).filter(
          (k) =>
            JSON.stringify(before[k as keyof BidRow]) !== JSON.stringify(after[k as keyof BidRow]),
        );
        await bidEvent(tx, after, { user_id: user.id, type: 'edited', data: { fields: changed } });
      });
      return fullView(user, before.id);
    },
  );

  app.put(
    '/api/bids/:id/status',
    { preValidation: write('work'), schema: { tags, params: idParams, body: bidStatusInput } },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      const { status, reason } = request.body;
      const verdict = checkTransition(before, status, actorsOf(user, before));
      if (verdict === 'forbidden') throw forbidden();
      if (verdict === 'refused')
        throw conflict({ status: 'validation.transition' }, 'Status cannot change');
      if (verdict === 'expired') {
        throw conflict({ status: 'validation.reopen_expired' }, 'Too late to reopen');
      }
      const now = new Date().toISOString();
      const closing = status === 'done' || status === 'rejected' || status === 'cancelled';
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [after] = await tx
          .update(bids)
          .set({
            status,
            updated_at: now,
            done_at: status === 'done' ? now : status === 'in_progress' ? null : before.done_at,
            closed_at: closing ? now : null,
            reject_reason: status === 'rejected' ? reason : before.reject_reason,
            ...(before.status === 'done' ? { rating: null, rating_comment: null } : {}),
          })
          .where(eq(bids.id, before.id))
          .returning();
        await bidEvent(tx, after, {
          user_id: user.id,
          type: 'status',
          from_status: before.status,
          to_status: status,
          data: reason ? { reason } : {},
        });
      });
      return fullView(user, before.id);
    },
  );

  /** An executor must be an active employee or owner of the bid's landlord. */
  const checkExecutor = async (landlordId: number, executorId: number | null) => {
    if (executorId === null) return;
    const [row] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, executorId),
          eq(users.landlord_id, landlordId),
          eq(users.status, 'active'),
          inArray(users.role, ['employee', 'landlord']),
        ),
      );
    if (!row) throw badRequest({ executor_id: 'validation.invalid' });
  };

  const assign = async (tx: Db, user: AuthUser, bid: BidRow, executorId: number | null) => {
    if (bid.executor_id === executorId) return;
    await tx
      .update(bids)
      .set({ executor_id: executorId, updated_at: new Date().toISOString() })
      .where(eq(bids.id, bid.id));
    await bidEvent(tx, bid, {
      user_id: user.id,
      type: 'assigned',
      data: { executor_id: executorId, previous_executor_id: bid.executor_id },
    });
  };

  app.put(
    '/api/bids/:id/executor',
    {
      preValidation: app.requireAccess('bids', 'manage'),
      schema: { tags, params: idParams, body: bidAssignInput },
    },
    async (request) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      await checkExecutor(bid.landlord_id, request.body.executor_id);
      await app.db.transaction((t) =>
        assign(t as unknown as Db, user, bid, request.body.executor_id),
      );
      return fullView(user, bid.id);
    },
  );

  app.post(
    '/api/bids/assign',
    {
      preValidation: app.requireAccess('bids', 'manage'),
      schema: { tags, body: bidBulkAssignInput },
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
        await checkExecutor(landlordId, executor_id);
      }
      await app.db.transaction(async (t) => {
        for (const bid of rows) await assign(t as unknown as Db, user, bid, executor_id);
      });
      return { updated: rows.filter((r) => r.executor_id !== executor_id).length };
    },
  );

  app.get(
    '/api/bids/:id/comments',
    { preValidation: read, schema: { tags, params: idParams } },
    async (request) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      return app.db
        .select({
          id: bidComments.id,
          text: bidComments.text,
          internal: bidComments.internal,
          created_at: bidComments.created_at,
          author_id: bidComments.author_id,
          author_name: users.full_name,
        })
        .from(bidComments)
        .leftJoin(users, eq(users.id, bidComments.author_id))
        .where(
          and(
            eq(bidComments.bid_id, bid.id),
            user.role === 'renter' ? eq(bidComments.internal, false) : undefined,
          ),
        )
        .orderBy(asc(bidComments.created_at), asc(bidComments.id));
    },
  );

  app.post(
    '/api/bids/:id/comments',
    {
      preValidation: write('work'),
      config: { idempotent: true },
      schema: { tags, params: idParams, body: bidCommentInput },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      const renter = user.role === 'renter';
      if (!renter && !canWork(user, bid)) throw forbidden();
      const [comment] = await app.db
        .insert(bidComments)
        .values({
          landlord_id: bid.landlord_id,
          bid_id: bid.id,
          author_id: user.id,
          text: request.body.text,
          internal: renter ? false : request.body.internal,
        })
        .returning();
      return reply.status(201).send({ ...comment, author_name: user.full_name });
    },
  );

  app.get(
    '/api/bids/:id/history',
    { preValidation: read, schema: { tags, params: idParams } },
    async (request) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      return app.db
        .select({
          id: bidEvents.id,
          type: bidEvents.type,
          from_status: bidEvents.from_status,
          to_status: bidEvents.to_status,
          data: bidEvents.data,
          at: bidEvents.at,
          user_id: bidEvents.user_id,
          user_name: users.full_name,
        })
        .from(bidEvents)
        .leftJoin(users, eq(users.id, bidEvents.user_id))
        .where(eq(bidEvents.bid_id, bid.id))
        .orderBy(desc(bidEvents.at), desc(bidEvents.id));
    },
  );

  app.put(
    '/api/bids/:id/rating',
    { preValidation: renterOnly, schema: { tags, params: idParams, body: bidRatingInput } },
    async (request) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      if (bid.status !== 'done') {
        throw new AppError(409, 'CONFLICT', 'Only a done request is rated', {
          rating: 'validation.rate_done_only',
        });
      }
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx
          .update(bids)
          .set({ rating: request.body.rating, rating_comment: request.body.comment })
          .where(eq(bids.id, bid.id));
        await bidEvent(tx, bid, {
          user_id: user.id,
          type: 'rated',
          data: { rating: request.body.rating },
        });
      });
      return fullView(user, bid.id);
    },
  );
};
