import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SimpleForm } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { type Employee, employeeUpdateInput } from '../../domain/employees';
import { EmployeeAccessPanel } from './EmployeeAccessPanel';
import { EmployeeInputs } from './EmployeeInputs';
import { EmployeeLogin } from './EmployeeLogin';
import { EmployeeToolbar } from './EmployeeToolbar';

/**
 * The card saves the employee's own fields only: access is changed in Settings, and sending the
 * loaded notification access back would ask the server to grant it again.
 */
const withoutAccess = ({
  access: _access,
  notification_access: _notifications,
  ...fields
}: Partial<Employee> & { access?: unknown; notification_access?: boolean }) => fields;

/**
 * `/employees/:id` (`/employees/update/:id`): the card, its sign-in login (or "give a login"), its
 * access levels and its history; deleting and restoring happen here, behind a confirmation.
 */
export const EmployeeEdit = () => (
  <Edit
    aside={<HistoryPanel />}
    mutationMode="pessimistic"
    redirect="list"
    transform={withoutAccess}
  >
    <SimpleForm resolver={zodResolver(employeeUpdateInput)} toolbar={<EmployeeToolbar />}>
      <EmployeeInputs />
    </SimpleForm>
    <EmployeeLogin />
    <EmployeeAccessPanel />
  </Edit>
);
