import type { SQL } from 'drizzle-orm';
import { canAccess } from '../../../../src/domain/access';
import {
  BID_TRANSITIONS,
  type BidActor,
  type BidStatus,
  REOPEN_DAYS,
} from '../../../../src/domain/requests';
import { bids } from '../../../db/schema';
import type { AuthUser } from '../../../lib/authUser';
import { conflict, forbidden } from '../../../lib/errors';
import { rowScope } from '../../../lib/scope';
import { staleStatus } from '../../../lib/transition';

/** A bid as the rules read it (the search text plays no part). */
export type BidRow = Omit<typeof bids.$inferSelect, 'search_text'>;

const columns = {
  landlord: bids.landlord_id,
  createdBy: bids.created_by,
  executor: bids.executor_id,
  renter: bids.renter_id,
};

/** The bids a caller may see: a renter its company's; an employee by their `requests` level. */
export const bidScope = (user: AuthUser): SQL | undefined => rowScope(user, 'requests', columns);

const staffMay = (user: AuthUser, bid: BidRow, action: 'edit' | 'work') =>
  user.role !== 'renter' &&
  canAccess(user, {
    resource: 'bids',
    action,
    record: { executor_id: bid.executor_id, created_by: bid.created_by },
  });

/** Staff who may work this bid (status, comments): by level and assignment. */
export const canWork = (user: AuthUser, bid: BidRow) => staffMay(user, bid, 'work');

/**
 * Who may change a bid's fields: staff whose level edits it (an executor only works it), or its
 * author while it is still new.
 */
export const canEdit = (user: AuthUser, bid: BidRow) =>
  staffMay(user, bid, 'edit') || (bid.created_by === user.id && bid.status === 'new');

/** The roles a caller plays on a bid, for the transition table. */
export const actorsOf = (user: AuthUser, bid: BidRow): BidActor[] => {
  const roles: BidActor[] = [];
  if (canWork(user, bid)) roles.push('staff');
  if (bid.created_by === user.id) roles.push('author');
  if (user.role === 'renter' && bid.renter_id === user.renter_id) roles.push('renter');
  return roles;
};

/**
 * Whether `to` is open from the bid's status for these roles: `forbidden` when the caller plays
 * no role at all, `refused` when the status table says no, `expired` for a late reopen.
 */
export const checkTransition = (
  bid: BidRow,
  to: BidStatus,
  actors: BidActor[],
  now = new Date(),
): 'ok' | 'forbidden' | 'refused' | 'expired' => {
  if (actors.length === 0) return 'forbidden';
  const allowed = BID_TRANSITIONS[bid.status as BidStatus]?.[to] ?? [];
  const by = allowed.filter((a) => actors.includes(a));
  if (by.length === 0) return 'refused';
  const reopen = bid.status === 'done' && to === 'in_progress';
  if (reopen && bid.done_at) {
    const limit = new Date(bid.done_at).getTime() + REOPEN_DAYS * 86_400_000;
    if (now.getTime() > limit) return 'expired';
  }
  return 'ok';
};

/** The error refusing a move of this bid for these roles, if any (403 or 409 as API.md says). */
export const transitionRefusal = (bid: BidRow, to: BidStatus, actors: BidActor[]) => {
  const verdict = checkTransition(bid, to, actors);
  if (verdict === 'forbidden') return forbidden();
  if (verdict === 'refused') return staleStatus();
  if (verdict === 'expired') {
    return conflict({ status: 'validation.reopen_expired' }, 'Too late to reopen');
  }
  return undefined;
};
