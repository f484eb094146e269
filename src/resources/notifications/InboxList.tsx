import { BooleanInput, Datagrid, FunctionField, SimpleList, useTranslate } from 'react-admin';
import { EmptyList } from '../../admin/common/EmptyList';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { useFormat } from '../../admin/common/useFormat';
import { NOTIFICATIONS_PER_PAGE } from '../../domain/constants';
import type { ReceivedNotification } from '../../domain/notifications';
import { shortText } from '../../i18n/format';
import { ReadAllButton } from './ReadAllButton';

const filters = [
  <BooleanInput
    key="unread"
    source="unread"
    label="resources.notifications.unread_only"
    alwaysOn
  />,
];

/** Unread rows stand out in bold. */
const rowSx = (record: ReceivedNotification) => ({
  '& td': { fontWeight: record.read_at ? 400 : 700 },
});
const unread = (r: ReceivedNotification) => (r.read_at ? undefined : { fontWeight: 700 });

/** `/notifications`: the signed-in user's inbox, newest first. */
export const InboxList = () => {
  const translate = useTranslate();
  const { dateTime } = useFormat();
  const author = (r: ReceivedNotification) =>
    r.author_name ?? translate('resources.notifications.from_product');
  return (
    <List
      exporter={false}
      perPage={NOTIFICATIONS_PER_PAGE}
      filters={<ListFilters inputs={filters} />}
      actions={
        <ListActions total="resources.employee-notifications.total">
          <ReadAllButton />
        </ListActions>
      }
      sort={{ field: 'id', order: 'DESC' }}
      empty={<EmptyList />}
    >
      <PhoneOr
        rows={
          <SimpleList<ReceivedNotification>
            linkType="show"
            primaryText={(r) => <span style={unread(r)}>{shortText(r.message, 80)}</span>}
            secondaryText={(r) => `${author(r)} · ${dateTime(r.created_at)}`}
            rowSx={(r) => (r.read_at ? {} : { bgcolor: 'action.hover' })}
          />
        }
      >
        <Datagrid rowClick="show" bulkActionButtons={false} rowSx={rowSx}>
          <LocalDateField source="created_at" showTime sortable={false} />
          <FunctionField<ReceivedNotification>
            source="author_name"
            render={author}
            sortable={false}
          />
          <FunctionField<ReceivedNotification>
            source="message"
            sortable={false}
            render={(r) => shortText(r.message, 120)}
          />
          <FunctionField<ReceivedNotification>
            source="files"
            sortable={false}
            render={(r) => (r.files.length ? r.files.length : '—')}
          />
          <FunctionField<ReceivedNotification>
            source="read_at"
            sortable={false}
            render={(r) =>
              r.read_at ? dateTime(r.read_at) : translate('resources.notifications.unread')
            }
          />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
