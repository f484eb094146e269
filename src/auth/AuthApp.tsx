import { type ComponentType, useCallback, useEffect, useMemo, useState } from 'react';
import type { AppMessages } from '../../i18n/ru';
import type { Locale } from '../domain/constants';
import { loadCatalogue, storeLocale, translate } from '../i18n/translate';
import { followInterfaceLocale } from '../providers/userLocale';
import { type AuthPage, authPageOf, LOGIN_PATH } from '../routes';
import { AuthContext, type AuthContextValue } from './authContext';
import { FirstLoginPage } from './FirstLoginPage';
import { LoginPage } from './LoginPage';
import { RefreshPasswordPage } from './RefreshPasswordPage';
import { RestorePasswordPage } from './RestorePasswordPage';
import './auth.css';

const PAGES: Record<AuthPage, ComponentType> = {
  '/auth': LoginPage,
  '/auth/restore-password': RestorePasswordPage,
  '/auth/refresh-password': RefreshPasswordPage,
  '/auth/first-login': FirstLoginPage,
};

export interface Catalogue {
  locale: Locale;
  messages: AppMessages;
}

/**
 * The sign-in pages' own light entry: no react-admin and no MUI, only the chosen language's
 * catalogue (`initial`, loaded beside this module). Moves between these pages happen in place;
 * signing in loads the staff app.
 */
export const AuthApp = ({ initial }: { initial: Catalogue }) => {
  const [catalogue, setCatalogue] = useState(initial);
  const [page, setPage] = useState<AuthPage>(
    () => authPageOf(window.location.pathname) ?? LOGIN_PATH,
  );

  useEffect(() => {
    const follow = () => setPage(authPageOf(window.location.pathname) ?? LOGIN_PATH);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const go = useCallback((next: AuthPage, { replace = false } = {}) => {
    window.history[replace ? 'replaceState' : 'pushState'](null, '', next);
    setPage(next);
  }, []);

  const changeLocale = useCallback(async (locale: Locale) => {
    const messages = await loadCatalogue(locale);
    storeLocale(locale);
    // Picked before signing in: it becomes the user's own language at sign-in.
    await followInterfaceLocale(locale);
    setCatalogue({ locale, messages });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      locale: catalogue.locale,
      t: (key, vars) => translate(catalogue.messages, catalogue.locale, key, vars),
      changeLocale,
      go,
    }),
    [catalogue, changeLocale, go],
  );
  const Page = PAGES[page];
  return (
    <AuthContext.Provider value={value}>
      <Page key={page} />
    </AuthContext.Provider>
  );
};
