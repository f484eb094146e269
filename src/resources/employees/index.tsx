import { zodResolver } from '@hookform/resolvers/zod';
import BadgeIcon from '@mui/icons-material/Badge';
import { Create, Edit, type ResourceProps, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { type Employee, employeeCreateInput, employeeUpdateInput } from '../../domain/employees';
import { EmployeeInputs } from './EmployeeInputs';
import { EmployeeList } from './EmployeeList';

const EmployeeCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (data: Employee & { temporary_password: string }) => {
          notify('resources.employees.password_notice', {
            type: 'success',
            autoHideDuration: null,
            multiLine: true,
            messageArgs: { login: data.login, password: data.temporary_password },
          });
          redirect('list', 'employees');
        },
      }}
    >
      <SimpleForm
        resolver={zodResolver(employeeCreateInput)}
        defaultValues={{ work_start: '09:00', work_end: '18:00' }}
      >
        <EmployeeInputs withLogin />
      </SimpleForm>
    </Create>
  );
};

/** `/employees`, `/employees/create`, `/employees/update/:id`. */
export default {
  list: EmployeeList,
  create: EmployeeCreate,
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect="list">
      <SimpleForm resolver={zodResolver(employeeUpdateInput)}>
        <EmployeeInputs />
      </SimpleForm>
    </Edit>
  ),
  icon: BadgeIcon,
  recordRepresentation: (r: Employee) => r.full_name,
} satisfies Omit<ResourceProps, 'name'>;
