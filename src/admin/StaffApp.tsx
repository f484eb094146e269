import { useEffect, useState } from 'react';
import type { I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createI18nProvider } from '../providers/i18nProvider';
import { AdminApp } from './AdminApp';

/** Loads the chosen language's catalogue first, then the react-admin app (history mode, base /). */
export const StaffApp = () => {
  const [i18nProvider, setI18nProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    void createI18nProvider().then(setI18nProvider);
  }, []);
  return i18nProvider ? (
    <BrowserRouter>
      <AdminApp i18nProvider={i18nProvider} />
    </BrowserRouter>
  ) : null;
};
