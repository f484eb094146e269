import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DocumentDirection } from '../../domain/documents';
import { shortText } from '../../i18n/shortText';
import type { DocumentRow } from './documentView';

const OTHER: Record<DocumentDirection, DocumentDirection> = {
  incoming: 'outgoing',
  outgoing: 'incoming',
};

/** A letter in the picker: its number, correspondent and subject. */
const letterText = (letter: DocumentRow) =>
  `№ ${letter.number} · ${letter.correspondent} · ${shortText(letter.subject, 60)}`;

/** The letter this one answers: one of the other direction, found by number, name or subject. */
export const ReplyToInput = () => {
  const direction = useWatch({ name: 'direction' }) as DocumentDirection;
  return (
    <ReferenceInput
      source="reply_to_id"
      reference="documents"
      filter={{ direction: OTHER[direction] }}
      sort={{ field: 'registered_on', order: 'DESC' }}
    >
      <AutocompleteInput
        label="resources.documents.fields.reply_to_id"
        optionText={letterText}
        filterToQuery={(q: string) => ({ q })}
        helperText="resources.documents.reply_to_hint"
        fullWidth
      />
    </ReferenceInput>
  );
};
