import {
  ArrayField,
  Datagrid,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { FilesField } from '../../admin/common/FilesField';
import { LocalDateField } from '../../admin/common/LocalDateField';
import type { SentNotification } from '../../domain/notifications';
import { AUDIENCE_COLORS } from './choices';

type Recipient = NonNullable<SentNotification['recipients']>[number];

const RoleField = () => {
  const translate = useTranslate();
  return (
    <FunctionField<Recipient>
      source="role"
      render={(r) => translate(`app.role.${r.role}`)}
      sortable={false}
    />
  );
};

/** A sent notification: the message, its files and who has read it. */
export const SentShow = () => {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <LocalDateField source="created_at" showTime />
        <TextField source="author_name" emptyText="—" />
        <Labeled label="resources.employee-notifications.fields.audience">
          <EnumChip
            source="audience"
            enumKey="notification_audience"
            colors={AUDIENCE_COLORS}
            variant="outlined"
          />
        </Labeled>
        <TextField source="message" sx={{ whiteSpace: 'pre-line' }} />
        <Labeled label="resources.employee-notifications.fields.files">
          <FilesField />
        </Labeled>
        <FunctionField<SentNotification>
          source="read_count"
          render={(r) =>
            translate('resources.employee-notifications.read_of', {
              read: r.read_count,
              total: r.recipient_count,
            })
          }
        />
        <ArrayField source="recipients">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="full_name" sortable={false} />
            <RoleField />
            <LocalDateField
              source="read_at"
              showTime
              sortable={false}
              emptyText={translate('resources.employee-notifications.not_read')}
            />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
};
