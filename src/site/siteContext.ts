import { createContext, useContext } from 'react';
import type { Locale } from '../domain/constants';

export interface SiteContextValue {
  locale: Locale;
  t: (key: string, vars?: Record<string, string | number>) => string;
  changeLocale: (locale: Locale) => void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export const useSite = () => {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteApp');
  return value;
};
