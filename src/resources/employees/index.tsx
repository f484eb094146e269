import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import type { Employee } from '../../domain/employees';
import { EmployeeCreate } from './EmployeeCreate';
import { EmployeeEdit } from './EmployeeEdit';
import { EmployeeList } from './EmployeeList';

/** `/employees`, `/employees/create`, `/employees/update/:id`. */
export default {
  list: EmployeeList,
  create: EmployeeCreate,
  edit: EmployeeEdit,
  icon: BadgeIcon,
  recordRepresentation: (r: Employee) => r.full_name,
} satisfies Omit<ResourceProps, 'name'>;
