import { Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { categoryChoices, renterStatusChoices } from './renterChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={renterStatusChoices} alwaysOn />,
  <ReferenceInput key="object_id" source="object_id" reference="objects" alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} />,
];

const Total = () => {
  const translate = useTranslate();
  const { total } = useListContext();
  if (total === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', alignSelf: 'center' }}>
      {translate('resources.renters.total', { smart_count: total })}
    </Typography>
  );
};

const Actions = () => (
  <TopToolbar sx={{ width: '100%' }}>
    <Total />
    <CreateButton label="resources.renters.register" />
  </TopToolbar>
);

/** `/renters`: register renter, total, search (name, BIN/IIN, outlet, contact, phone), filters. */
export const RenterList = () => (
  <List
    exporter={false}
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'created_at', order: 'DESC' }}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="legal_name" />
      <TextField source="bin_iin" sortable={false} />
      <TextField source="outlet_name" />
      <SelectField source="category" choices={categoryChoices} sortable={false} />
      <TextField source="contact_full_name" sortable={false} />
      <TextField source="phone" sortable={false} />
      <SelectField source="status" choices={renterStatusChoices} />
    </Datagrid>
  </List>
);
