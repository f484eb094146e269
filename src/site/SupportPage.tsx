import { useEffect } from 'react';
import { supportMessageInput } from '../domain/inbox';
import { formatKzPhone } from '../domain/kz';
import { supportContacts } from './contacts';
import { TextArea, TextField } from './forms/fields';
import { submitJson } from './forms/submit';
import { usePublicForm } from './forms/usePublicForm';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';

/** `/support`: contacts, support hours and a message form that lands in the superadmin's inbox. */
const SupportPage = () => {
  const { t } = useSite();
  const { email, phone } = supportContacts();
  const form = usePublicForm(
    supportMessageInput,
    (data) => submitJson('/api/public/support-messages', data),
    { name: '', phone: '', message: '' },
    { invalidMessage: null },
  );
  useEffect(() => {
    document.title = t('landing.meta.support_title');
  }, [t]);

  return (
    <SiteShell>
      <div className="support">
        <section aria-labelledby="support-title">
          <h1 id="support-title">{t('landing.support.title')}</h1>
          <p className="lead">{t('landing.support.lead')}</p>
          <dl className="contacts">
            <dt>{t('landing.support.hours_title')}</dt>
            <dd>{t('landing.support.hours')}</dd>
            {email && (
              <>
                <dt>{t('landing.support.email')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </>
            )}
            {phone && (
              <>
                <dt>{t('landing.support.phone')}</dt>
                <dd>
                  <a href={`tel:${phone}`}>{formatKzPhone(phone)}</a>
                </dd>
              </>
            )}
          </dl>
        </section>
        <section className="public-form" aria-labelledby="support-form-title">
          <h2 id="support-form-title">{t('landing.support.form_title')}</h2>
          {form.sent ? (
            <div className="form-success" role="status">
              <p className="form-success-title">{t('landing.support.sent')}</p>
              <p className="muted">{t('landing.support.sent_text')}</p>
              <button type="button" className="button" onClick={form.reset}>
                {t('landing.support.another')}
              </button>
            </div>
          ) : (
            <form ref={form.formRef} noValidate onSubmit={form.submit}>
              <TextField
                {...form.field('name')}
                label={t('landing.support.name')}
                autoComplete="name"
                required
              />
              <TextField
                {...form.field('phone')}
                label={t('landing.support.phone')}
                hint={t('landing.demo.phone_hint')}
                type="tel"
                autoComplete="tel"
              />
              <TextArea {...form.field('message')} label={t('landing.support.message')} required />
              {form.message && (
                <p className="form-message" role="alert">
                  {t(
                    form.message === 'app.public_form.check_fields'
                      ? form.message
                      : 'landing.support.failed',
                  )}
                </p>
              )}
              <button type="submit" className="button button-large" disabled={form.sending}>
                {t(form.sending ? 'landing.demo.sending' : 'landing.support.submit')}
              </button>
            </form>
          )}
        </section>
      </div>
    </SiteShell>
  );
};

export default SupportPage;
