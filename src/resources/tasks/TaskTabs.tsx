import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { FilterTabs } from '../../admin/common/FilterTabs';
import { TASK_TABS, type TaskTab } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The list's two tabs, current and completed, each with its count under the other filters. */
export const TaskTabs = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { tab = 'current', ...filter } = filterValues as { tab?: TaskTab };
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['tasks', 'counts', filter],
    queryFn: () => dataProvider.taskCounts(filter),
  });
  /** A tab's count as read: "…" while loading, "10 000+" past the exact limit. */
  const countOf = (t: TaskTab) => {
    if (!data) return '…';
    const count = data[t].toLocaleString(locale);
    return data.capped?.includes(t) ? `${count}+` : count;
  };
  return (
    <FilterTabs
      value={tab}
      tabs={TASK_TABS.map((t) => ({
        value: t,
        label: translate(`resources.tasks.tabs.${t}`, { count: countOf(t) }),
      }))}
      label={translate('resources.tasks.tabs.label')}
      onChange={(next) => setFilters({ ...filterValues, tab: next }, displayedFilters)}
    />
  );
};
