import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { ACCESS_PRESETS, type AccessPreset, mayGrantAccess } from '../../domain/accessGrants';
import { type Employee, employeeCreateInput } from '../../domain/employees';
import { useSession } from '../../providers/session';
import { AccessPresetField } from './AccessPresetField';
import { EmployeeInputs } from './EmployeeInputs';

/** `/employees/create`: registering makes the login and shows its temporary password once. */
export const EmployeeCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { user } = useSession();
  const [preset, setPreset] = useState<AccessPreset | ''>('');
  return (
    <Create
      transform={(data: object) => (preset ? { ...data, access: ACCESS_PRESETS[preset] } : data)}
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
        {user && mayGrantAccess(user) && (
          <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
            <AccessPresetField value={preset} onChange={setPreset} />
          </Box>
        )}
      </SimpleForm>
    </Create>
  );
};
