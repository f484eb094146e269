import { type ResourceProps, TextField } from 'react-admin';
import { PhoneField, PhoneLink } from '../../admin/common/PhoneField';
import type { SupportMessage } from '../../domain/inbox';
import { InboxList } from '../inbox/InboxList';
import { InboxRows } from '../inbox/InboxRows';

/** `/support-messages`: the landing's support form (superadmin); the whole message is shown. */
const SupportMessageList = () => (
  <InboxList
    rows={
      <InboxRows<SupportMessage>
        body={(r) =>
          r.phone ? (
            <>
              {r.message}
              {'\n'}
              <PhoneLink phone={r.phone} />
            </>
          ) : (
            r.message
          )
        }
      />
    }
  >
    <TextField source="name" />
    <PhoneField source="phone" emptyText="—" sortable={false} />
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
