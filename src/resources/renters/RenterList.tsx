import {
  Datagrid,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { ListActions } from '../../admin/common/ListActions';
import { categoryChoices, renterStatusChoices } from './renterChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={renterStatusChoices} alwaysOn />,
  <ReferenceInput key="object_id" source="object_id" reference="objects" alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} />,
];

/** `/renters`: register renter, total, search (name, BIN/IIN, outlet, contact, phone), filters. */
export const RenterList = () => (
  <List
    exporter={false}
    filters={filters}
    actions={
      <ListActions total="resources.renters.total" createLabel="resources.renters.register" />
    }
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
