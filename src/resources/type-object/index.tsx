import { zodResolver } from '@hookform/resolvers/zod';
import {
  Create,
  Datagrid,
  Edit,
  type ResourceProps,
  SearchInput,
  SimpleForm,
  TextField,
} from 'react-admin';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { List } from '../../admin/common/List';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { LocalizedNameField, LocalizedNameInputs } from '../../admin/common/LocalizedName';
import { objectTypeInput } from '../../domain/reference';

const ObjectTypeList = () => {
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={[<SearchInput key="q" source="q" alwaysOn />]} />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedNameField source="name" />
        <LocalDateField source="updated_at" />
      </Datagrid>
    </List>
  );
};

const form = (
  <SimpleForm resolver={zodResolver(objectTypeInput)}>
    <LocalizedNameInputs />
  </SimpleForm>
);

/** `/type-object`, `/type-object/create`, `/type-object/:id` (update). */
export default {
  list: ObjectTypeList,
  create: () => <Create redirect="list">{form}</Create>,
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect="list">
      {form}
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
