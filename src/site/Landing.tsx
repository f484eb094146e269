import { lazy, Suspense, useEffect, useState } from 'react';
import './landing/landing.css';
import { Hero } from './landing/Hero';
import { Efficiency, Features, Geography, Screens, Trust } from './landing/Sections';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';

const DemoDialog = lazy(() => import('./landing/DemoDialog'));

const DEMO_HASH = '#demo';

/** The product's front page at `/` (the visitor's language) and `/ru` (always Russian). */
const Landing = () => {
  const { t } = useSite();
  const [demoOpen, setDemoOpen] = useState(() => window.location.hash === DEMO_HASH);
  useEffect(() => {
    document.title = t('landing.meta.title');
  }, [t]);

  const openDemo = () => setDemoOpen(true);
  return (
    <SiteShell wide>
      <Hero onDemo={openDemo} />
      <Features />
      <Efficiency />
      <Screens />
      <Geography />
      <Trust />
      <section className="band cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('landing.cta.title')}</h2>
        <p className="lead">{t('landing.cta.text')}</p>
        <button type="button" className="button button-large" onClick={openDemo}>
          {t('landing.hero.demo')}
        </button>
      </section>
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoDialog onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </SiteShell>
  );
};

export default Landing;
