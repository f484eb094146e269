import { type ResourceProps, TextField } from 'react-admin';
import { InboxList } from '../inbox/InboxList';

/** `/support-messages`: the landing's support form (superadmin); the whole message is shown. */
const SupportMessageList = () => (
  <InboxList>
    <TextField source="name" />
    <TextField source="phone" emptyText="—" sortable={false} />
    <TextField
      source="message"
      sortable={false}
      sx={{ display: 'block', whiteSpace: 'pre-line', maxWidth: 520 }}
    />
  </InboxList>
);

export default {
  list: SupportMessageList,
} satisfies Omit<ResourceProps, 'name'>;
