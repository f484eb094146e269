import { enumChoices } from '../../admin/common/enumChoices';
import { BID_STATUSES, type BidStatus } from '../../domain/bidStatuses';

export const bidStatusChoices = enumChoices('bid_status', BID_STATUSES);

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
