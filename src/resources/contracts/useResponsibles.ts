import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Who may be made responsible for a contract (`GET /api/contracts/responsibles`), by name. */
export const useResponsibles = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['contracts', 'responsibles'],
    queryFn: () => dataProvider.contractResponsibles(),
    staleTime: 60_000,
  });
  return query.data ?? [];
};
