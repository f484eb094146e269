import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidCommentInput, bidRatingInput } from '../../../../src/domain/requests';
import { idParams } from '../../../../src/domain/validation';
import { bidComments, bidEvents, bids, users } from '../../../db/schema';
import { AppError, forbidden } from '../../../lib/errors';
import { currentUser } from '../../../plugins/access';
import { bidReader, oneBid, renterOnly, tags, write } from './detail';
import { announceBidChange, bidEvent } from './prepare';
import { bidCommentRow, bidEventRow, createdBidComment } from './schemas';
import { canWork } from './scope';

/** The person an `assigned` event names. */
const named = alias(users, 'named');

/** What is said about a bid: its comments, its history of events and the renter's rating. */
export const bidDiscussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { find, fullView } = await bidReader(app);
  const read = app.requireAccess('bids', 'list');

  app.get(
    '/api/bids/:id/comments',
    {
      preValidation: read,
      schema: { tags, params: idParams, response: { 200: z.array(bidCommentRow) } },
    },
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
      schema: {
        tags,
        params: idParams,
        body: bidCommentInput,
        response: { 201: createdBidComment },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      const renter = user.role === 'renter';
      if (!renter && !canWork(user, bid)) throw forbidden();
      const id = await app.createOnce(request, async (tx) => {
        const [row] = await tx
          .insert(bidComments)
          .values({
            landlord_id: bid.landlord_id,
            bid_id: bid.id,
            author_id: user.id,
            text: request.body.text,
            internal: renter ? false : request.body.internal,
          })
          .returning({ id: bidComments.id });
        await announceBidChange(tx, bid);
        return row.id;
      });
      const [comment] = await app.db.select().from(bidComments).where(eq(bidComments.id, id));
      return reply.status(201).send({ ...comment, author_name: user.full_name });
    },
  );

  app.get(
    '/api/bids/:id/history',
    {
      preValidation: read,
      schema: { tags, params: idParams, response: { 200: z.array(bidEventRow) } },
    },
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
          executor_name: named.full_name,
        })
        .from(bidEvents)
        .leftJoin(users, eq(users.id, bidEvents.user_id))
        .leftJoin(named, eq(named.id, sql`(${bidEvents.data} ->> 'executor_id')::int`))
        .where(eq(bidEvents.bid_id, bid.id))
        .orderBy(desc(bidEvents.at), desc(bidEvents.id));
    },
  );

  app.put(
    '/api/bids/:id/rating',
    {
      preValidation: renterOnly,
      schema: { tags, params: idParams, body: bidRatingInput, response: oneBid },
    },
    async (request) => {
      const user = currentUser(request);
      const bid = await find(user, request.params.id);
      if (bid.status !== 'done') {
        throw new AppError(409, 'CONFLICT', 'Only a done request is rated', {
          rating: 'validation.rate_done_only',
        });
      }
      await app.db.transaction(async (tx) => {
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
