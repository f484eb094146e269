import {
  EditButton,
  NumberField,
  ReferenceArrayField,
  SelectField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { HistoryList } from '../../admin/common/HistoryPanel';
import { PhoneField } from '../../admin/common/PhoneField';
import type { Renter } from '../../domain/renters';
import { GiveAccessButton } from './GiveAccessButton';
import { RenterContractsTab } from './RenterContracts';
import { categoryChoices, renterStatusChoices } from './renterChoices';

const Actions = () => {
  const record = useRecordContext<Renter>();
  const { canAccess } = useCanAccess({ resource: 'renters', action: 'edit', record });
  return (
    <TopToolbar>
      <GiveAccessButton />
      {canAccess && <EditButton />}
    </TopToolbar>
  );
};

const HistoryTab = (props: object) => {
  const { canAccess } = useCanAccess({ resource: 'renters', action: 'edit' });
  return canAccess ? (
    <TabbedShowLayout.Tab {...props} label="app.history.title" path="history">
      <HistoryList />
    </TabbedShowLayout.Tab>
  ) : null;
};

/**
 * `/renters/:id/show` (`/renters/view/:id`): the company card (its rooms: those its leases cover
 * today), its leases for staff who read contracts and, for staff who may edit it, its history; a
 * renter sees only its own card.
 */
export const RenterShow = () => (
  <Show actions={<Actions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="app.tabs.details">
        <TextField source="legal_name" />
        <TextField source="bin_iin" />
        <TextField source="outlet_name" emptyText="—" />
        <SelectField source="category" choices={categoryChoices} />
        <ReferenceArrayField source="room_ids" reference="rooms">
          <SingleFieldList linkType={false} empty={<span>—</span>} />
        </ReferenceArrayField>
        <TextField source="legal_address" emptyText="—" />
        <TextField source="contact_full_name" />
        <PhoneField source="phone" />
        <TextField source="email" emptyText="—" />
        <SelectField source="status" choices={renterStatusChoices} />
        <NumberField source="users_count" />
      </TabbedShowLayout.Tab>
      <RenterContractsTab />
      <HistoryTab />
    </TabbedShowLayout>
  </Show>
);
