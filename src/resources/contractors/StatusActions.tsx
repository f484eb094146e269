import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Contractor } from '../../domain/contractors';
import { ApiError, api } from '../../providers/api';

type Decision = 'processed' | 'rejected';

/** "Processed" and "Reject" for a new application; a rejection asks for the reason. */
export const StatusActions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<Contractor>();
  const { canAccess } = useCanAccess({ resource: 'contractors', action: 'edit', record });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'new' || !canAccess) return null;

  const close = () => {
    setDecision(null);
    setNote('');
    setError(null);
  };
  const send = async () => {
    if (!decision) return;
    setBusy(true);
    try {
      await api(`/contractors/${record.id}/status`, {
        method: 'PUT',
        body: { status: decision, note: note.trim() || null },
      });
      notify(`resources.contractors.decided.${decision}`, { type: 'success' });
      close();
      refresh();
    } catch (failure) {
      const body = failure instanceof ApiError ? failure.body : undefined;
      if (body?.errors?.note) setError(body.errors.note);
      else {
        notify(body?.errors?.status ?? 'app.errors.server', { type: 'error' });
        close();
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="resources.contractors.action.process" onClick={() => setDecision('processed')}>
        <CheckIcon />
      </Button>
      <Button
        label="resources.contractors.action.reject"
        color="error"
        onClick={() => setDecision('rejected')}
      >
        <CloseIcon />
      </Button>
      <Dialog open={decision !== null} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate(
            `resources.contractors.action.${decision === 'rejected' ? 'reject' : 'process'}`,
          )}
          {' — '}
          {record.company_name}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate(
              decision === 'rejected'
                ? 'resources.contractors.action.reason'
                : 'resources.contractors.action.note',
            )}
            value={note}
            required={decision === 'rejected'}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            onChange={(e) => setNote(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            color={decision === 'rejected' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => void send()}
          >
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
