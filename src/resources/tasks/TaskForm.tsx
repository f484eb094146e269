import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { useAssignable } from '../../admin/assignedWork/useAssignable';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import { formGrid } from '../../admin/common/formGrid';
import { type TaskCreateInput, taskCreateInput, taskUpdateInput } from '../../domain/tasks';
import { DeadlineInput } from './DeadlineInput';
import { taskPriorityChoices } from './taskChoices';
import { useTaskCategories } from './useTaskOptions';

/**
 * A task's fields, all checked at once with the server's rules on save: a new task's deadline
 * may not be in the past; an edit may keep the one it had.
 */
export const TaskForm = ({
  mode,
  defaults,
}: {
  mode: 'create' | 'edit';
  defaults?: Partial<TaskCreateInput>;
}) => {
  const translate = useTranslate();
  const resolver = useMemo(
    () => zodResolver(mode === 'create' ? taskCreateInput : taskUpdateInput),
    [mode],
  );
  // Whom the caller may give a task to (`GET /api/tasks/executors`: needs `create` in tasks).
  const executors = useAssignable('tasks');
  const { categories } = useTaskCategories();
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={{ priority: 'medium', file_ids: [], ...defaults }}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <Box sx={formGrid}>
        <AutocompleteInput
          source="executor_id"
          choices={executors}
          isRequired
          label="resources.tasks.fields.executor_id"
        />
        <DeadlineInput />
        <SelectInput source="priority" choices={taskPriorityChoices} isRequired />
        <SelectInput
          source="category_id"
          choices={categories}
          parse={(value: string) => (value === '' ? null : value)}
          emptyText="resources.tasks.no_category"
        />
      </Box>
      <TextInput source="description" multiline minRows={3} fullWidth isRequired />
      <AttachmentsInput source="file_ids" max={10} />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('resources.tasks.about')}
      </Typography>
      <Box sx={{ ...formGrid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <ReferenceInput source="bid_id" reference="requests-journal">
          <AutocompleteInput label="resources.tasks.fields.bid_id" />
        </ReferenceInput>
        <ReferenceInput source="renter_id" reference="renters">
          <AutocompleteInput label="resources.tasks.fields.renter_id" />
        </ReferenceInput>
        <ReferenceInput source="room_id" reference="rooms">
          <AutocompleteInput label="resources.tasks.fields.room_id" />
        </ReferenceInput>
      </Box>
    </SimpleForm>
  );
};
