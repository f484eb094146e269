import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { requiredBy } from '../../admin/common/requiredBy';
import { renterInput } from '../../domain/renters';
import { categoryChoices, renterStatusChoices } from './renterChoices';

const required = requiredBy(renterInput);

/** A renter's fields, shared by create and edit. */
export const RenterInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="legal_name" isRequired={required('legal_name')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput
        source="bin_iin"
        isRequired={required('bin_iin')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
      />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="outlet_name" fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <SelectInput
        source="category"
        choices={categoryChoices}
        isRequired={required('category')}
        fullWidth
      />
    </Grid>
    <Grid size={12}>
      <TextInput source="legal_address" fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput source="contact_full_name" isRequired={required('contact_full_name')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <TextInput
        source="phone"
        isRequired={required('phone')}
        fullWidth
        placeholder="+7 701 123 45 67"
      />
    </Grid>
    {/* Wide enough for a whole address: a quarter of a dialog cut it. */}
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="email" fullWidth slotProps={{ htmlInput: { inputMode: 'email' } }} />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <SelectInput source="status" choices={renterStatusChoices} fullWidth />
    </Grid>
  </Grid>
);
