import { zodResolver } from '@hookform/resolvers/zod';
import {
  Create,
  Datagrid,
  Edit,
  NumberField,
  NumberInput,
  type RedirectionSideEffect,
  ReferenceField,
  ReferenceInput,
  type ResourceProps,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { List } from '../../admin/common/List';
import { LocalNumberField } from '../../admin/common/LocalNumberField';
import { LogoInput } from '../../admin/common/LogoInput';
import {
  organizationColumn,
  useMixedOrganizations,
  useOrganizationFilters,
} from '../../admin/common/organization';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { requiredBy } from '../../admin/common/requiredBy';
import { type Room, roomInput } from '../../domain/objects';
import { manualStatusChoices, purposeChoices, roomStatusChoices } from '../objects/objectChoices';
import { RoomRows } from './RoomRows';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="object_id" source="object_id" reference="objects" alwaysOn />,
  <NumberInput key="floor" source="floor" />,
  <SelectInput key="status" source="status" choices={roomStatusChoices} />,
  <SelectInput key="purpose" source="purpose" choices={purposeChoices} />,
];

const RoomList = () => {
  const mixed = useMixedOrganizations();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={useOrganizationFilters(filters)} />}
      sort={{ field: 'place', order: 'ASC' }}
    >
      <PhoneOr rows={<RoomRows />}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {mixed && organizationColumn}
          <ReferenceField source="object_id" reference="objects" link="show" sortBy="place" />
          <TextField source="number" />
          <NumberField source="floor" />
          <LocalNumberField source="area" />
          <SelectField source="purpose" choices={purposeChoices} sortable={false} />
          <SelectField source="status" choices={roomStatusChoices} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};

const required = requiredBy(roomInput);

/**
 * The status a person sets (free, reserved); an occupied room shows it, read-only, until its
 * renter lets it go.
 */
const StatusInput = () => {
  const occupied = useRecordContext<Room>()?.status === 'occupied';
  return occupied ? (
    <SelectInput
      source="status"
      choices={roomStatusChoices}
      readOnly
      helperText="resources.rooms.occupied_hint"
    />
  ) : (
    <SelectInput
      source="status"
      choices={manualStatusChoices}
      helperText="resources.rooms.status_hint"
    />
  );
};

const RoomForm = () => (
  <SimpleForm resolver={zodResolver(roomInput)} defaultValues={{ status: 'free' }}>
    <LogoInput source="logo_id" />
    <ReferenceInput source="object_id" reference="objects" perPage={100}>
      <SelectInput isRequired={required('object_id')} sx={{ minWidth: 300 }} />
    </ReferenceInput>
    <TextInput source="number" isRequired={required('number')} />
    <NumberInput source="floor" step={1} isRequired={required('floor')} />
    <NumberInput source="area" step={0.01} min={0} isRequired={required('area')} />
    <SelectInput source="purpose" choices={purposeChoices} isRequired={required('purpose')} />
    <StatusInput />
  </SimpleForm>
);

/** After saving a room, its object's page with the room list. */
const toObject: RedirectionSideEffect = (_resource, _id, data) =>
  data?.object_id ? `objects/${data.object_id}/show` : 'rooms';

/** `/rooms`: premises; "occupied" follows from an active renter, the rest is set by hand. */
export default {
  list: RoomList,
  create: () => (
    <Create redirect={toObject}>
      <RoomForm />
    </Create>
  ),
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect={toObject}>
      <RoomForm />
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
