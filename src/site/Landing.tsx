import { useEffect } from 'react';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';

/** The product's front page at `/` and `/ru`. */
const Landing = () => {
  const { t } = useSite();
  useEffect(() => {
    document.title = t('app.site.title');
  }, [t]);
  return (
    <SiteShell>
      <section className="hero">
        <h1>{t('app.site.hero_title')}</h1>
        <p>{t('app.site.hero_text')}</p>
        <a className="button button-large" href="/auth">
          {t('app.site.login')}
        </a>
      </section>
    </SiteShell>
  );
};

export default Landing;
