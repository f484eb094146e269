import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import type { VisitorMessage } from '../../domain/visitors';
import { shortText } from '../../i18n/format';
import { VisitorMessageList } from './VisitorMessageList';
import { VisitorMessageShow } from './VisitorMessageShow';

/** `/visitor-messages`: list and card (messages arrive through the QR code only). */
export default {
  list: VisitorMessageList,
  show: VisitorMessageShow,
  icon: RateReviewIcon,
  recordRepresentation: (r: VisitorMessage) => shortText(r.text, 40),
} satisfies Omit<ResourceProps, 'name'>;
