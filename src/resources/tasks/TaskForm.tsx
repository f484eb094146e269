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
import { canAccess } from '../../domain/access';
import { type TaskCreateInput, taskCreateInput, taskUpdateInput } from '../../domain/tasks';
import { useSession } from '../../providers/session';
import { DeadlineInput } from './DeadlineInput';
import { taskPriorityChoices } from './taskChoices';
import { useTaskCategories } from './useTaskOptions';

/** What a task may be about: a picker each, shown to whoever may list that module's records. */
const ABOUT = [
  { source: 'bid_id', reference: 'requests-journal' },
  { source: 'renter_id', reference: 'renters' },
  { source: 'room_id', reference: 'rooms' },
] as const;

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
  const { user } = useSession();
  // A picker of a module the caller may not read would only wait on a refusal (403).
  const about = ABOUT.filter(({ reference }) =>
    canAccess(user, { resource: reference, action: 'list' }),
  );
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
      {about.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('resources.tasks.about')}
          </Typography>
          <Box sx={{ ...formGrid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            {about.map(({ source, reference }) => (
              <ReferenceInput key={source} source={source} reference={reference}>
                <AutocompleteInput label={`resources.tasks.fields.${source}`} />
              </ReferenceInput>
            ))}
          </Box>
        </>
      )}
    </SimpleForm>
  );
};
