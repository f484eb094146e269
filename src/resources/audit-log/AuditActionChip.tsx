import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditAction, AuditLogRow } from '../../domain/audit';

const COLORS: Record<AuditAction, NonNullable<ChipProps['color']>> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  restore: 'warning',
};

/** What the write did, as a small coloured chip in words. */
export const AuditActionChip = (_props: { label?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<AuditLogRow>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[record.action] ?? 'default'}
      label={translate(`resources.audit-log.actions.${record.action}`)}
    />
  );
};
