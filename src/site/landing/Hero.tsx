import { useSite } from '../siteContext';

/** The landing's first screen; pure, so the server sends it in the first HTML as well. */
export const Hero = ({ onDemo }: { onDemo?: () => void }) => {
  const { t } = useSite();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="eyebrow">{t('landing.hero.eyebrow')}</p>
      <h1 id="hero-title">{t('landing.hero.title')}</h1>
      <p className="hero-text">{t('landing.hero.text')}</p>
      <div className="actions">
        <button type="button" className="button button-large" onClick={onDemo}>
          {t('landing.hero.demo')}
        </button>
        <a className="button button-large button-outline" href="/auth">
          {t('landing.hero.login')}
        </a>
      </div>
      <p className="trial">{t('landing.hero.trial')}</p>
    </section>
  );
};
