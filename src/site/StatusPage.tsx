import { useCallback, useEffect, useState } from 'react';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';

interface Status {
  api: boolean;
  db: boolean;
  serverVersion: string | null;
  checkedAt: Date;
}

const probe = async (): Promise<Status> => {
  const [health, version] = await Promise.all([
    fetch('/api/health').then(
      async (r) => ({ ok: r.ok, body: (await r.json().catch(() => ({}))) as { db?: string } }),
      () => null,
    ),
    fetch('/api/version').then(
      async (r) => (r.ok ? ((await r.json()) as { version: string }).version : null),
      () => null,
    ),
  ]);
  return {
    api: health !== null,
    db: health?.body.db === 'ok',
    serverVersion: version,
    checkedAt: new Date(),
  };
};

/** `/test`: public system status (API, database, versions). */
const StatusPage = () => {
  const { t, locale } = useSite();
  const [status, setStatus] = useState<Status | null>(null);
  const check = useCallback(() => {
    setStatus(null);
    void probe().then(setStatus);
  }, []);
  useEffect(() => {
    document.title = t('app.status.title');
    check();
  }, [check, t]);

  const row = (label: string, ok: boolean | null, value?: string) => (
    <tr>
      <th scope="row">{label}</th>
      <td>
        {ok === null ? (
          t('app.status.checking')
        ) : (
          <span className={ok ? 'badge ok' : 'badge down'}>
            {value ?? (ok ? t('app.status.ok') : t('app.status.down'))}
          </span>
        )}
      </td>
    </tr>
  );

  return (
    <SiteShell>
      <section className="message-page">
        <h1>{t('app.status.title')}</h1>
        <table className="status-table">
          <tbody>
            {row(t('app.status.api'), status ? status.api : null)}
            {row(t('app.status.database'), status ? status.db : null)}
            {row(t('app.status.version'), true, __APP_VERSION__)}
            {row(
              t('app.status.server_version'),
              status ? status.serverVersion !== null : null,
              status?.serverVersion ?? undefined,
            )}
          </tbody>
        </table>
        {status && (
          <p className="muted">
            {t('app.status.checked_at', {
              time: status.checkedAt.toLocaleTimeString(locale === 'kk' ? 'kk-KZ' : locale),
            })}
          </p>
        )}
        <button type="button" className="button" onClick={check}>
          {t('app.action.retry')}
        </button>
      </section>
    </SiteShell>
  );
};

export default StatusPage;
