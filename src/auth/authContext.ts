import { createContext, type MouseEvent, useContext } from 'react';
import type { Locale } from '../domain/constants';
import type { AuthPage } from '../routes';

/** What every sign-in page gets from the light entry: texts, language and moves between pages. */
export interface AuthContextValue {
  locale: Locale;
  t: (key: string, vars?: Record<string, string | number>) => string;
  changeLocale: (locale: Locale) => Promise<void>;
  /** Opens another sign-in page without reloading (history kept unless `replace`). */
  go: (page: AuthPage, options?: { replace?: boolean }) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = () => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside the sign-in pages');
  return value;
};

/** A link to another sign-in page: a plain click moves in place, any other opens as usual. */
export const useAuthLink = (page: AuthPage) => {
  const { go } = useAuth();
  return {
    href: page,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      go(page);
    },
  };
};
