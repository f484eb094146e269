import { Stack } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  DateInput,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useCanAccess,
} from 'react-admin';
import { useStaffPeople } from '../../admin/assignedWork/useAssignable';
import { EmptyList } from '../../admin/common/EmptyList';
import { EnumChip } from '../../admin/common/EnumChip';
import { FetchedChoicesInput } from '../../admin/common/filters/FetchedChoicesInput';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { useFormat } from '../../admin/common/useFormat';
import { usePhone } from '../../admin/common/usePhone';
import { shortText } from '../../i18n/shortText';
import { SavedFilters } from '../requests-journal/SavedFilters';
import { DeadlineLeft } from './DeadlineLeft';
import { TaskBoard } from './TaskBoard';
import { BulkAssignButton, BulkDeadlineButton } from './TaskBulkActions';
import { TaskTabs } from './TaskTabs';
import { TaskViewToggle, useTaskListView } from './TaskViewToggle';
import { TASK_PRIORITY_COLORS, TASK_STATUS_COLORS, taskPriorityChoices } from './taskChoices';
import type { TaskRow } from './taskView';
import { useTaskCategories } from './useTaskOptions';

/** The task categories as a picker's choices. */
const useCategoryChoices = () => useTaskCategories().categories;

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <FetchedChoicesInput key="executor" source="executor_id" useChoices={useStaffPeople} alwaysOn />,
  <SelectInput key="priority" source="priority" choices={taskPriorityChoices} alwaysOn />,
  <FetchedChoicesInput key="creator" source="created_by" useChoices={useStaffPeople} />,
  <FetchedChoicesInput key="category" source="category_id" useChoices={useCategoryChoices} />,
  <DateInput key="from" source="deadline_from" label="resources.tasks.deadline_from" />,
  <DateInput key="to" source="deadline_to" label="resources.tasks.deadline_to" />,
  <BooleanInput key="overdue" source="overdue" label="resources.tasks.overdue" />,
];

/** The status and, while open, the time to the deadline (red once it has passed). */
const StatusWithDeadline = (_props: { label: string; sortBy: string }) => (
  <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
    <EnumChip source="status" enumKey="task_status" colors={TASK_STATUS_COLORS} />
    <DeadlineLeft />
  </Stack>
);

const BulkActions = () => (
  <>
    <BulkAssignButton />
    <BulkDeadlineButton />
  </>
);

/** The tasks of the open tab as rows (a phone) or a table. */
const TaskRows = () => {
  const { canAccess: canManage } = useCanAccess({ resource: 'tasks', action: 'manage' });
  const { dateTime } = useFormat();
  const empty = <EmptyList createLabel="resources.tasks.create" />;
  const phoneRows = (
    <SimpleList<TaskRow>
      linkType="show"
      primaryText={(r) => `№ ${r.number} · ${shortText(r.description, 80)}`}
      secondaryText={(r) => `${r.executor_name} · ${dateTime(r.deadline)}`}
      tertiaryText={() => <StatusWithDeadline label="" sortBy="deadline" />}
      empty={empty}
    />
  );
  if (usePhone()) return phoneRows;
  return (
    <Datagrid rowClick="show" bulkActionButtons={canManage ? <BulkActions /> : false} empty={empty}>
      <TextField source="number" />
      <FunctionField<TaskRow>
        source="description"
        sortable={false}
        render={(r) => shortText(r.description, 90)}
      />
      <EnumChip
        source="priority"
        enumKey="task_priority"
        colors={TASK_PRIORITY_COLORS}
        label="resources.tasks.fields.priority"
        sortBy="priority"
      />
      <LocalDateField source="deadline" showTime />
      <StatusWithDeadline label="resources.tasks.fields.status" sortBy="status" />
      <TextField
        source="executor_name"
        label="resources.tasks.fields.executor_id"
        sortable={false}
      />
      <TextField
        source="category_name"
        label="resources.tasks.fields.category_id"
        emptyText="—"
        sortable={false}
      />
      <TextField source="creator_name" label="resources.tasks.fields.created_by" sortable={false} />
    </Datagrid>
  );
};

/**
 * `/tasks`: current and completed tabs with their counts, search and filters, saved filters,
 * bulk assign and deadline for those who manage tasks; a board by status instead of the table
 * (remembered); rows on a phone.
 */
export const TaskList = () => {
  const phone = usePhone();
  const [view] = useTaskListView();
  const board = view === 'board' && !phone;
  return (
    <List
      exporter={false}
      filterDefaultValues={{ tab: 'current' }}
      filters={<ListFilters inputs={FILTERS} />}
      // The board reads every status itself; the table's page is not needed behind it.
      queryOptions={{ enabled: !board }}
      pagination={board ? false : undefined}
      actions={
        <ListActions total="resources.tasks.total" createLabel="resources.tasks.create">
          <SavedFilters resource="tasks" />
          {!phone && <TaskViewToggle />}
        </ListActions>
      }
      sort={{ field: 'deadline', order: 'ASC' }}
    >
      {board ? (
        <TaskBoard />
      ) : (
        <>
          <TaskTabs />
          <TaskRows />
        </>
      )}
    </List>
  );
};
