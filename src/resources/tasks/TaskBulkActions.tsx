import EventIcon from '@mui/icons-material/Event';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { AssignSelectedButton } from '../../admin/assignedWork/AssignSelectedButton';
import { BulkDialog, useBulk } from '../../admin/assignedWork/BulkDialog';
import { futureDeadline } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fromAlmatyInput } from './deadline';

const ASSIGN_KEYS = {
  label: 'resources.tasks.bulk.assign',
  title: 'resources.tasks.bulk.assign_title',
  field: 'resources.tasks.fields.executor_id',
  done: 'resources.tasks.bulk.assigned',
};

/** Gives the selected tasks to one executor (a task always has one). */
export const BulkAssignButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <AssignSelectedButton
      module="tasks"
      resource="tasks"
      call={({ ids, executor_id }) => dataProvider.assignTasks({ ids, executor_id })}
      keys={ASSIGN_KEYS}
    />
  );
};

/** Sets one new deadline on the selected tasks. */
export const BulkDeadlineButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [deadline, setDeadline] = useState('');
  const { error, setError, run, ...dialog } = useBulk({
    resource: 'tasks',
    call: (body: { ids: number[]; deadline: string }) => dataProvider.moveTaskDeadlines(body),
    done: 'resources.tasks.bulk.deadline_changed',
    field: 'deadline',
  });
  return (
    <BulkDialog
      label="resources.tasks.bulk.deadline"
      icon={<EventIcon />}
      title="resources.tasks.bulk.deadline_title"
      {...dialog}
      onConfirm={() => {
        const checked = futureDeadline().safeParse(fromAlmatyInput(deadline));
        if (checked.success) void run({ ids: selectedIds as number[], deadline: checked.data });
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
