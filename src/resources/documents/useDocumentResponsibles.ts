import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Who may be made responsible for a letter (`GET /api/documents/responsibles`), by name. */
export const useDocumentResponsibles = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['documents', 'responsibles'],
    queryFn: () => dataProvider.documentResponsibles(),
    staleTime: 60_000,
  });
  return query.data ?? [];
};
