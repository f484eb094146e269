import type { ResourceProps } from 'react-admin';
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
} satisfies Omit<ResourceProps, 'name'>;
