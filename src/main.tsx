import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStaffMessages } from './i18n/staffMessages';
import { storedCatalogue, storedLocale } from './i18n/translate';
import { getToken } from './providers/token';
import { startInstallable } from './pwa';
import { authPageOf, HOME_PATH, isStaffPath, LOGIN_PATH, publicPageOf } from './routes';
import { installShortcuts } from './shortcuts';
import { preloadStaffApp } from './staffAppFiles';
import { checkVersion } from './versionCheck';

/** The sign-in pages, their module and the chosen language's catalogue fetched side by side. */
const renderAuth = async (root: ReturnType<typeof createRoot>) => {
  const [{ AuthApp }, initial] = await Promise.all([import('./auth/AuthApp'), storedCatalogue()]);
  document.documentElement.lang = initial.locale;
  root.render(<AuthApp initial={initial} />);
};

const boot = async () => {
  await checkVersion();
  installShortcuts();
  startInstallable();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const { pathname } = window.location;
  const page = publicPageOf(pathname);
  if (page || !isStaffPath(pathname)) {
    const { SiteApp } = await import('./site/SiteApp');
    root.render(<SiteApp page={page} />);
    return;
  }
  const authPage = authPageOf(pathname);
  const signedIn = Boolean(getToken());
  // Someone signed in who opens the login form goes home instead.
  if (authPage && !(authPage === LOGIN_PATH && signedIn)) return renderAuth(root);
  // A guest is sent to the login form before the staff app is fetched.
  if (!signedIn) return window.location.replace(LOGIN_PATH);
  if (authPage) window.history.replaceState(null, '', HOME_PATH);
  // The staff app, its catalogues and the screen it opens are fetched side by side.
  preloadStaffApp();
  const locale = storedLocale();
  const [{ StaffApp, createI18nProvider, loadScreensOf }] = await Promise.all([
    import('./admin/StaffApp'),
    loadStaffMessages('ru'),
    locale === 'ru' ? null : loadStaffMessages(locale),
  ]);
  const [i18nProvider] = await Promise.all([
    createI18nProvider(),
    loadScreensOf(window.location.pathname),
  ]);
  // As a transition React renders the app in slices, yielding to the browser between them
  // instead of holding the main thread for the whole first render.
  startTransition(() => root.render(<StaffApp i18nProvider={i18nProvider} />));
};

void boot();
