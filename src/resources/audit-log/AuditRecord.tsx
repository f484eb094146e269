import { Link as MuiLink, Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { AuditLogRow } from '../../domain/audit';
import { recordPath } from './auditEntityPages';

/** The record's kind in words (`Объект`), its raw name for a kind this build does not know. */
export const useEntityName = () => {
  const translate = useTranslate();
  return (entity: string) => translate(`resources.audit-log.entities.${entity}`, { _: entity });
};

/** The changed record: its kind and number, a link to its page where the superadmin has one. */
export const AuditRecord = (_props: { label?: string }) => {
  const translate = useTranslate();
  const entityName = useEntityName();
  const record = useRecordContext<AuditLogRow>();
  if (!record) return null;
  const text = translate('resources.audit-log.record', {
    entity: entityName(record.entity),
    id: record.entity_id,
  });
  const path = record.action === 'delete' ? null : recordPath(record.entity, record.entity_id);
  if (!path) return <Typography variant="body2">{text}</Typography>;
  return (
    <MuiLink component={Link} to={path} variant="body2">
      {text}
    </MuiLink>
  );
};
