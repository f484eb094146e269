import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';

export type TaskListView = 'list' | 'board';

/** The list or the board, remembered (react-admin's store: local storage) between visits. */
export const useTaskListView = () => useStore<TaskListView>('tasks.view', 'list');

export const TaskViewToggle = () => {
  const translate = useTranslate();
  const [view, setView] = useTaskListView();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label={translate('resources.tasks.view.label')}
      onChange={(_, next: TaskListView | null) => next && setView(next)}
    >
      {(['list', 'board'] as const).map((v) => (
        <Tooltip key={v} title={translate(`resources.tasks.view.${v}`)}>
          <ToggleButton value={v} aria-label={translate(`resources.tasks.view.${v}`)}>
            {v === 'list' ? <ViewListIcon fontSize="small" /> : <ViewKanbanIcon fontSize="small" />}
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
};
