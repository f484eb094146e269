import { useGetList } from 'react-admin';

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
