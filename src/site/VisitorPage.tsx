import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrors, fieldErrors } from '../domain/validation';
import { type VisitorFormInfo, visitorMessageInput } from '../domain/visitors';
import { FilePicker } from './forms/FilePicker';
import { FormUnavailable } from './forms/FormUnavailable';
import { TextArea, TextField } from './forms/fields';
import { PublicFormHeader } from './forms/PublicFormHeader';
import { submitMultipart } from './forms/submit';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';
import { usePublicJson } from './usePublicJson';

const token = () => window.location.pathname.split('/')[2] ?? '';
const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** `/v/{token}`: what a visitor leaves after scanning the centre's QR code; no login. */
const VisitorPage = () => {
  const { t } = useSite();
  const [category, setCategory] = useState('');
  const [values, setValues] = useState({ text: '', name: '', phone: '', object_id: '' });
  const [photo, setPhoto] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const url = `/api/public/visitor/${encodeURIComponent(token())}`;
  const { load, retry } = usePublicJson<VisitorFormInfo>(url);

  useEffect(() => {
    document.title = t('app.visitor_form.title');
  }, [t]);

  const set = (name: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = visitorMessageInput.safeParse({ ...values, category });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      setMessage('app.public_form.check_fields');
      return;
    }
    setSending(true);
    const result = await submitMultipart(url, { ...values, category }, { photo });
    setSending(false);
    if (result.ok) {
      setSent(true);
      window.scrollTo(0, 0);
      return;
    }
    setErrors(result.errors);
    setMessage(result.message);
  };

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
        {sent ? (
          <section className="form-success" role="status">
            <h2>{t('app.visitor_form.sent_title')}</h2>
            <p>{t('app.visitor_form.sent_text', { place })}</p>
          </section>
        ) : (
          <form noValidate onSubmit={submit}>
            <p className="muted">{t('app.visitor_form.intro')}</p>
            <fieldset className={`field${errors.category ? ' field-invalid' : ''}`}>
              <legend>
                {t('app.visitor_form.category')}
                <span aria-hidden="true"> *</span>
              </legend>
              <div className="choice-grid">
                {info.categories.map((id) => (
                  <label key={id} className={`choice${category === id ? ' choice-on' : ''}`}>
                    <input
                      type="radio"
                      name="category"
                      value={id}
                      checked={category === id}
                      onChange={() => setCategory(id)}
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
                  onChange={(e) => set('object_id')(e.target.value)}
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
            <TextArea
              name="text"
              label={t('app.visitor_form.text')}
              value={values.text}
              onChange={set('text')}
              error={errors.text}
              required
            />
            <FilePicker
              name="photo"
              label={t('app.visitor_form.photo')}
              files={photo}
              maxFiles={1}
              maxFileMb={info.max_photo_mb}
              accept={PHOTO_ACCEPT}
              buttonLabel={t('app.visitor_form.choose_photo')}
              hint={t('app.visitor_form.photo_hint', { size: info.max_photo_mb })}
              error={Object.entries(errors).find(([key]) => key.startsWith('photo'))?.[1]}
              onChange={(next, error) => {
                setPhoto(next);
                setErrors(({ photo: _photo, ...rest }) =>
                  error ? { ...rest, photo: error } : rest,
                );
              }}
            />
            <p className="muted">{t('app.visitor_form.contact_hint')}</p>
            <div className="field-row">
              <TextField
                name="name"
                label={t('app.visitor_form.name')}
                value={values.name}
                onChange={set('name')}
                autoComplete="name"
                error={errors.name}
              />
              <TextField
                name="phone"
                type="tel"
                label={t('app.visitor_form.phone')}
                value={values.phone}
                onChange={set('phone')}
                autoComplete="tel"
                error={errors.phone}
              />
            </div>
            {message && (
              <p className="form-message" role="alert">
                {t(message)}
              </p>
            )}
            <button type="submit" className="button button-large" disabled={sending}>
              {t(sending ? 'app.public_form.sending' : 'app.public_form.send')}
            </button>
          </form>
        )}
      </article>
    </SiteShell>
  );
};

export default VisitorPage;
