import { useEffect, useState } from 'react';
import type { I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { LOGIN_PATH } from '../providers/authProvider';
import { createI18nProvider } from '../providers/i18nProvider';
import { getToken } from '../providers/token';
import { AdminApp } from './AdminApp';

/** Loads the chosen language's catalogue first, then the react-admin app (history mode, base /). */
export const StaffApp = () => {
  const [i18nProvider, setI18nProvider] = useState<I18nProvider | null>(null);
  const guest = !getToken() && !window.location.pathname.startsWith(LOGIN_PATH);
  useEffect(() => {
    // A guest is sent to the login page before the staff app starts.
    if (guest) window.location.replace(LOGIN_PATH);
    else void createI18nProvider().then(setI18nProvider);
  }, [guest]);
  return i18nProvider ? (
    <BrowserRouter>
      <AdminApp i18nProvider={i18nProvider} />
    </BrowserRouter>
  ) : null;
};
