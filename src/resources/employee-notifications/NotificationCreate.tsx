import { zodResolver } from '@hookform/resolvers/zod';
import {
  Create,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { enumChoices } from '../../admin/common/enumChoices';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_MESSAGE_MAX,
  notificationForm,
  type SentNotification,
} from '../../domain/notifications';
import { FilesPicker } from './FilesPicker';
import { PeopleInput } from './PeopleInput';

const audienceChoices = enumChoices('notification_audience', NOTIFICATION_AUDIENCES);

/** "123 / 2000" under the message. */
const MessageCounter = () => {
  const translate = useTranslate();
  const message: string = useWatch({ name: 'message' }) ?? '';
  return (
    <>
      {`${message.length} / ${NOTIFICATION_MESSAGE_MAX} · `}
      {translate('resources.employee-notifications.message_hint', {
        max: NOTIFICATION_MESSAGE_MAX,
      })}
    </>
  );
};

const Recipients = () => {
  const audience = useWatch({ name: 'audience' });
  return audience === 'users' ? <PeopleInput /> : null;
};

const SendToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.employee-notifications.send" />
  </Toolbar>
);

/** The send form: message, to whom (an audience or picked people), files. */
export const NotificationCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (sent: SentNotification) => {
    notify('resources.employee-notifications.sent', { type: 'success' });
    redirect('show', 'employee-notifications', sent.id);
  };
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm
        resolver={zodResolver(notificationForm)}
        defaultValues={{ message: '', audience: 'renters', recipients: [], files: [] }}
        toolbar={<SendToolbar />}
      >
        <TextInput
          source="message"
          multiline
          minRows={4}
          fullWidth
          helperText={<MessageCounter />}
          slotProps={{ htmlInput: { maxLength: NOTIFICATION_MESSAGE_MAX } }}
        />
        <RadioButtonGroupInput
          source="audience"
          label="resources.employee-notifications.recipients_choice"
          choices={audienceChoices}
        />
        <Recipients />
        <FilesPicker />
      </SimpleForm>
    </Create>
  );
};
