import { Grid } from '@mui/material';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { requiredBy } from '../../admin/common/requiredBy';
import { employeeCreateInput } from '../../domain/employees';
import { departmentChoices } from './employeeChoices';

const required = requiredBy(employeeCreateInput);

/** Registering: a login (or none, to give one later) and whether to mail its password. */
const LoginInputs = () => {
  const [login, email] = useWatch({ name: ['login', 'email'] });
  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput
          source="login"
          fullWidth
          autoComplete="off"
          helperText="resources.employees.login_hint"
        />
      </Grid>
      {login && email && (
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <BooleanInput source="send_email" label="resources.employees.send_email" />
        </Grid>
      )}
    </>
  );
};

/** An employee's fields, shared by registering and editing. */
export const EmployeeInputs = ({ withLogin = false }: { withLogin?: boolean }) => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="full_name" isRequired={required('full_name')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput
        source="iin"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <SelectInput source="department" choices={departmentChoices} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="group" fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="position" fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="legal_entity_name" fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="pass_card" fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="phone" fullWidth placeholder="+7 701 123 45 67" />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput source="email" fullWidth slotProps={{ htmlInput: { inputMode: 'email' } }} />
    </Grid>
    <Grid size={{ xs: 6, md: 2 }}>
      <TextInput source="work_start" type="time" fullWidth />
    </Grid>
    <Grid size={{ xs: 6, md: 2 }}>
      <TextInput source="work_end" type="time" fullWidth />
    </Grid>
    {withLogin && <LoginInputs />}
  </Grid>
);
