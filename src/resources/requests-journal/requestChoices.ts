import { BID_STATUSES, type BidStatus } from '../../domain/requests';

export const bidStatusChoices = BID_STATUSES.map((id) => ({ id, name: `enums.bid_status.${id}` }));

export const BID_STATUS_COLORS: Record<
  BidStatus,
  'info' | 'warning' | 'success' | 'error' | 'default'
> = {
  new: 'info',
  in_progress: 'warning',
  done: 'success',
  rejected: 'error',
  cancelled: 'default',
};
