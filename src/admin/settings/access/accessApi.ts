import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AccessLevel } from '../../../domain/access';
import type {
  EmployeeAccess,
  EmployeeAccessInput,
  GrantableModule,
} from '../../../domain/accessGrants';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { messageKeyOf } from '../../../providers/http';

export const ACCESS_PAGE_SIZE = 50;

/** What narrows the grid: search, department, or one employee (`?employee=ID`). */
export interface AccessFilter {
  q: string;
  department: string;
  employee: number | null;
}

export interface AccessPage {
  rows: EmployeeAccess[];
  total: number;
}

const KEY = ['settings', 'employee-access'] as const;

/** One page of the grid (`GET /api/employee/access`), or the one employee asked for. */
export const useAccessPage = (filter: AccessFilter, page: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...KEY, filter, page],
    queryFn: async (): Promise<AccessPage> => {
      if (filter.employee !== null) {
        return {
          rows: [await dataProvider.employeeAccess(filter.employee)],
          total: 1,
        };
      }
      const { data, total } = await dataProvider.getList<EmployeeAccess>('employee/access', {
        pagination: { page: page + 1, perPage: ACCESS_PAGE_SIZE },
        sort: { field: 'full_name', order: 'ASC' },
        filter: {
          ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
          ...(filter.department ? { department: filter.department } : {}),
        },
      });
      return { rows: data, total: total ?? data.length };
    },
    placeholderData: (previous) => previous,
  });
};

/** Saving: one row, one module for several rows, notification access for several rows. */
export const useAccessChanges = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onError = (error: unknown) => notify(messageKeyOf(error), { type: 'error' });
  const reload = () => queryClient.invalidateQueries({ queryKey: KEY });

  const single = useMutation({
    mutationFn: ({ id, body }: { id: number; body: EmployeeAccessInput }) =>
      dataProvider.saveEmployeeAccess(id, body),
    onSuccess: (saved) => {
      queryClient.setQueriesData<AccessPage>(
        { queryKey: KEY },
        (page) => page && { ...page, rows: page.rows.map((r) => (r.id === saved.id ? saved : r)) },
      );
      notify('app.settings.access.saved', { type: 'success' });
    },
    onError,
  });

  const bulk = useMutation({
    mutationFn: (change: BulkChange) =>
      change.kind === 'level'
        ? dataProvider.setModuleLevel({
            ids: change.ids,
            module: change.module,
            level: change.level,
          })
        : dataProvider.setNotificationAccess({
            employee_ids: change.ids,
            notification_access: change.allowed,
          }),
    onSuccess: ({ updated }) => {
      notify('app.settings.access.bulk_saved', {
        type: 'success',
        messageArgs: { smart_count: updated },
      });
      return reload();
    },
    onError,
  });

  return { single, bulk };
};

export type BulkChange =
  | { kind: 'level'; ids: number[]; module: GrantableModule; level: AccessLevel }
  | { kind: 'notifications'; ids: number[]; allowed: boolean };
