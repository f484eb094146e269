import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { EditButton, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BidStatus } from '../../domain/requests';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/http';
import type { BidView } from './bidView';
import { useExecutors } from './useRequestTypes';

const LABELS: Record<string, string> = {
  in_progress: 'take',
  done: 'complete',
  rejected: 'reject',
  cancelled: 'cancel',
};

/** The moves this user may make on the bid now, executor assignment, and edit. */
export const BidActions = ({ bid }: { bid: BidView }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const executors = useExecutors(bid.actions.assign);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const move = async (status: BidStatus, why?: string) => {
    try {
      await dataProvider.call(`/bids/${bid.id}/status`, {
        method: 'PUT',
        body: { status, reason: why ?? null },
      });
      notify(`enums.bid_status.${status}`, { type: 'success' });
      setRejecting(false);
      refresh();
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.body.errors : undefined;
      if (errors?.reason) return setError(errors.reason);
      notify(errors?.status ?? 'app.errors.server', { type: 'error' });
      refresh();
    }
  };
  const assign = async (value: string) => {
    await dataProvider.call(`/bids/${bid.id}/executor`, {
      method: 'PUT',
      body: { executor_id: value ? Number(value) : null },
    });
    notify('resources.requests-journal.executor_saved', { type: 'success' });
    refresh();
  };
  const reopen = bid.status === 'done';

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {bid.actions.transitions.map((status) => (
        <Button
          key={status}
          variant={status === 'rejected' || status === 'cancelled' ? 'outlined' : 'contained'}
          color={status === 'rejected' || status === 'cancelled' ? 'error' : 'primary'}
          onClick={() => (status === 'rejected' ? setRejecting(true) : void move(status))}
        >
          {translate(
            `resources.requests-journal.action.${reopen && status === 'in_progress' ? 'reopen' : LABELS[status]}`,
          )}
        </Button>
      ))}
      {bid.actions.assign && (
        <TextField
          select
          size="small"
          sx={{ minWidth: 220 }}
          label={translate('resources.requests-journal.fields.executor_id')}
          value={bid.executor_id ? String(bid.executor_id) : ''}
          onChange={(e) => void assign(e.target.value)}
        >
          <MenuItem value="">{translate('resources.requests-journal.no_executor')}</MenuItem>
          {executors.map((e) => (
            <MenuItem key={e.id} value={String(e.id)}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {bid.actions.edit && <EditButton />}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.requests-journal.action.reject')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            required
            label={translate('resources.requests-journal.reject_reason')}
            value={reason}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="error" onClick={() => void move('rejected', reason)}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
