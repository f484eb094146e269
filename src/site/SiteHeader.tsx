import { LOCALES, type Locale } from '../domain/constants';
import { useSite } from './siteContext';

/**
 * The skip link and the header: sections, the language switch and the way into the CRM. Pure
 * (no browser storage), so the server can send it in the landing's first HTML.
 */
export const SiteHeader = ({ signedIn }: { signedIn: boolean }) => {
  const { t, locale, changeLocale } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('landing.nav.skip')}
      </a>
      <header className="site-header">
        <a
          className="brand"
          href={locale === 'ru' ? '/' : `/?lang=${locale}`}
          aria-label={t('landing.name')}
        >
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t('landing.name')}</span>
        </a>
        <nav className="site-nav" aria-label={t('landing.nav.main')}>
          <a className="nav-link" href="/#features">
            {t('landing.nav.features')}
          </a>
          <a className="nav-link" href="/tenants">
            {t('landing.nav.tenants')}
          </a>
          <a className="nav-link" href="/support">
            {t('landing.nav.support')}
          </a>
          <label className="lang">
            <span className="visually-hidden">{t('landing.nav.language')}</span>
            <select value={locale} onChange={(e) => changeLocale(e.target.value as Locale)}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {t(`landing.language.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <a className="button" href={signedIn ? '/home/index' : '/auth'}>
            {t(signedIn ? 'landing.nav.open_crm' : 'landing.nav.sign_in')}
          </a>
        </nav>
      </header>
    </>
  );
};
