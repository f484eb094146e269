import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceProps } from 'react-admin';
import type { Bid } from '../../domain/requests';
import { BidList } from './BidList';
import { BidEdit } from './BidPages';
import { BidShow } from './BidShow';
import { TypeChooser } from './TypeChooser';

/** `/requests-journal`: list, `create` (type) → `create/:id`, `view/:bidId`, `edit/:bidId`. */
export default {
  list: BidList,
  show: BidShow,
  create: TypeChooser,
  edit: BidEdit,
  icon: AssignmentIcon,
  recordRepresentation: (r: Bid) => `№ ${r.number}`,
} satisfies Omit<ResourceProps, 'name'>;
