import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bidCommentInput, bidRatingInput } from '../../../../src/domain/requests';
import { idParams } from '../../../../src/domain/validation';
import { bids } from '../../../db/schema';
import { commentRoutes } from '../../../lib/assignedWork/comments';
import { historyRoute } from '../../../lib/assignedWork/history';
import { recordEvent } from '../../../lib/assignedWork/work';
import { AppError } from '../../../lib/errors';
import { currentUser } from '../../../plugins/access';
import { bidReader, oneBid, renterOnly, tags, write } from './detail';
import { bidCommentRow, createdBidComment } from './schemas';
import { canWork } from './scope';
import { BID_WORK } from './work';

/** What is said about a bid: its comments, its history of events and the renter's rating. */
export const bidDiscussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { find, fullView } = await bidReader(app);
  const read = app.requireAccess('bids', 'list');
  const path = '/api/bids/:id';

  await commentRoutes(app, BID_WORK, {
    path,
    tags,
    find,
    read,
    write: write('work'),
    mayComment: (user, bid) => user.role === 'renter' || canWork(user, bid),
    body: bidCommentInput,
    schemas: { row: bidCommentRow, created: createdBidComment },
    created: 'stored',
  });
  historyRoute(app, BID_WORK, { path, tags, read, find });

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
        await recordEvent(tx, BID_WORK, bid, {
          user_id: user.id,
          type: 'rated',
          data: { rating: request.body.rating },
        });
      });
      return fullView(user, bid.id);
    },
  );
};
