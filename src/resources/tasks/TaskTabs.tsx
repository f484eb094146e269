import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { TASK_TABS, type TaskTab } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The list's two tabs, current and completed, each with its count under the other filters. */
export const TaskTabs = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { tab = 'current', ...filter } = filterValues as { tab?: TaskTab };
  const { data } = useQuery({
    queryKey: ['tasks', 'counts', filter],
    queryFn: () => dataProvider.taskCounts(filter),
  });
  return (
    <Tabs
      value={tab}
      onChange={(_, next: TaskTab) => setFilters({ ...filterValues, tab: next }, displayedFilters)}
      aria-label={translate('resources.tasks.tabs.label')}
      variant="fullWidth"
    >
      {TASK_TABS.map((t) => (
        <Tab
          key={t}
          value={t}
          label={translate(`resources.tasks.tabs.${t}`, { count: data?.[t] ?? '…' })}
        />
      ))}
    </Tabs>
  );
};
