import type { I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { AdminApp } from './AdminApp';

export { createI18nProvider } from '../providers/i18nProvider';

/** The react-admin app in history mode (base /), with the chosen language's catalogue loaded. */
export const StaffApp = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <BrowserRouter>
    <AdminApp i18nProvider={i18nProvider} />
  </BrowserRouter>
);
