import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { LogoInput } from '../../admin/common/LogoInput';
import { requiredBy } from '../../admin/common/requiredBy';
import { landlordUpdateInput } from '../../domain/landlord';
import { cityChoices, statusChoices } from './landlordChoices';

const required = requiredBy(landlordUpdateInput);

/** The organization's fields, shared by create and edit. */
export const LandlordInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <Grid size={12}>
      <LogoInput source="logo_id" />
    </Grid>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="name" isRequired={required('name')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput
        source="bin"
        isRequired={required('bin')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <SelectInput source="city" choices={cityChoices} isRequired={required('city')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="legal_address" isRequired={required('legal_address')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput
        source="director_full_name"
        isRequired={required('director_full_name')}
        fullWidth
      />
    </Grid>
    <Grid size={{ xs: 12, md: 3 }}>
      <TextInput
        source="phone"
        isRequired={required('phone')}
        fullWidth
        placeholder="+7 701 123 45 67"
      />
    </Grid>
    <Grid size={{ xs: 12, md: 3 }}>
      <TextInput
        source="email"
        isRequired={required('email')}
        slotProps={{ htmlInput: { inputMode: 'email' } }}
        fullWidth
      />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <SelectInput source="status" choices={statusChoices} fullWidth />
    </Grid>
  </Grid>
);
