import type { BidInput } from '../../../../src/domain/requests';
import type { Db } from '../../../db/client';
import { bids } from '../../../db/schema';
import { mayBeGiven } from '../../../lib/assignedWork/executors';
import { recordEvent } from '../../../lib/assignedWork/work';
import type { AuthUser } from '../../../lib/authUser';
import { pushBidAssigned } from './assignedPush';
import { dueAt, linkBidFiles, nextBidNumber, prepareBid, searchTextOf } from './prepare';
import { BID_WORK } from './work';

export interface BidOrigin {
  source: 'staff' | 'renter' | 'visitor';
  /** Files already checked elsewhere (a visitor's photo), linked beside the input's own. */
  files?: number[];
  /** What the `created` event records about where the bid came from. */
  data?: Record<string, unknown>;
}

/**
 * Files a bid for a landlord: checks it, numbers it, takes the type's SLA, due time and default
 * executor (while that person may still execute requests: else it waits unassigned), links its
 * files and writes the `created` (and `assigned`) events. Run it in a transaction; returns the
 * new row.
 */
export const createBid = async (
  tx: Db,
  user: AuthUser,
  landlordId: number,
  input: BidInput,
  origin: BidOrigin,
) => {
  const { type, values, files } = await prepareBid(tx, user, landlordId, input, null);
  const number = await nextBidNumber(tx, landlordId);
  const executorId = (await mayBeGiven(tx, BID_WORK, landlordId, type.default_executor_id))
    ? type.default_executor_id
    : null;
  const [bid] = await tx
    .insert(bids)
    .values({
      ...values,
      landlord_id: landlordId,
      number,
      request_type_id: type.id,
      sla_hours: type.sla_hours,
      due_at: await dueAt(tx, landlordId, type.sla_hours),
      executor_id: executorId,
      source: origin.source,
      created_by: user.id,
      search_text: await searchTextOf(tx, { ...values, number }),
    })
    .returning();
  await linkBidFiles(tx, bid, [...input.file_ids, ...(origin.files ?? [])], files);
  await recordEvent(tx, BID_WORK, bid, {
    user_id: user.id,
    type: 'created',
    to_status: 'new',
    ...(origin.data ? { data: origin.data } : {}),
  });
  if (bid.executor_id) {
    await recordEvent(tx, BID_WORK, bid, {
      user_id: null,
      type: 'assigned',
      data: { executor_id: bid.executor_id },
    });
    await pushBidAssigned(tx, bid, bid.executor_id, user.id);
  }
  return bid;
};
