import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/constants';
import { REQUEST_KINDS } from '../../domain/requestKinds';
import type { RequestType } from '../../domain/requestTypes';
import type { UserOption } from '../../domain/user';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The request types the user's landlord offers (tenant requests), with names in the UI language. */
export const useRequestTypes = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const query = useQuery({
    queryKey: ['type-request', 'kind', REQUEST_KINDS.tenant],
    queryFn: () => dataProvider.call<RequestType[]>(`/type-request/kind/${REQUEST_KINDS.tenant}`),
    staleTime: 60_000,
  });
  const types = query.data ?? [];
  return {
    ...query,
    types,
    choices: types.map((t) => ({ id: t.id, name: t.name[locale as Locale] ?? t.name.ru })),
  };
};

/** People who may execute requests: the landlord's employees and owners. */
export const useExecutors = (enabled = true) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['user', 'all'],
    queryFn: () => dataProvider.call<UserOption[]>('/user/all'),
    staleTime: 60_000,
    enabled,
  });
  return (query.data ?? [])
    .filter((u) => u.role === 'employee' || u.role === 'landlord')
    .map((u) => ({ id: u.id, name: u.full_name }));
};
