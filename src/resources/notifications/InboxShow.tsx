import { Button } from '@mui/material';
import {
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { FilesField } from '../../admin/common/FilesField';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { linkPathOf, type ReceivedNotification } from '../../domain/notifications';

/** A received notification (opening it marks it read): its files and the record it is about. */
export const InboxShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <LocalDateField source="created_at" showTime />
        <FunctionField<ReceivedNotification>
          source="author_name"
          render={(r) => r.author_name ?? translate('resources.notifications.from_product')}
        />
        <TextField source="message" sx={{ whiteSpace: 'pre-line' }} />
        <Labeled label="resources.notifications.fields.files">
          <FilesField />
        </Labeled>
        <FunctionField<ReceivedNotification>
          label={false}
          render={(r) =>
            r.link_kind && r.link_id ? (
              <Button component={Link} to={linkPathOf(r.link_kind, r.link_id)} variant="outlined">
                {translate(`resources.notifications.link.${r.link_kind}`)}
              </Button>
            ) : null
          }
        />
      </SimpleShowLayout>
    </Show>
  );
};
