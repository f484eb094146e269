import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import {
  Button,
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { HistoryList } from '../../admin/common/HistoryPanel';
import { LocalNumberField } from '../../admin/common/LocalNumberField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { mayReadAllLeases } from '../../domain/leaseReports';
import type { RealtyObject } from '../../domain/objects';
import { useSession } from '../../providers/session';
import { stackingPlanPath } from '../../routes';
import { cityChoices } from '../landlords/landlordChoices';
import { RoomRows } from '../rooms/RoomRows';
import { Occupancy } from './Occupancy';
import { purposeChoices, roomStatusChoices } from './objectChoices';

const AddRoom = () => {
  const record = useRecordContext<RealtyObject>();
  const { canAccess } = useCanAccess({ resource: 'rooms', action: 'create' });
  if (!canAccess) return null;
  return (
    <CreateButton
      resource="rooms"
      label="resources.objects.add_room"
      state={{ record: { object_id: record?.id } }}
    />
  );
};

/** The object's stacking plan, for those who read every lease. */
const PlanButton = () => {
  const record = useRecordContext<RealtyObject>();
  const { user } = useSession();
  if (!record || !mayReadAllLeases(user)) return null;
  return (
    <Button component={Link} to={stackingPlanPath(record.id)} label="resources.contracts.plan.open">
      <ViewQuiltIcon />
    </Button>
  );
};

const Actions = () => {
  const record = useRecordContext<RealtyObject>();
  const { canAccess } = useCanAccess({ resource: 'objects', action: 'edit', record });
  return (
    <TopToolbar>
      <PlanButton />
      <AddRoom />
      {canAccess && <EditButton />}
    </TopToolbar>
  );
};

/** An object with its occupancy and the list of its rooms; its history on a tab. */
export const ObjectShow = () => (
  <Show actions={<Actions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="app.tabs.details">
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
          <PhoneOr rows={<RoomRows withCentre={false} />}>
            <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span />}>
              <TextField source="number" />
              <NumberField source="floor" />
              <LocalNumberField source="area" />
              <SelectField source="purpose" choices={purposeChoices} />
              <SelectField source="status" choices={roomStatusChoices} />
            </Datagrid>
          </PhoneOr>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="app.history.title" path="history">
        <HistoryList />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
