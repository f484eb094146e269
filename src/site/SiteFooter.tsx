import { useEffect, useState } from 'react';
import { LOCALES, type Locale } from '../domain/constants';
import { formatKzPhone } from '../domain/kz';
import { supportContacts } from './contacts';
import { useSite } from './siteContext';

interface SocialNetwork {
  id: number;
  name: Record<Locale, string>;
  url: string;
}

/** The landlord-facing footer: contacts and hours, sections, social networks, languages. */
export const SiteFooter = () => {
  const { t, locale, changeLocale } = useSite();
  const [networks, setNetworks] = useState<SocialNetwork[]>([]);
  const { email, phone } = supportContacts();

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/public/social-networks', { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : []))
      .then(setNetworks)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t('landing.footer.contacts')}</h2>
          {email && <a href={`mailto:${email}`}>{email}</a>}
          {phone && <a href={`tel:${phone}`}>{formatKzPhone(phone)}</a>}
          <span>{t('landing.footer.hours')}</span>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('landing.footer.links')}</h2>
          <a href="/tenants">{t('landing.nav.tenants')}</a>
          <a href="/support">{t('landing.nav.support')}</a>
          <a href="/terms-of-service">{t('landing.footer.terms')}</a>
          <a href="/privacy-policy">{t('landing.footer.privacy')}</a>
          <a href="/test">{t('landing.footer.status')}</a>
        </section>
        {networks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t('landing.footer.social')}</h2>
            {networks.map((n) => (
              <a key={n.id} href={n.url} rel="noopener noreferrer" target="_blank">
                {n.name[locale] || n.name.ru}
              </a>
            ))}
          </section>
        )}
        <section aria-labelledby="footer-language">
          <h2 id="footer-language">{t('landing.nav.language')}</h2>
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              className="link-button"
              aria-pressed={l === locale}
              onClick={() => changeLocale(l)}
            >
              {t(`landing.language.${l}`)}
            </button>
          ))}
        </section>
      </div>
      <p className="footer-copy">
        {t('landing.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
};
