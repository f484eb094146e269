import type { ReactElement, ReactNode } from 'react';
import { Datagrid, DateInput, SearchInput, SelectInput, useResourceContext } from 'react-admin';
import { EmptyList } from '../../admin/common/EmptyList';
import { EnumChip } from '../../admin/common/EnumChip';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { InboxMoves } from './InboxMoves';
import { INBOX_STATUS_COLORS, inboxEnumOf, inboxStatusChoices } from './inboxChoices';

const filtersOf = (resource: string) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={inboxStatusChoices(resource)} alwaysOn />,
  <DateInput key="from" source="created_at_gte" label="app.inbox.created_from" alwaysOn />,
  <DateInput key="to" source="created_at_lte" label="app.inbox.created_to" alwaysOn />,
];

/**
 * A landing-page inbox of the superadmin (demo requests, support messages), newest first:
 * search, status, period, total, Excel, and the status moves in each row. `children` are the
 * columns between the date and the status; `rows` the phone's rows (`InboxRows`).
 */
export const InboxList = ({ children, rows }: { children: ReactNode; rows: ReactElement }) => {
  const resource = useResourceContext() ?? '';
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={filtersOf(resource)} />}
      actions={
        <ListActions total="app.inbox.total">
          <ExportExcelButton path={resource} />
        </ListActions>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<EmptyList />}
    >
      <PhoneOr rows={rows}>
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <LocalDateField source="created_at" showTime />
          {children}
          <EnumChip
            source="status"
            enumKey={inboxEnumOf(resource)}
            colors={INBOX_STATUS_COLORS}
            label={`resources.${resource}.fields.status`}
          />
          <InboxMoves label="app.inbox.actions" />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
