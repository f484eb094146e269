import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import type { Renter } from '../../domain/renters';
import { RenterCreate } from './RenterCreate';
import { RenterEdit } from './RenterEdit';
import { RenterList } from './RenterList';
import { RenterShow } from './RenterShow';

/** `/renters`: list, `view/:id`, `create`, `update/:id`. */
export default {
  list: RenterList,
  show: RenterShow,
  create: RenterCreate,
  edit: RenterEdit,
  icon: StorefrontIcon,
  recordRepresentation: (r: Renter) => r.outlet_name ?? r.legal_name,
} satisfies Omit<ResourceProps, 'name'>;
