import { useEffect } from 'react';
import type { ShoppingCenter } from '../domain/questionnaire';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';
import { usePublicJson } from './usePublicJson';
import './tenants.css';

const CentreCard = ({ centre }: { centre: ShoppingCenter }) => {
  const { t } = useSite();
  return (
    <li className="centre-card">
      <img
        src={centre.logo_url ?? '/default-logo.svg'}
        alt={t('app.tenants.logo_alt', { name: centre.name })}
        width="72"
        height="72"
        loading="lazy"
      />
      <div className="centre-body">
        <h2>{centre.name}</h2>
        <p className="centre-city">{t(`enums.city.${centre.city}`)}</p>
        <p className="muted">{centre.address}</p>
      </div>
      <a
        className="button"
        href={centre.survey_url}
        aria-label={t('app.tenants.fill_for', { name: centre.name })}
      >
        {t('app.tenants.fill')}
      </a>
    </li>
  );
};

/** `/tenants`: the public shopping centres, each with the link to its tenant questionnaire. */
const TenantsPage = () => {
  const { t } = useSite();
  const { load, retry } = usePublicJson<ShoppingCenter[]>('/api/public/shopping-centers');

  useEffect(() => {
    document.title = t('app.tenants.title');
  }, [t]);

  return (
    <SiteShell>
      <section className="tenants" aria-busy={load.state === 'loading'}>
        <h1>{t('app.tenants.title')}</h1>
        <p className="tenants-intro">{t('app.tenants.intro')}</p>
        {load.state === 'loading' && (
          <p className="muted" role="status">
            {t('app.public_form.loading')}
          </p>
        )}
        {(load.state === 'error' || load.state === 'invalid') && (
          <div className="tenants-message" role="alert">
            <p>{t('app.tenants.load_error')}</p>
            <button type="button" className="button" onClick={retry}>
              {t('app.action.retry')}
            </button>
          </div>
        )}
        {load.state === 'ready' &&
          (load.data.length === 0 ? (
            <p className="tenants-message">{t('app.tenants.empty')}</p>
          ) : (
            <ul className="centre-list">
              {load.data.map((centre) => (
                <CentreCard key={centre.id} centre={centre} />
              ))}
            </ul>
          ))}
      </section>
    </SiteShell>
  );
};

export default TenantsPage;
