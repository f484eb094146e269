import { Stack } from '@mui/material';
import { EditButton, useCanAccess } from 'react-admin';
import { AnswerButton } from './AnswerButton';
import { DocumentMoves } from './DocumentMoves';
import { accessRecordOf } from './documentChoices';
import type { DocumentRow } from './documentView';

/**
 * What may be done with the letter now, for those who may: an incoming letter not archived is
 * answered; its status moved on; it is edited unless archived. A letter is never deleted, and a
 * renter reads its letters with no actions at all.
 */
export const DocumentActions = ({ letter }: { letter: DocumentRow }) => {
  const record = accessRecordOf(letter);
  const { canAccess: canWork } = useCanAccess({ resource: 'documents', action: 'work', record });
  const { canAccess: canCreate } = useCanAccess({ resource: 'documents', action: 'create' });
  const archived = letter.status === 'archived';
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', alignSelf: 'flex-start' }}
    >
      {canCreate && letter.direction === 'incoming' && !archived && (
        <AnswerButton letter={letter} />
      )}
      {canWork && <DocumentMoves letter={letter} />}
      {!archived && <EditButton record={{ ...letter, ...record }} />}
    </Stack>
  );
};
