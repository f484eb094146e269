import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Contractor } from '../../domain/contractors';
import { STATUS_COLORS } from './contractorChoices';

export const StatusChip = (_props: { label?: string; sortable?: boolean; source?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<Contractor>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[record.status]}
      label={translate(`enums.contractor_status.${record.status}`)}
    />
  );
};
