import { type DescribeEvent, WorkHistory } from '../../admin/assignedWork/WorkHistory';
import type { BidView } from './bidView';

/** A request's event in words: a move (with its reason), a rating, an assignment. */
const describe: DescribeEvent = (e, translate) => {
  const t = (key: string, args?: object) =>
    translate(`resources.requests-journal.event.${key}`, args);
  switch (e.type) {
    case 'status':
      return (
        t('status', {
          from: translate(`enums.bid_status.${e.from_status}`),
          to: translate(`enums.bid_status.${e.to_status}`),
        }) + (e.data.reason ? ` — ${e.data.reason}` : '')
      );
    case 'rated':
      return t('rated', { rating: e.data.rating ?? '' });
    case 'assigned':
      return e.data.executor_id ? t('assigned', { name: e.executor_name ?? '' }) : t('unassigned');
    default:
      return t(e.type);
  }
};

/** Who did what to the request, and when (newest first). */
export const BidHistory = ({ bid }: { bid: BidView }) => (
  <WorkHistory module="bids" id={bid.id} updatedAt={bid.updated_at} describe={describe} />
);
