import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/constants';
import type { LocalizedName } from '../../domain/reference';
import { api } from '../../providers/api';

interface RequestKind {
  id: number;
  name: LocalizedName;
}

/** The request kinds (`GET /api/get-kind`) as choices, named in the interface language. */
export const useKindChoices = () => {
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['get-kind'],
    queryFn: () => api<RequestKind[]>('/get-kind'),
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
