import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { landlordUpdateInput } from '../../domain/landlord';
import { LandlordInputs } from './LandlordInputs';

/** Landlords are blocked, never deleted: the toolbar has no delete button. */
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const LandlordEdit = () => (
  <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect={false}>
    <SimpleForm resolver={zodResolver(landlordUpdateInput)} toolbar={<EditToolbar />}>
      <LandlordInputs />
    </SimpleForm>
  </Edit>
);
