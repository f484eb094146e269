import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { canAccess } from '../../../../src/domain/access';
import { bids } from '../../../db/schema';
import { filesOf } from '../../../lib/attachments';
import type { AuthUser } from '../../../lib/authUser';
import { forbidden, notFound } from '../../../lib/errors';
import { resolveSecret } from '../../../lib/secrets';
import { currentUser } from '../../../plugins/access';
import { BID_ENTITY } from './prepare';
import { bidDetailRow } from './schemas';
import { actorsOf, type BidRow, bidScope, canEdit, canWork, checkTransition } from './scope';
import { bidViews, selectBidRows } from './view';

export const tags = ['requests'];

/** A route's answer when it is the whole bid (typed loosely: the view is built in `fullView`). */
export const oneBid: { 200: z.ZodType } = { 200: bidDetailRow };

/** Writing on a bid: staff whose level opens `action` on bids, or a renter (on its own). */
export const write = (action: 'edit' | 'work') => async (request: FastifyRequest) => {
  const user = currentUser(request);
  if (user.role !== 'renter' && !canAccess(user, { resource: 'bids', action })) {
    throw forbidden();
  }
};

/** Rating is the renter's alone. */
export const renterOnly = async (request: FastifyRequest) => {
  if (currentUser(request).role !== 'renter') throw forbidden();
};

/** Reads one bid in the caller's scope (404 otherwise), and the whole of it as its page shows. */
export const bidReader = async (app: FastifyInstance) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');

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

  return { find, fullView };
};
