import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { LandingMessages } from '../../i18n/landing/ru';
import type { AppMessages } from '../../i18n/ru';
import { isLocale, type Locale } from '../domain/constants';
import {
  loadCatalogue,
  loadLandingCatalogue,
  pickLocale,
  storedLocale,
  storeLocale,
  translate,
} from '../i18n/translate';
import type { PublicPage } from '../routes';
import { SiteContext } from './siteContext';
import './site.css';

const Landing = lazy(() => import('./Landing'));
const StatusPage = lazy(() => import('./StatusPage'));
const LegalPage = lazy(() => import('./LegalPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const ContractorFormPage = lazy(() => import('./ContractorFormPage'));
const VisitorPage = lazy(() => import('./VisitorPage'));
const SupportPage = lazy(() => import('./SupportPage'));
const TenantsPage = lazy(() => import('./TenantsPage'));
const ApplicationFormPage = lazy(() => import('./ApplicationFormPage'));

const renderPage = (page: PublicPage | null) => {
  switch (page) {
    case '/':
    case '/ru':
      return <Landing />;
    case '/test':
      return <StatusPage />;
    case '/terms-of-service':
      return <LegalPage document="terms" />;
    case '/privacy-policy':
      return <LegalPage document="privacy" />;
    case '/contractor-form':
      return <ContractorFormPage />;
    case '/v':
      return <VisitorPage />;
    case '/support':
      return <SupportPage />;
    case '/tenants':
      return <TenantsPage />;
    case '/application-form':
      return <ApplicationFormPage />;
    default:
      return <NotFoundPage />;
  }
};

/**
 * `?lang=` (the address crawlers follow per language) wins over the language kept here, and that
 * over the browser's own languages (`storedLocale`).
 */
const initialLocale = (): Locale => {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (!isLocale(asked)) return storedLocale();
  storeLocale(asked);
  return asked;
};

/** Pages that need only the site's own copy (`landing.*`) until a form asks for more. */
const LANDING_ONLY: readonly (PublicPage | null)[] = ['/', '/ru'];

interface Catalogues {
  locale: Locale;
  landing: LandingMessages;
  main: AppMessages | null;
}

/** The public entry: landing, status, legal pages, public forms and the 404 page; no react-admin. */
export const SiteApp = ({ page }: { page: PublicPage | null }) => {
  const fixedRussian = page === '/ru';
  const [locale, setLocale] = useState<Locale>(fixedRussian ? 'ru' : initialLocale());
  const [wantMain, setWantMain] = useState(!LANDING_ONLY.includes(page));
  const [catalogues, setCatalogues] = useState<Catalogues | null>(null);

  useEffect(() => {
    let live = true;
    document.documentElement.lang = locale;
    void Promise.all([loadLandingCatalogue(locale), wantMain ? loadCatalogue(locale) : null]).then(
      ([landing, main]) => live && setCatalogues({ locale, landing, main }),
    );
    return () => {
      live = false;
    };
  }, [locale, wantMain]);

  const changeLocale = useCallback(
    (next: Locale) => {
      pickLocale(next);
      if (fixedRussian && next !== 'ru') {
        window.location.assign('/');
        return;
      }
      setLocale(next);
    },
    [fixedRussian],
  );
  const requireFullCatalogue = useCallback(() => setWantMain(true), []);

  const value = useMemo(() => {
    if (!catalogues) return null;
    const tree = { ...catalogues.main, landing: catalogues.landing };
    return {
      locale: catalogues.locale,
      t: (key: string, vars?: Record<string, string | number>) =>
        translate(tree, catalogues.locale, key, vars),
      changeLocale,
      fullCatalogue: catalogues.main !== null,
      requireFullCatalogue,
    };
  }, [catalogues, changeLocale, requireFullCatalogue]);

  if (!value) return null;
  return (
    <SiteContext.Provider value={value}>
      <Suspense fallback={null}>{renderPage(page)}</Suspense>
    </SiteContext.Provider>
  );
};
