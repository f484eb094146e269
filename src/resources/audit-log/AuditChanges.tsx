import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useChangeText } from '../../admin/common/useChangeText';
import type { AuditLogRow } from '../../domain/audit';
import { entityPage } from './auditEntityPages';

/** How many fields a created or deleted record lists before "and N more". */
const SHOWN = 4;

/** Keys and references a new or removed record carries: not what a reader looks for. */
const isReference = (field: string) => field === 'id' || field.endsWith('_id');

/**
 * The fields a write changed, one a line in the reader's words: `field: from → to` for a change,
 * `field: value` for a record made or removed (its first few fields that hold a value).
 */
export const AuditChanges = (_props: { label?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<AuditLogRow>();
  const page = entityPage(record?.entity ?? '');
  const { label, value, describe } = useChangeText(page.resource, page.enums);
  if (!record) return null;
  const changes = Object.entries(record.changes);
  const changed = record.action === 'update' || record.action === 'restore';
  const lines = changed
    ? changes.map(([field, change]) => `${label(field)}: ${describe(field, change)}`)
    : changes
        .map(([field, change]) => {
          const held = record.action === 'create' ? change.to : change.from;
          if (isReference(field) || held === null || held === '') return null;
          const text = value(field, held);
          return text === null ? null : `${label(field)}: ${text}`;
        })
        .filter((line): line is string => line !== null);
  const shown = changed ? lines : lines.slice(0, SHOWN);
  return (
    <Box sx={{ minWidth: 0 }}>
      {shown.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.audit-log.no_fields')}
        </Typography>
      )}
      {shown.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {lines.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.audit-log.more', { smart_count: lines.length - shown.length })}
        </Typography>
      )}
    </Box>
  );
};
