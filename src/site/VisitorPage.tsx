import { useEffect } from 'react';
import { type VisitorFormInfo, visitorMessageInput } from '../domain/visitors';
import { FilePicker } from './forms/FilePicker';
import { FormUnavailable } from './forms/FormUnavailable';
import { TextArea, TextField } from './forms/fields';
import { PublicFormHeader } from './forms/PublicFormHeader';
import { submitMultipart } from './forms/submit';
import { usePublicForm } from './forms/usePublicForm';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';
import { usePublicJson } from './usePublicJson';

const token = () => window.location.pathname.split('/')[2] ?? '';
const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

const BLANK = { text: '', name: '', phone: '', object_id: '', category: '', photo: [] as File[] };

/** `/v/{token}`: what a visitor leaves after scanning the centre's QR code; no login. */
const VisitorPage = () => {
  const { t } = useSite();
  const url = `/api/public/visitor/${encodeURIComponent(token())}`;
  const { load, retry } = usePublicJson<VisitorFormInfo>(url);
  const form = usePublicForm(
    visitorMessageInput,
    (_data, { photo, ...fields }) => submitMultipart(url, fields, { photo }),
    BLANK,
    { onSent: () => window.scrollTo(0, 0) },
  );
  const { values, errors } = form;

  useEffect(() => {
    document.title = t('app.visitor_form.title');
  }, [t]);

  if (load.state !== 'ready') {
    return (
      <FormUnavailable
        title={t('app.visitor_form.title')}
        state={load.state}
        invalidText="app.visitor_form.link_invalid"
        onRetry={retry}
      />
    );
  }
  const info = load.data;
  const place = info.object?.name ?? info.landlord.name;

  return (
    <SiteShell>
      <article className="public-form">
        <PublicFormHeader
          logoUrl={info.landlord.logo_url}
          place={place}
          title={t('app.visitor_form.title')}
        />
        {form.sent ? (
          <section className="form-success" role="status">
            <h2>{t('app.visitor_form.sent_title')}</h2>
            <p>{t('app.visitor_form.sent_text', { place })}</p>
          </section>
        ) : (
          <form ref={form.formRef} noValidate onSubmit={form.submit}>
            <p className="muted">{t('app.visitor_form.intro')}</p>
            <fieldset className={`field${errors.category ? ' field-invalid' : ''}`}>
              <legend>
                {t('app.visitor_form.category')}
                <span aria-hidden="true"> *</span>
              </legend>
              <div className="choice-grid">
                {info.categories.map((id) => (
                  <label key={id} className={`choice${values.category === id ? ' choice-on' : ''}`}>
                    <input
                      type="radio"
                      name="category"
                      value={id}
                      checked={values.category === id}
                      aria-invalid={Boolean(errors.category)}
                      onChange={() => form.setValue('category', id)}
                    />
                    {t(`enums.visitor_category.${id}`)}
                  </label>
                ))}
              </div>
              {errors.category && (
                <small className="field-error" role="alert">
                  {t(errors.category)}
                </small>
              )}
            </fieldset>
            {!info.object && info.objects.length > 1 && (
              <div className={`field${errors.object_id ? ' field-invalid' : ''}`}>
                <label htmlFor="f-object_id">{t('app.visitor_form.object')}</label>
                <select
                  id="f-object_id"
                  value={values.object_id}
                  aria-invalid={Boolean(errors.object_id)}
                  onChange={(e) => form.setValue('object_id', e.target.value)}
                >
                  <option value="">—</option>
                  {info.objects.map((o) => (
                    <option key={o.id} value={String(o.id)}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <TextArea {...form.field('text')} label={t('app.visitor_form.text')} required />
            <FilePicker
              name="photo"
              label={t('app.visitor_form.photo')}
              files={values.photo}
              maxFiles={1}
              maxFileMb={info.max_photo_mb}
              accept={PHOTO_ACCEPT}
              buttonLabel={t('app.visitor_form.choose_photo')}
              hint={t('app.visitor_form.photo_hint', { size: info.max_photo_mb })}
              error={Object.entries(errors).find(([key]) => key.startsWith('photo'))?.[1]}
              onChange={(next, error) => {
                form.setValue('photo', next);
                form.setError('photo', error);
              }}
            />
            <p className="muted">{t('app.visitor_form.contact_hint')}</p>
            <div className="field-row">
              <TextField
                {...form.field('name')}
                label={t('app.visitor_form.name')}
                autoComplete="name"
              />
              <TextField
                {...form.field('phone')}
                type="tel"
                label={t('app.visitor_form.phone')}
                autoComplete="tel"
              />
            </div>
            {form.message && (
              <p className="form-message" role="alert">
                {t(form.message)}
              </p>
            )}
            <button type="submit" className="button button-large" disabled={form.sending}>
              {t(form.sending ? 'app.public_form.sending' : 'app.public_form.send')}
            </button>
          </form>
        )}
      </article>
    </SiteShell>
  );
};

export default VisitorPage;
