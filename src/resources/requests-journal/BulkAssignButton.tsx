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
  type Identifier,
  useDataProvider,
  useListContext,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { useAction } from '../../admin/common/useAction';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useExecutors } from './useRequestTypes';

/** Assigns the selected requests to one executor (or clears the executor). */
export const BulkAssignButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('requests-journal');
  const executors = useExecutors();
  const [open, setOpen] = useState(false);
  const [executor, setExecutor] = useState<string>('');
  const assign = useAction({
    call: (body: { ids: Identifier[]; executor_id: number | null }) =>
      dataProvider.call<{ updated: number }>('/bids/assign', { method: 'POST', body }),
    done: (result) => ({
      message: 'resources.requests-journal.assigned',
      args: { smart_count: result.updated },
    }),
    onDone: () => {
      unselectAll();
      setOpen(false);
    },
    refresh: true,
  });

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
          <MuiButton
            variant="contained"
            disabled={assign.isPending}
            onClick={() =>
              void assign.run({ ids: selectedIds, executor_id: executor ? Number(executor) : null })
            }
          >
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
