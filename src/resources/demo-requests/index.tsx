import { EmailField, type ResourceProps, TextField } from 'react-admin';
import { PhoneField, phoneText } from '../../admin/common/PhoneField';
import type { DemoRequest } from '../../domain/inbox';
import { InboxList } from '../inbox/InboxList';
import { InboxRows } from '../inbox/InboxRows';

/** `/demo-requests`: "order a demo" from the landing page (superadmin). */
const DemoRequestList = () => (
  <InboxList
    rows={
      <InboxRows<DemoRequest>
        body={(r) => [r.email, phoneText(r.phone), r.page].filter(Boolean).join(' · ')}
      />
    }
  >
    <TextField source="name" />
    <EmailField source="email" />
    <PhoneField source="phone" emptyText="—" sortable={false} />
    <TextField source="page" emptyText="—" sortable={false} />
  </InboxList>
);

export default {
  list: DemoRequestList,
} satisfies Omit<ResourceProps, 'name'>;
