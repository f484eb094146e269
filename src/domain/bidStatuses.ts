/** A request's statuses: a module of its own (no zod), for lists that only show them. */
export const BID_STATUSES = ['new', 'in_progress', 'done', 'rejected', 'cancelled'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
