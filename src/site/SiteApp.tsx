import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { AppMessages } from '../../i18n/ru';
import type { Locale } from '../domain/constants';
import { loadCatalogue, storedLocale, storeLocale, translate } from '../i18n/translate';
import type { PublicPage } from '../routes';
import { SiteContext } from './siteContext';
import './site.css';

const Landing = lazy(() => import('./Landing'));
const StatusPage = lazy(() => import('./StatusPage'));
const LegalPage = lazy(() => import('./LegalPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const ContractorFormPage = lazy(() => import('./ContractorFormPage'));
const VisitorPage = lazy(() => import('./VisitorPage'));

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
    default:
      return <NotFoundPage />;
  }
};

/** The public entry: landing, status, legal pages, public forms and the 404 page; no react-admin. */
export const SiteApp = ({ page }: { page: PublicPage | null }) => {
  const fixedRussian = page === '/ru';
  const [locale, setLocale] = useState<Locale>(fixedRussian ? 'ru' : storedLocale());
  const [messages, setMessages] = useState<AppMessages | null>(null);

  useEffect(() => {
    let live = true;
    document.documentElement.lang = locale;
    void loadCatalogue(locale).then((m) => live && setMessages(m));
    return () => {
      live = false;
    };
  }, [locale]);

  const changeLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      if (fixedRussian && next !== 'ru') {
        window.location.assign('/');
        return;
      }
      setLocale(next);
    },
    [fixedRussian],
  );

  if (!messages) return null;
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(messages, locale, key, vars);
  return (
    <SiteContext.Provider value={{ locale, t, changeLocale }}>
      <Suspense fallback={null}>{renderPage(page)}</Suspense>
    </SiteContext.Provider>
  );
};
