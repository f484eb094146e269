import { useEffect } from 'react';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';

const NotFoundPage = () => {
  const { t } = useSite();
  useEffect(() => {
    document.title = `404 — ${t('app.not_found.title')}`;
  }, [t]);
  return (
    <SiteShell>
      <section className="message-page">
        <p className="code">404</p>
        <h1>{t('app.not_found.title')}</h1>
        <p>{t('app.not_found.text')}</p>
        <a className="button" href="/">
          {t('app.action.to_home')}
        </a>
      </section>
    </SiteShell>
  );
};

export default NotFoundPage;
