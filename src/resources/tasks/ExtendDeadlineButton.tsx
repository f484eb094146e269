import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type FieldErrors, useAction } from '../../admin/common/useAction';
import { futureDeadline } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fromAlmatyInput, toAlmatyInput } from './deadline';
import type { TaskView } from './taskView';

/** The creator's new deadline (Almaty time, not in the past); an expired task goes back to work. */
export const ExtendDeadlineButton = ({ task }: { task: TaskView }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const extend = useAction({
    call: (deadline: string) => dataProvider.extendTaskDeadline(task.id, deadline),
    done: 'resources.tasks.extended',
    onDone: () => setOpen(false),
    refresh: true,
    fields: (errors): FieldErrors => (errors.deadline ? { deadline: errors.deadline } : {}),
  });
  const confirm = async () => {
    const checked = futureDeadline().safeParse(fromAlmatyInput(value));
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setError((await extend.run(checked.data))?.deadline ?? null);
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setValue(toAlmatyInput(task.deadline));
          setError(null);
          setOpen(true);
        }}
      >
        {translate('resources.tasks.action.extend')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.tasks.action.extend')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="datetime-local"
            label={translate('resources.tasks.new_deadline')}
            value={value}
            error={Boolean(error)}
            helperText={translate(error ?? 'resources.tasks.deadline_hint')}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={extend.isPending} onClick={() => void confirm()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
