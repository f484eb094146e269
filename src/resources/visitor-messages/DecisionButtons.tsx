import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { VisitorMessage } from '../../domain/visitors';
import { ApiError, api } from '../../providers/api';

type Decision = 'processed' | 'rejected';

/** "Processed" or "Reject" with a reply note (required to reject). */
export const DecisionButtons = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<VisitorMessage>();
  const { canAccess } = useCanAccess({ resource: 'visitor-messages', action: 'edit' });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (record?.status !== 'new' || !canAccess) return null;
  const send = async () => {
    try {
      await api(`/visitor-messages/${record.id}/status`, {
        method: 'PUT',
        body: { status: decision, reply_note: note.trim() || null },
      });
      notify(`enums.visitor_status.${decision}`, { type: 'success' });
      setDecision(null);
      refresh();
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.body.errors : undefined;
      if (errors?.reply_note) return setError(errors.reply_note);
      notify(errors?.status ?? 'app.errors.server', { type: 'error' });
      setDecision(null);
      refresh();
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setDecision('processed')}>
        {translate('resources.visitor-messages.action.process')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDecision('rejected')}>
        {translate('resources.visitor-messages.action.reject')}
      </Button>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate(
            `resources.visitor-messages.action.${decision === 'rejected' ? 'reject' : 'process'}`,
          )}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            required={decision === 'rejected'}
            label={translate('resources.visitor-messages.fields.reply_note')}
            value={note}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            onChange={(e) => {
              setNote(e.target.value);
              setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void send()}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
