import EventIcon from '@mui/icons-material/Event';
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
import { type ReactElement, type ReactNode, useState } from 'react';
import { Button, useDataProvider, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import { type FieldErrors, useAction } from '../../admin/common/useAction';
import { futureDeadline } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fromAlmatyInput } from './deadline';
import { useTaskExecutors } from './useTaskOptions';

/** A bulk action's button and its dialog: one value for every selected task. */
const BulkDialog = ({
  label,
  icon,
  title,
  busy,
  open,
  setOpen,
  onConfirm,
  children,
}: {
  label: string;
  icon: ReactElement;
  title: string;
  busy: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  onConfirm: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(title, { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={busy} onClick={onConfirm}>
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The bulk call's success: the count told, the selection cleared, the rows read again. */
const useBulk = <B,>(path: string, done: string, field: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const unselectAll = useUnselectAll('tasks');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = useAction({
    call: (body: B) => dataProvider.call<{ updated: number }>(path, { method: 'POST', body }),
    done: (result) => ({ message: done, args: { smart_count: result.updated } }),
    onDone: () => {
      unselectAll();
      setOpen(false);
    },
    refresh: true,
    fields: (errors: FieldErrors) => (errors[field] ? { [field]: errors[field] } : {}),
  });
  const run = async (body: B) => setError((await action.run(body))?.[field] ?? null);
  return { open, setOpen, error, setError, run, busy: action.isPending };
};

/** Gives the selected tasks to one executor. */
export const BulkAssignButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const executors = useTaskExecutors();
  const [executor, setExecutor] = useState('');
  const { error, setError, run, ...dialog } = useBulk<{ ids: unknown[]; executor_id: number }>(
    '/tasks/bulk-assign',
    'resources.tasks.bulk.assigned',
    'executor_id',
  );
  return (
    <BulkDialog
      label="resources.tasks.bulk.assign"
      icon={<PersonAddIcon />}
      title="resources.tasks.bulk.assign_title"
      {...dialog}
      onConfirm={() =>
        executor
          ? void run({ ids: selectedIds, executor_id: Number(executor) })
          : setError('validation.required')
      }
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('resources.tasks.fields.executor_id')}
        value={executor}
        error={Boolean(error)}
        helperText={error ? translate(error) : ' '}
        onChange={(e) => {
          setExecutor(e.target.value);
          setError(null);
        }}
      >
        {executors.map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
    </BulkDialog>
  );
};

/** Sets one new deadline on the selected tasks. */
export const BulkDeadlineButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [deadline, setDeadline] = useState('');
  const { error, setError, run, ...dialog } = useBulk<{ ids: unknown[]; deadline: string }>(
    '/tasks/bulk-deadline',
    'resources.tasks.bulk.deadline_changed',
    'deadline',
  );
  return (
    <BulkDialog
      label="resources.tasks.bulk.deadline"
      icon={<EventIcon />}
      title="resources.tasks.bulk.deadline_title"
      {...dialog}
      onConfirm={() => {
        const checked = futureDeadline().safeParse(fromAlmatyInput(deadline));
        if (checked.success) void run({ ids: selectedIds, deadline: checked.data });
        else setError(checked.error.issues[0]?.message ?? 'validation.invalid');
      }}
    >
      <TextField
        fullWidth
        margin="dense"
        type="datetime-local"
        label={translate('resources.tasks.new_deadline')}
        value={deadline}
        error={Boolean(error)}
        helperText={error ? translate(error) : ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(e) => {
          setDeadline(e.target.value);
          setError(null);
        }}
      />
    </BulkDialog>
  );
};
