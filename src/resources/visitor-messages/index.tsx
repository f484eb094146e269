import type { ResourceProps } from 'react-admin';
import { VisitorMessageList } from './VisitorMessageList';
import { VisitorMessageShow } from './VisitorMessageShow';

/** `/visitor-messages`: list and card (messages arrive through the QR code only). */
export default {
  list: VisitorMessageList,
  show: VisitorMessageShow,
} satisfies Omit<ResourceProps, 'name'>;
