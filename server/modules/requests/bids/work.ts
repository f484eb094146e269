import { bidComments, bidEvents } from '../../../db/schema';
import type { AssignedWork } from '../../../lib/assignedWork/work';

/** Bids as assigned work: executed by `requests` levels, with a history and a thread. */
export const BID_WORK: AssignedWork = {
  module: 'requests',
  resource: 'bids',
  events: bidEvents,
  eventOf: { key: 'bid_id', column: bidEvents.bid_id },
  comments: bidComments,
  commentOf: { key: 'bid_id', column: bidComments.bid_id },
};
