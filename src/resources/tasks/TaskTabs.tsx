import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { FilterTabs } from '../../admin/common/FilterTabs';
import { useFormat } from '../../admin/common/useFormat';
import { TASK_TABS, type TaskTab } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The list's two tabs, current and completed, each with its count under the other filters. */
export const TaskTabs = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { tab = 'current', ...filter } = filterValues as { tab?: TaskTab };
  const format = useFormat();
  const { data } = useQuery({
    queryKey: ['tasks', 'counts', filter],
    queryFn: () => dataProvider.taskCounts(filter),
  });
  /**
   * A tab's count as read: "…" while loading, "10 000+" past the exact limit; written by the
   * product's rules, not `toLocaleString` (the browser's locale data, loaded on first use).
   */
  const countOf = (t: TaskTab) => {
    if (!data) return '…';
    const count = format.number(data[t], 0);
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
