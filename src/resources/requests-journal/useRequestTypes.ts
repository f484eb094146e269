import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import { useAssignable } from '../../admin/assignedWork/useAssignable';
import type { Locale } from '../../domain/constants';
import { REQUEST_KINDS } from '../../domain/requestKinds';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The request types the user's landlord offers (tenant requests), with names in the UI language. */
export const useRequestTypes = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const query = useQuery({
    queryKey: ['type-request', 'kind', REQUEST_KINDS.tenant],
    queryFn: () => dataProvider.requestTypes(REQUEST_KINDS.tenant),
    staleTime: 60_000,
  });
  const types = query.data ?? [];
  return {
    ...query,
    types,
    choices: types.map((t) => ({ id: t.id, name: t.name[locale as Locale] ?? t.name.ru })),
  };
};

/** People who may execute requests, by the server's rule (`GET /api/bids/executors`). */
export const useExecutors = (enabled = true) => useAssignable('bids', enabled);
