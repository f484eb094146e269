import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VisitorMessage } from '../../domain/visitors';
import { CATEGORY_COLORS, STATUS_COLORS } from './choices';

type ColumnProps = { label?: string; sortBy?: string; source?: string };

export const CategoryChip = (_props: ColumnProps) => {
  const translate = useTranslate();
  const record = useRecordContext<VisitorMessage>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CATEGORY_COLORS[record.category]}
      label={translate(`enums.visitor_category.${record.category}`)}
    />
  );
};

export const StatusChip = (_props: ColumnProps) => {
  const translate = useTranslate();
  const record = useRecordContext<VisitorMessage>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[record.status]}
      label={translate(`enums.visitor_status.${record.status}`)}
    />
  );
};
