import type { ResourceProps } from 'react-admin';
import { InboxList } from './InboxList';
import { InboxShow } from './InboxShow';

/** `/notifications`: every signed-in user's inbox and a notification's card. */
export default {
  list: InboxList,
  show: InboxShow,
} satisfies Omit<ResourceProps, 'name'>;
