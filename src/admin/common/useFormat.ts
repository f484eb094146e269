import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { isLocale } from '../../domain/constants';
import { type Formatters, formattersOf } from '../../i18n/format';

/** Dates, numbers, areas and tenge written by the rules of the interface language. */
export const useFormat = (): Formatters => {
  const [locale] = useLocaleState();
  return useMemo(() => formattersOf(isLocale(locale) ? locale : 'ru'), [locale]);
};
