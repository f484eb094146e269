import type { ReactNode } from 'react';
import { SiteShell } from '../SiteShell';
import { useSite } from '../siteContext';
import type { PublicLoad } from '../usePublicJson';

/**
 * A public form that cannot be shown yet: still loading, its link not valid (`invalidText`),
 * or the server out of reach (with a retry). `invalidAction` offers a way on from a bad link.
 */
export const FormUnavailable = ({
  title,
  state,
  invalidText,
  invalidAction,
  onRetry,
}: {
  title: string;
  state: Exclude<PublicLoad<unknown>['state'], 'ready'>;
  invalidText: string;
  invalidAction?: ReactNode;
  onRetry: () => void;
}) => {
  const { t } = useSite();
  return (
    <SiteShell>
      <section className="message-page" aria-busy={state === 'loading'}>
        <h1>{title}</h1>
        {state === 'loading' ? (
          <p className="muted" role="status">
            {t('app.public_form.loading')}
          </p>
        ) : (
          <p role="alert">{t(state === 'invalid' ? invalidText : 'app.errors.network')}</p>
        )}
        {state === 'invalid' && invalidAction}
        {state === 'error' && (
          <button type="button" className="button" onClick={onRetry}>
            {t('app.action.retry')}
          </button>
        )}
      </section>
    </SiteShell>
  );
};
