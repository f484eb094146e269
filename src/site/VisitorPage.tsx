import { type VisitorFormInfo, visitorMessageInput } from '../domain/visitors';
import { FilePicker } from './forms/FilePicker';
import { SelectField, TextArea, TextField } from './forms/fields';
import { FormMessage, PublicFormPage, SendButton } from './forms/PublicFormPage';
import { submitMultipart } from './forms/submit';
import { usePublicForm } from './forms/usePublicForm';
import { useSite } from './siteContext';

const token = () => window.location.pathname.split('/')[2] ?? '';
const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

const BLANK = { text: '', name: '', phone: '', object_id: '', category: '', photo: [] as File[] };

/** Where the message is about: the link's own centre, or else the landlord. */
const placeOf = (info: VisitorFormInfo) => info.object?.name ?? info.landlord.name;

/** `/v/{token}`: what a visitor leaves after scanning the centre's QR code; no login. */
const VisitorPage = () => {
  const { t } = useSite();
  const url = `/api/public/visitor/${encodeURIComponent(token())}`;
  const form = usePublicForm(
    visitorMessageInput,
    (_data, { photo, ...fields }) => submitMultipart(url, fields, { photo }),
    BLANK,
    { onSent: () => window.scrollTo(0, 0) },
  );
  const { values, errors } = form;

  return (
    <PublicFormPage<VisitorFormInfo>
      url={url}
      title="app.visitor_form.title"
      invalidText="app.visitor_form.link_invalid"
      place={placeOf}
      sent={form.sent}
      success={(info) => (
        <>
          <h2>{t('app.visitor_form.sent_title')}</h2>
          <p>{t('app.visitor_form.sent_text', { place: placeOf(info) })}</p>
        </>
      )}
    >
      {(info) => (
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
            <SelectField
              name="object_id"
              label={t('app.visitor_form.object')}
              value={values.object_id}
              onChange={(next) => form.setValue('object_id', next)}
              error={errors.object_id}
              placeholder="—"
              options={info.objects.map((o) => ({ id: String(o.id), label: o.name }))}
            />
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
          <FormMessage message={form.message} />
          <SendButton sending={form.sending} />
        </form>
      )}
    </PublicFormPage>
  );
};

export default VisitorPage;
