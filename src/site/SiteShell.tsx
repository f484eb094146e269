import type { ReactNode } from 'react';
import { LOCALES, STORAGE_KEYS } from '../domain/constants';
import { useSite } from './siteContext';

const signedIn = () =>
  Boolean(localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token));

/** Header with the language switch and the way into the CRM; footer with the legal links. */
export const SiteShell = ({ children }: { children: ReactNode }) => {
  const { t, locale, changeLocale } = useSite();
  return (
    <div className="site">
      <header className="site-header">
        <a className="brand" href="/">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t('app.name')}</span>
        </a>
        <nav className="site-nav">
          <label className="lang">
            <span className="visually-hidden">{t('app.language.label')}</span>
            <select
              value={locale}
              onChange={(e) => changeLocale(e.target.value as (typeof LOCALES)[number])}
              aria-label={t('app.language.label')}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`app.language.${l}`)}
                </option>
              ))}
            </select>
          </label>
          {signedIn() ? (
            <a className="button" href="/home/index">
              {t('app.action.open_crm')}
            </a>
          ) : (
            <a className="button" href="/auth">
              {t('app.action.sign_in')}
            </a>
          )}
        </nav>
      </header>
      <main className="site-main">{children}</main>
      <footer className="site-footer">
        <span>{t('app.site.footer', { year: new Date().getFullYear() })}</span>
        <a href="/terms-of-service">{t('app.legal.terms')}</a>
        <a href="/privacy-policy">{t('app.legal.privacy')}</a>
        <a href="/test">{t('app.status.title')}</a>
      </footer>
    </div>
  );
};
