import { useSite } from '../siteContext';
import { LANDING_FEATURES } from './features';
import { Icon } from './icons';

const FIGURES = ['languages', 'levels', 'hours', 'trial'] as const;
const TRUST = ['security', 'kazakhstan', 'law', 'access'] as const;
const SCREENS = [
  { name: 'requests', width: 1280, height: 800 },
  { name: 'waiting', width: 1280, height: 800 },
  { name: 'qr', width: 1280, height: 800 },
] as const;

/** One block per module of the product. */
export const Features = () => {
  const { t } = useSite();
  return (
    <section id="features" className="band" aria-labelledby="features-title">
      <h2 id="features-title">{t('landing.features.title')}</h2>
      <p className="lead">{t('landing.features.lead')}</p>
      <ul className="cards">
        {LANDING_FEATURES.map(({ name }) => (
          <li key={name} className="card">
            <Icon name={name} />
            <h3>{t(`landing.features.${name}.title`)}</h3>
            <p>{t(`landing.features.${name}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Facts of the product a landlord weighs, nothing measured at somebody else's centre. */
export const Efficiency = () => {
  const { t } = useSite();
  return (
    <section className="band band-accent" aria-labelledby="efficiency-title">
      <h2 id="efficiency-title">{t('landing.efficiency.title')}</h2>
      <p className="lead">{t('landing.efficiency.lead')}</p>
      <dl className="figures">
        {FIGURES.map((name) => (
          <div key={name} className="figure">
            <dt>{t(`landing.efficiency.${name}.value`)}</dt>
            <dd>{t(`landing.efficiency.${name}.label`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/** Screenshots of the running product in the page's language. */
export const Screens = () => {
  const { t, locale } = useSite();
  return (
    <section className="band" aria-labelledby="screens-title">
      <h2 id="screens-title">{t('landing.screens.title')}</h2>
      <div className="screens">
        {SCREENS.map(({ name, width, height }) => (
          <figure key={name}>
            <img
              src={`/landing/${name}-${locale}.webp`}
              alt={t(`landing.screens.${name}`)}
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{t(`landing.screens.${name}`)}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
};

export const Geography = () => {
  const { t } = useSite();
  return (
    <section className="band" aria-labelledby="geography-title">
      <h2 id="geography-title">{t('landing.geography.title')}</h2>
      <p className="lead">{t('landing.geography.text')}</p>
      <p className="cities">{t('landing.geography.cities')}</p>
    </section>
  );
};

export const Trust = () => {
  const { t } = useSite();
  return (
    <section id="trust" className="band" aria-labelledby="trust-title">
      <h2 id="trust-title">{t('landing.trust.title')}</h2>
      <ul className="cards cards-2">
        {TRUST.map((name) => (
          <li key={name} className="card">
            <h3>{t(`landing.trust.${name}.title`)}</h3>
            <p>{t(`landing.trust.${name}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
