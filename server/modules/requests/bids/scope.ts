import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { canAccess, readScope } from '../../../../src/domain/access';
import {
  BID_TRANSITIONS,
  type BidActor,
  type BidStatus,
  REOPEN_DAYS,
} from '../../../../src/domain/requests';
import { bids } from '../../../db/schema';
import type { AuthUser } from '../../../lib/authUser';
import { tenantWhere } from '../../../lib/tenant';

export type BidRow = typeof bids.$inferSelect;

/** The bids a caller may see: a renter its company's; an employee by their `requests` level. */
export const bidScope = (user: AuthUser): SQL | undefined => {
  const tenant = tenantWhere(user, bids.landlord_id);
  if (user.role === 'renter') return and(tenant, eq(bids.renter_id, user.renter_id ?? 0));
  switch (readScope(user, 'requests')) {
    case 'all':
      return tenant;
    case 'assigned':
      return and(tenant, eq(bids.executor_id, user.id));
    case 'created':
      return and(tenant, eq(bids.created_by, user.id));
    case 'assigned_or_created':
      return and(tenant, or(eq(bids.executor_id, user.id), eq(bids.created_by, user.id)));
    default:
      return sql`false`;
  }
};

/** Staff who may work this bid (status, executor's comments): by level and assignment. */
export const canWork = (user: AuthUser, bid: BidRow) =>
  user.role !== 'renter' &&
  canAccess(user, {
    resource: 'bids',
    action: 'edit',
    record: { executor_id: bid.executor_id, created_by: bid.created_by },
  });

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
