import {
  Datagrid,
  FunctionField,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../../admin/common/EmptyList';
import { EnumChip } from '../../admin/common/EnumChip';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { useFormat } from '../../admin/common/useFormat';
import { NOTIFICATIONS_PER_PAGE } from '../../domain/constants';
import type { SentNotification } from '../../domain/notifications';
import { shortText } from '../../i18n/format';
import { AUDIENCE_COLORS } from './choices';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** "Read by 3 of 40". */
const ReadOf = ({ record }: { record: SentNotification }) => {
  const translate = useTranslate();
  return (
    <>
      {translate('resources.employee-notifications.read_of', {
        read: record.read_count,
        total: record.recipient_count,
      })}
    </>
  );
};

/** `/employee-notifications`: what was sent, newest first, with how many read it. */
export const SentList = () => {
  const { dateTime } = useFormat();
  return (
    <List
      exporter={false}
      perPage={NOTIFICATIONS_PER_PAGE}
      filters={<ListFilters inputs={filters} />}
      actions={
        <ListActions total="resources.employee-notifications.total">
          <ExportExcelButton path="employee-notifications/export" />
        </ListActions>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<EmptyList />}
    >
      <PhoneOr
        rows={
          <SimpleList<SentNotification>
            linkType="show"
            primaryText={(r) => shortText(r.message, 80)}
            secondaryText={(r) =>
              [r.author_name, dateTime(r.created_at)].filter(Boolean).join(' · ')
            }
            tertiaryText={(r) => <ReadOf record={r} />}
          />
        }
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <LocalDateField source="created_at" showTime />
          <FunctionField<SentNotification>
            source="message"
            sortable={false}
            render={(r) => shortText(r.message, 120)}
          />
          <EnumChip
            source="audience"
            enumKey="notification_audience"
            colors={AUDIENCE_COLORS}
            variant="outlined"
            label="resources.employee-notifications.fields.audience"
          />
          <TextField source="author_name" emptyText="—" sortable={false} />
          <NumberField source="recipient_count" />
          <NumberField source="read_count" sortable={false} />
          <NumberField source="files_count" sortable={false} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
