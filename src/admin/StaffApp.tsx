import { CacheProvider } from '@emotion/react';
import type { I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { RESOURCES } from '../resources/registry';
import { AdminApp } from './AdminApp';
import { pageAt } from './pages';
import { styleCache } from './styleCache';

export { createI18nProvider } from '../providers/i18nProvider';

/**
 * The screens of the resource or the page at `pathname`, fetched and run before the app's first
 * render: the page then draws without a second wait for its chunk in the middle of the first
 * paints, and its code does not run as a long task after the first paint.
 */
export const loadScreensOf = async (pathname: string) => {
  await (pageAt(pathname) ?? RESOURCES.find((r) => r.name === pathname.split('/')[1]))?.load();
};

/**
 * The react-admin app in history mode (base /), with the chosen language's catalogue loaded and
 * its styles written with only the vendor prefixes still needed.
 */
export const StaffApp = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <CacheProvider value={styleCache}>
    <BrowserRouter>
      <AdminApp i18nProvider={i18nProvider} />
    </BrowserRouter>
  </CacheProvider>
);
