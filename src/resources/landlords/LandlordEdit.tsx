import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { landlordUpdateInput } from '../../domain/landlord';
import { LandlordInputs } from './LandlordInputs';
import { TrialButton } from './Trial';

/** Landlords are blocked, never deleted: the toolbar has no delete button. */
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The trial is moved on its own: its dialog saves at once, apart from the form. */
const EditActions = () => (
  <TopToolbar>
    <TrialButton />
  </TopToolbar>
);

export const LandlordEdit = () => (
  <Edit
    actions={<EditActions />}
    aside={<HistoryPanel />}
    mutationMode="pessimistic"
    redirect={false}
  >
    <SimpleForm resolver={zodResolver(landlordUpdateInput)} toolbar={<EditToolbar />}>
      <LandlordInputs />
    </SimpleForm>
  </Edit>
);
