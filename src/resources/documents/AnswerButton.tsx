import ReplyIcon from '@mui/icons-material/Reply';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { answerTo } from './documentFormValues';
import type { DocumentRow } from './documentView';

/** Opens a new outgoing letter answering this one, to the same correspondent. */
export const AnswerButton = ({ letter }: { letter: DocumentRow }) => (
  <Button
    component={Link}
    to="/documents/create"
    state={{ record: answerTo(letter) }}
    label="resources.documents.action.answer"
    variant="contained"
  >
    <ReplyIcon />
  </Button>
);
