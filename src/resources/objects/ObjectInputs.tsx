import { Grid } from '@mui/material';
import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { LogoInput } from '../../admin/common/LogoInput';
import { requiredBy } from '../../admin/common/requiredBy';
import { objectInput } from '../../domain/objects';
import { cityChoices } from '../landlords/landlordChoices';

const required = requiredBy(objectInput);

/** An object's fields, shared by create and edit. */
export const ObjectInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <Grid size={12}>
      <LogoInput source="logo_id" />
    </Grid>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="name" isRequired={required('name')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <ReferenceInput source="object_type_id" reference="type-object" perPage={100}>
        <SelectInput isRequired={required('object_type_id')} fullWidth />
      </ReferenceInput>
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <SelectInput source="city" choices={cityChoices} isRequired={required('city')} fullWidth />
    </Grid>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="address" isRequired={required('address')} fullWidth />
    </Grid>
    <Grid size={12}>
      <TextInput source="description" multiline minRows={2} fullWidth />
    </Grid>
    <Grid size={12}>
      <BooleanInput source="is_public" helperText="resources.objects.public_hint" />
    </Grid>
  </Grid>
);
