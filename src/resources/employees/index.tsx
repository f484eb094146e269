import type { ResourceProps } from 'react-admin';
import { EmployeeCreate } from './EmployeeCreate';
import { EmployeeEdit } from './EmployeeEdit';
import { EmployeeList } from './EmployeeList';

/** `/employees`, `/employees/create`, `/employees/update/:id`. */
export default {
  list: EmployeeList,
  create: EmployeeCreate,
  edit: EmployeeEdit,
} satisfies Omit<ResourceProps, 'name'>;
