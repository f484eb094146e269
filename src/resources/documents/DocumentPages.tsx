import { Alert } from '@mui/material';
import { Create, Edit, useRecordContext, useTranslate } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { almatyToday } from '../contracts/contractDates';
import { DocumentForm } from './DocumentForm';
import { HISTORY_ENUMS } from './documentChoices';
import { editChoicesOf } from './documentFormValues';
import type { DocumentRow } from './documentView';

/** A new letter: incoming, registered today (Almaty), from a renter, its reply due on a day. */
const newLetter = () => ({
  direction: 'incoming',
  registered_on: almatyToday(),
  correspondent_kind: 'renter' as const,
  due_mode: 'date' as const,
  responsible_id: null,
  file_ids: [],
});

/**
 * `/documents/create`: a letter registered under the register's next number, then its page. An
 * answer comes here from its letter's page with its direction, link and correspondent filled.
 */
export const DocumentCreate = () => (
  <Create redirect="show">
    <DocumentForm defaults={newLetter} />
  </Create>
);

/** The edit form of a letter; an archived one is only read until it is taken back to work. */
const EditForm = () => {
  const translate = useTranslate();
  const letter = useRecordContext<DocumentRow>();
  if (!letter) return null;
  if (letter.status === 'archived') {
    return <Alert severity="info">{translate('resources.documents.archived_hint')}</Alert>;
  }
  return <DocumentForm defaults={() => editChoicesOf(letter)} editing />;
};

/** `/documents/{id}`: the letter's fields changed (not its direction nor its year), then its page. */
export const DocumentEdit = () => (
  <Edit aside={<HistoryPanel enums={HISTORY_ENUMS} />} mutationMode="pessimistic" redirect="show">
    <EditForm />
  </Edit>
);
