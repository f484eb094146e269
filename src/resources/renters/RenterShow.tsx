import {
  ChipField,
  EditButton,
  NumberField,
  ReferenceArrayField,
  SelectField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { Renter } from '../../domain/renters';
import { GiveAccessButton } from './GiveAccessButton';
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

/** `/renters/:id/show` (`/renters/view/:id`): the company card; a renter sees only its own. */
export const RenterShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="legal_name" />
      <TextField source="bin_iin" />
      <TextField source="outlet_name" emptyText="—" />
      <SelectField source="category" choices={categoryChoices} />
      <ReferenceArrayField source="room_ids" reference="rooms">
        <SingleFieldList linkType={false}>
          <ChipField source="number" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
      <TextField source="legal_address" emptyText="—" />
      <TextField source="contact_full_name" />
      <TextField source="phone" />
      <TextField source="email" emptyText="—" />
      <SelectField source="status" choices={renterStatusChoices} />
      <NumberField source="users_count" />
    </SimpleShowLayout>
  </Show>
);
