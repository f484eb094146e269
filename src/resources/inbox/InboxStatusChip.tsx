import { Chip } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { type InboxStatus, inboxStatusKey } from '../../domain/waitingList';
import { INBOX_STATUS_COLORS } from './inboxChoices';

export const InboxStatusChip = (_props: { label?: string; sortBy?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<{ status: InboxStatus }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={INBOX_STATUS_COLORS[record.status]}
      label={translate(inboxStatusKey(resource, record.status))}
    />
  );
};
