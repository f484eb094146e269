import type { ResourceProps } from 'react-admin';
import { NotificationCreate } from './NotificationCreate';
import { SentList } from './SentList';
import { SentShow } from './SentShow';

/** `/employee-notifications`: what was sent, sending and the sent card. */
export default {
  list: SentList,
  create: NotificationCreate,
  show: SentShow,
} satisfies Omit<ResourceProps, 'name'>;
