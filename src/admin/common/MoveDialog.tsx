import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** What a move asks before it is sent: a question, and maybe a note to send along. */
export interface MoveQuestion {
  title: ReactNode;
  content?: ReactNode;
  note?: { field: string; label: string; required?: boolean };
  confirmColor?: 'primary' | 'error' | 'warning';
}

interface MoveDialogProps {
  question: MoveQuestion | null;
  note: string;
  onNote: (note: string) => void;
  /** The server's refusal of the note, as an i18n key. */
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question a status move asks first; the note's input shows the server's refusal of it. */
export const MoveDialog = ({
  question,
  note,
  onNote,
  error,
  busy,
  onConfirm,
  onClose,
}: MoveDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={question !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{question?.title}</DialogTitle>
      <DialogContent>
        {question?.content && <DialogContentText>{question.content}</DialogContentText>}
        {question?.note && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            required={question.note.required}
            label={translate(question.note.label)}
            value={note}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            onChange={(e) => onNote(e.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={question?.confirmColor ?? 'primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
