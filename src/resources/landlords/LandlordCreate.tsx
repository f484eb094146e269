import { zodResolver } from '@hookform/resolvers/zod';
import { Create, FormTab, TabbedForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { requiredBy } from '../../admin/common/requiredBy';
import { landlordCreateInput } from '../../domain/landlord';
import { LandlordInputs } from './LandlordInputs';

interface Created {
  id: number;
  owner: { login: string; temporary_password: string };
}

const required = requiredBy(landlordCreateInput);

export const LandlordCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (data: Created) => {
          notify('resources.landlords.owner_password', {
            type: 'success',
            autoHideDuration: null,
            multiLine: true,
            messageArgs: { login: data.owner.login, password: data.owner.temporary_password },
          });
          redirect('edit', 'landlords', data.id);
        },
      }}
    >
      <TabbedForm resolver={zodResolver(landlordCreateInput)} defaultValues={{ status: 'active' }}>
        <FormTab label="resources.landlords.tabs.main">
          <LandlordInputs />
        </FormTab>
        <FormTab label="resources.landlords.tabs.owner">
          <TextInput source="owner_login" isRequired={required('owner_login')} autoComplete="off" />
          <TextInput
            source="owner_full_name"
            isRequired={required('owner_full_name')}
            sx={{ minWidth: { sm: 360 } }}
          />
          <TextInput source="owner_email" slotProps={{ htmlInput: { inputMode: 'email' } }} />
          <TextInput source="owner_phone" placeholder="+7 701 123 45 67" />
        </FormTab>
      </TabbedForm>
    </Create>
  );
};
