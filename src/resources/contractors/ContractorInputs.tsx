import { Box } from '@mui/material';
import { CheckboxGroupInput, TextInput } from 'react-admin';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import { formGrid } from '../../admin/common/formGrid';
import { requiredBy } from '../../admin/common/requiredBy';
import { contractorInput } from '../../domain/contractors';
import { serviceChoices } from './contractorChoices';

const required = requiredBy(contractorInput);

/** The contractor's card: company, contact, services, comment and documents. */
export const ContractorInputs = () => (
  <>
    <Box sx={formGrid}>
      <TextInput source="company_name" isRequired={required('company_name')} />
      <TextInput source="bin" isRequired={required('bin')} />
      <TextInput source="contact_full_name" isRequired={required('contact_full_name')} />
      <TextInput source="phone" isRequired={required('phone')} helperText="+7 701 123 45 67" />
      <TextInput source="email" type="email" />
    </Box>
    <CheckboxGroupInput
      source="services"
      choices={serviceChoices}
      isRequired={required('services')}
    />
    <TextInput source="comment" multiline minRows={3} fullWidth />
    <AttachmentsInput source="file_ids" />
  </>
);
