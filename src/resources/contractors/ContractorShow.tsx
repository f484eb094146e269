import {
  EditButton,
  Labeled,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { FilesField } from '../../admin/common/FilesField';
import { HistoryList } from '../../admin/common/HistoryPanel';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { PhoneField } from '../../admin/common/PhoneField';
import type { Contractor } from '../../domain/contractors';
import { ContractorMoves } from './ContractorMoves';
import { STATUS_COLORS, sourceChoices } from './contractorChoices';
import { ServicesField } from './ServicesField';

const Actions = () => {
  const record = useRecordContext<Contractor>();
  const { canAccess } = useCanAccess({ resource: 'contractors', action: 'edit', record });
  return (
    <TopToolbar>
      <ContractorMoves />
      {canAccess && <EditButton />}
    </TopToolbar>
  );
};

/** `/contractors/view/:id`: the card with documents and the decision, and its history. */
export const ContractorShow = () => (
  <Show actions={<Actions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="app.tabs.details">
        <TextField source="company_name" />
        <TextField source="bin" />
        <TextField source="contact_full_name" />
        <PhoneField source="phone" />
        <TextField source="email" emptyText="—" />
        <Labeled label="resources.contractors.fields.services">
          <ServicesField />
        </Labeled>
        <TextField source="comment" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        <Labeled label="resources.contractors.fields.files">
          <FilesField />
        </Labeled>
        <Labeled label="resources.contractors.fields.status">
          <EnumChip source="status" enumKey="contractor_status" colors={STATUS_COLORS} />
        </Labeled>
        <TextField source="status_note" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        <SelectField source="source" choices={sourceChoices} />
        <LocalDateField source="created_at" showTime />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="app.history.title" path="history">
        <HistoryList />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
