import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import { useExecutors } from './useRequestTypes';

/** Assigns the selected requests to one executor (or clears the executor). */
export const BulkAssignButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('requests-journal');
  const executors = useExecutors();
  const [open, setOpen] = useState(false);
  const [executor, setExecutor] = useState<string>('');
  const [busy, setBusy] = useState(false);

  const assign = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.call<{ updated: number }>('/bids/assign', {
        method: 'POST',
        body: { ids: selectedIds, executor_id: executor ? Number(executor) : null },
      });
      notify('resources.requests-journal.assigned', {
        type: 'success',
        messageArgs: { smart_count: result.updated },
      });
      unselectAll();
      refresh();
      setOpen(false);
    } catch (failure) {
      notify(messageKeyOf(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="resources.requests-journal.assign" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>
          {translate('resources.requests-journal.assign_selected', {
            smart_count: selectedIds.length,
          })}
        </DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('resources.requests-journal.fields.executor_id')}
            value={executor}
            onChange={(e) => setExecutor(e.target.value)}
          >
            <MenuItem value="">{translate('resources.requests-journal.no_executor')}</MenuItem>
            {executors.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={busy} onClick={() => void assign()}>
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
