import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { RealtyObject } from '../../domain/objects';
import { cityChoices } from '../landlords/landlordChoices';
import { Occupancy } from './Occupancy';
import { purposeChoices, roomStatusChoices } from './objectChoices';

const AddRoom = () => {
  const record = useRecordContext<RealtyObject>();
  return (
    <CreateButton
      resource="rooms"
      label="resources.objects.add_room"
      state={{ record: { object_id: record?.id } }}
    />
  );
};

const Actions = () => (
  <TopToolbar>
    <AddRoom />
    <EditButton />
  </TopToolbar>
);

/** An object with its occupancy and the list of its rooms. */
export const ObjectShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <SelectField source="city" choices={cityChoices} />
      <TextField source="address" />
      <TextField source="description" emptyText="—" />
      <FunctionField<RealtyObject>
        label="resources.objects.fields.rooms_total"
        render={(r) => <Occupancy object={r} />}
      />
      <ReferenceManyField
        reference="rooms"
        target="object_id"
        sort={{ field: 'number', order: 'ASC' }}
        perPage={100}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span />}>
          <TextField source="number" />
          <NumberField source="floor" />
          <NumberField source="area" />
          <SelectField source="purpose" choices={purposeChoices} />
          <SelectField source="status" choices={roomStatusChoices} />
        </Datagrid>
      </ReferenceManyField>
    </SimpleShowLayout>
  </Show>
);
