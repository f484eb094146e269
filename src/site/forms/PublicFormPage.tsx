import { type ReactNode, useEffect } from 'react';
import { SiteShell } from '../SiteShell';
import { useSite } from '../siteContext';
import { usePublicJson } from '../usePublicJson';
import { FormUnavailable } from './FormUnavailable';
import { PublicFormHeader } from './PublicFormHeader';

/** What every public form's `GET` tells about whose form it is. */
export interface PublicFormInfo {
  landlord: { name: string; logo_url: string | null };
}

/**
 * A public form's page: loads the form's info from `url` (the unavailable screen until it is
 * ready), names the tab and the heading after `title` (a key), and shows the form (`children`)
 * until it is `sent`, then the thank-you (`success`, inside a status section).
 */
export const PublicFormPage = <T extends PublicFormInfo>({
  url,
  title,
  invalidText,
  invalidAction,
  place,
  sent,
  success,
  children,
}: {
  url: string;
  title: string;
  invalidText: string;
  invalidAction?: ReactNode;
  /** The line above the title: whose form it is. */
  place: (info: T) => string;
  sent: boolean;
  success: (info: T) => ReactNode;
  children: (info: T) => ReactNode;
}) => {
  const { t } = useSite();
  const { load, retry } = usePublicJson<T>(url);

  useEffect(() => {
    document.title = t(title);
  }, [t, title]);

  if (load.state !== 'ready') {
    return (
      <FormUnavailable
        title={t(title)}
        state={load.state}
        invalidText={invalidText}
        invalidAction={invalidAction}
        onRetry={retry}
      />
    );
  }
  const info = load.data;

  return (
    <SiteShell>
      <article className="public-form">
        <PublicFormHeader logoUrl={info.landlord.logo_url} place={place(info)} title={t(title)} />
        {sent ? (
          <section className="form-success" role="status">
            {success(info)}
          </section>
        ) : (
          children(info)
        )}
      </article>
    </SiteShell>
  );
};

/** Why the form was not sent (a key), said at once to screen readers. */
export const FormMessage = ({ message }: { message: string | null }) => {
  const { t } = useSite();
  return message ? (
    <p className="form-message" role="alert">
      {t(message)}
    </p>
  ) : null;
};

/** The form's submit button: "Send", "Sending…" while it goes, or a step's own `label`. */
export const SendButton = ({ sending, label }: { sending: boolean; label?: string }) => {
  const { t } = useSite();
  return (
    <button type="submit" className="button button-large" disabled={sending}>
      {t(label ?? (sending ? 'app.public_form.sending' : 'app.public_form.send'))}
    </button>
  );
};
