import { zodResolver } from '@hookform/resolvers/zod';
import {
  Create,
  Datagrid,
  Edit,
  List,
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
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { LogoInput } from '../../admin/common/LogoInput';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { type Room, roomInput } from '../../domain/objects';
import { manualStatusChoices, purposeChoices, roomStatusChoices } from '../objects/objectChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="object_id" source="object_id" reference="objects" alwaysOn />,
  <NumberInput key="floor" source="floor" />,
  <SelectInput key="status" source="status" choices={roomStatusChoices} />,
  <SelectInput key="purpose" source="purpose" choices={purposeChoices} />,
];

const RoomList = () => {
  const translate = useTranslate();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'number', order: 'ASC' }}>
      <PhoneOr
        rows={
          <SimpleList<Room>
            linkType="edit"
            primaryText={(r) => `${translate('resources.rooms.fields.number')} ${r.number}`}
            secondaryText={(r) =>
              [
                `${translate('resources.rooms.fields.floor')}: ${r.floor}`,
                `${translate('resources.rooms.fields.area')}: ${r.area}`,
                translate(`enums.room_purpose.${r.purpose}`),
              ].join(' · ')
            }
            tertiaryText={(r) => translate(`enums.room_status.${r.status}`)}
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="number" />
          <ReferenceField source="object_id" reference="objects" link="show" sortable={false} />
          <NumberField source="floor" />
          <NumberField source="area" />
          <SelectField source="purpose" choices={purposeChoices} sortable={false} />
          <SelectField source="status" choices={roomStatusChoices} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};

const RoomForm = () => (
  <SimpleForm resolver={zodResolver(roomInput)} defaultValues={{ status: 'free' }}>
    <LogoInput source="logo_id" />
    <ReferenceInput source="object_id" reference="objects" perPage={100}>
      <SelectInput sx={{ minWidth: 300 }} />
    </ReferenceInput>
    <TextInput source="number" />
    <NumberInput source="floor" step={1} />
    <NumberInput source="area" step={0.01} min={0} />
    <SelectInput source="purpose" choices={purposeChoices} />
    <SelectInput
      source="status"
      choices={manualStatusChoices}
      helperText="resources.rooms.status_hint"
    />
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
