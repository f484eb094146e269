import { List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import type { AppDataProvider } from '../../providers/dataProvider';

interface BidEvent {
  id: number;
  type: 'created' | 'status' | 'assigned' | 'edited' | 'rated';
  from_status: string | null;
  to_status: string | null;
  data: { reason?: string; rating?: number; executor_id?: number | null };
  at: string;
  user_name: string | null;
  executor_name: string | null;
}

/** Who did what to the bid, and when (newest first). */
export const BidHistory = ({ bidId, updatedAt }: { bidId: number; updatedAt: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useFormat();
  const { data = [] } = useQuery({
    queryKey: ['bids', bidId, 'history', updatedAt],
    queryFn: () => dataProvider.call<BidEvent[]>(`/bids/${bidId}/history`),
  });
  const describe = (e: BidEvent) => {
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
        return e.data.executor_id
          ? t('assigned', { name: e.executor_name ?? '' })
          : t('unassigned');
      default:
        return t(e.type);
    }
  };
  return (
    <List dense disablePadding>
      {data.map((e) => (
        <ListItem key={e.id} disableGutters>
          <ListItemText
            primary={describe(e)}
            secondary={`${format.dateTime(e.at)} · ${e.user_name ?? translate('app.history.system')}`}
          />
        </ListItem>
      ))}
    </List>
  );
};
