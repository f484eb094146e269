import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import type { AuditLogRow } from '../../domain/audit';
import { AuditActionChip } from './AuditActionChip';
import { AuditChanges } from './AuditChanges';
import { AuditRecord } from './AuditRecord';
import { AuditRows } from './AuditRows';
import { AUDIT_FILTERS } from './auditFilters';

/**
 * `/audit-log`: every organization's changes for the superadmin, newest first: when, which
 * organization, who, which record (linked to its page), what was done and which fields changed
 * from what to what. Read-only, filtered by organization, record kind, person, action, period.
 */
export const AuditLogList = () => {
  const translate = useTranslate();
  const who = (r: AuditLogRow) => r.user?.full_name ?? translate('resources.audit-log.system');
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={AUDIT_FILTERS} />}
      actions={
        <ListActions total="resources.audit-log.total">
          <ExportExcelButton path="audit-log" />
        </ListActions>
      }
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
    >
      <PhoneOr rows={<AuditRows who={who} />}>
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <LocalDateField source="at" showTime sortable />
          <FunctionField<AuditLogRow>
            source="landlord"
            sortable={false}
            render={(r) => r.landlord?.name ?? '—'}
          />
          <FunctionField<AuditLogRow> source="user" sortable={false} render={who} />
          <AuditRecord label="resources.audit-log.fields.entity" />
          <AuditActionChip label="resources.audit-log.fields.action" />
          <AuditChanges label="resources.audit-log.fields.changes" />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
