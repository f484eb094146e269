import { useEffect, useRef } from 'react';
import { demoRequestInput } from '../../domain/inbox';
import { TextField } from '../forms/fields';
import { submitJson } from '../forms/submit';
import { usePublicForm } from '../forms/usePublicForm';
import { useFullCatalogue, useSite } from '../siteContext';

/** The demo-order modal: name or company, email, optional phone → the superadmin's inbox. */
const DemoDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useSite();
  const ready = useFullCatalogue();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = usePublicForm(
    demoRequestInput,
    (data) => submitJson('/api/public/demo-requests', data),
    { name: '', email: '', phone: '', page: window.location.pathname },
    { invalidMessage: null },
  );

  useEffect(() => {
    if (ready && !dialog.current?.open) dialog.current?.showModal();
  }, [ready]);

  if (!ready) return null;
  return (
    <dialog ref={dialog} className="demo-dialog" aria-labelledby="demo-title" onClose={onClose}>
      <button
        type="button"
        className="dialog-close"
        aria-label={t('landing.demo.close')}
        onClick={() => dialog.current?.close()}
      >
        ×
      </button>
      <h2 id="demo-title">{t('landing.demo.title')}</h2>
      {form.sent ? (
        <div className="form-success" role="status">
          <p className="form-success-title">{t('landing.demo.sent')}</p>
          <p className="muted">{t('landing.demo.sent_text')}</p>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('landing.demo.close')}
          </button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={form.submit}>
          <p className="muted">{t('landing.demo.text')}</p>
          <TextField
            {...form.field('name')}
            label={t('landing.demo.name')}
            autoComplete="organization"
            required
          />
          <TextField
            {...form.field('email')}
            label={t('landing.demo.email')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            {...form.field('phone')}
            label={t('landing.demo.phone')}
            hint={t('landing.demo.phone_hint')}
            type="tel"
            autoComplete="tel"
          />
          {form.message && (
            <p className="form-message" role="alert">
              {t(form.message)}
            </p>
          )}
          <button type="submit" className="button button-large" disabled={form.sending}>
            {t(form.sending ? 'landing.demo.sending' : 'landing.demo.submit')}
          </button>
        </form>
      )}
    </dialog>
  );
};

export default DemoDialog;
