import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceProps } from 'react-admin';
import type { Landlord } from '../../domain/landlord';
import { LandlordCreate } from './LandlordCreate';
import { LandlordEdit } from './LandlordEdit';
import { LandlordList } from './LandlordList';

export default {
  list: LandlordList,
  create: LandlordCreate,
  edit: LandlordEdit,
  icon: BusinessIcon,
  recordRepresentation: (r: Landlord) => r.name,
} satisfies Omit<ResourceProps, 'name'>;
