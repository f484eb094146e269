import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Bid } from '../../domain/requests';
import { BID_STATUS_COLORS } from './requestChoices';

export const BidStatusChip = (_props: { label?: string; sortBy?: string; source?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<Bid>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={BID_STATUS_COLORS[record.status]}
      label={translate(`enums.bid_status.${record.status}`)}
    />
  );
};
