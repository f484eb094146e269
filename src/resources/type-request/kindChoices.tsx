import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/constants';
import type { LocalizedName } from '../../domain/reference';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The request kinds (`GET /api/get-kind`) as choices, named in the interface language. */
export const useKindChoices = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['get-kind'],
    queryFn: () => dataProvider.requestKinds(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (data ?? []).map((k) => ({ id: k.id, name: k.name[locale as Locale] ?? k.name.ru }));
};

/** A localized name in the interface language, Russian when that one is missing. */
export const useLocalized = () => {
  const [locale] = useLocaleState();
  return (name: LocalizedName | undefined | null) =>
    name ? name[locale as Locale] || name.ru : '';
};
