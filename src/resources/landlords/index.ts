import type { ResourceProps } from 'react-admin';
import { LandlordCreate } from './LandlordCreate';
import { LandlordEdit } from './LandlordEdit';
import { LandlordList } from './LandlordList';

export default {
  list: LandlordList,
  create: LandlordCreate,
  edit: LandlordEdit,
} satisfies Omit<ResourceProps, 'name'>;
