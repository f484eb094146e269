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
import { Confirm, useTranslate } from 'react-admin';

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

/**
 * The question a status move asks first: react-admin's confirmation, or a dialog with the note
 * to send along, whose input shows the server's refusal of it.
 */
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
  if (!question?.note) {
    return (
      <Confirm
        isOpen={question !== null}
        loading={busy}
        title={<span>{question?.title}</span>}
        content={question?.content && <DialogContentText>{question.content}</DialogContentText>}
        confirmColor={question?.confirmColor === 'warning' ? 'warning' : 'primary'}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{question.title}</DialogTitle>
      <DialogContent>
        {question.content && <DialogContentText>{question.content}</DialogContentText>}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={question.confirmColor ?? 'primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
