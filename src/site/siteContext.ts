import { createContext, useContext, useEffect } from 'react';
import type { Locale } from '../domain/constants';

export interface SiteContextValue {
  locale: Locale;
  t: (key: string, vars?: Record<string, string | number>) => string;
  changeLocale: (locale: Locale) => void;
  /** Whether the main catalogue (forms' field names and messages) is loaded besides `landing.*`. */
  fullCatalogue: boolean;
  requireFullCatalogue: () => void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export const useSite = () => {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteApp');
  return value;
};

/** For code the landing loads on demand (the demo form): asks for the main catalogue too. */
export const useFullCatalogue = () => {
  const { fullCatalogue, requireFullCatalogue } = useSite();
  useEffect(() => requireFullCatalogue(), [requireFullCatalogue]);
  return fullCatalogue;
};
