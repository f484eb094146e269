import { EmailField, type ResourceProps, TextField } from 'react-admin';
import { InboxList } from '../inbox/InboxList';

/** `/demo-requests`: "order a demo" from the landing page (superadmin). */
const DemoRequestList = () => (
  <InboxList>
    <TextField source="name" />
    <EmailField source="email" />
    <TextField source="phone" emptyText="—" sortable={false} />
    <TextField source="page" emptyText="—" sortable={false} />
  </InboxList>
);

export default {
  list: DemoRequestList,
} satisfies Omit<ResourceProps, 'name'>;
