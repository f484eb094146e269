import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { TaskExecutor } from './taskView';

/** Whom the caller may give a task to (`GET /api/tasks/executors`: needs `create` in tasks). */
export const useTaskExecutors = (enabled = true) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['tasks', 'executors'],
    queryFn: () => dataProvider.call<TaskExecutor[]>('/tasks/executors'),
    staleTime: 60_000,
    enabled,
  });
  return query.data ?? [];
};

export interface TaskCategory {
  id: number;
  name: string;
}

/** The organization's task categories, by name (`GET /api/task-categories`). */
export const useTaskCategories = () => {
  const { data, ...rest } = useGetList<TaskCategory>('task-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return { categories: data ?? [], ...rest };
};
