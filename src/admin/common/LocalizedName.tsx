import { Stack } from '@mui/material';
import { FunctionField, TextInput, useLocaleState } from 'react-admin';
import { type LocalizedName, localizedName } from '../../domain/reference';
import { requiredBy } from './requiredBy';

const required = requiredBy(localizedName());

/** The three names of a reference record (Russian, Kazakh, English). */
export const LocalizedNameInputs = () => (
  <Stack sx={{ width: '100%', maxWidth: 480 }}>
    <TextInput source="name.ru" isRequired={required('ru')} fullWidth />
    <TextInput source="name.kk" isRequired={required('kk')} fullWidth />
    <TextInput source="name.en" isRequired={required('en')} fullWidth />
  </Stack>
);

/** The name in the interface language (`source` names the column for the list header). */
export const LocalizedNameField = (_props: { source: 'name' }) => {
  const [locale] = useLocaleState();
  return (
    <FunctionField<{ name: LocalizedName }>
      source="name"
      render={(r) => r.name[locale as keyof LocalizedName] ?? r.name.ru}
    />
  );
};
