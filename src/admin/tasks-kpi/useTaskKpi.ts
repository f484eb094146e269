import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TaskKpiParams } from '../../providers/customMethods';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * The KPI of a period (`null` until there is one to ask for: a valid period, and the
 * organization the superadmin looks at); the last answer stays on screen while the next loads.
 */
export const useTaskKpi = (params: TaskKpiParams | null) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['tasks', 'kpi', params],
    queryFn: params ? () => dataProvider.taskKpi(params) : skipToken,
    placeholderData: keepPreviousData,
  });
};
