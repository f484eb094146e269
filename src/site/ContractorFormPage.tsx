import { type FormEvent, useEffect, useState } from 'react';
import { CONTRACTOR_SERVICES, contractorFormInput } from '../domain/contractors';
import { type FieldErrors, fieldErrors } from '../domain/validation';
import { FilePicker } from './forms/FilePicker';
import { FormUnavailable } from './forms/FormUnavailable';
import { CheckboxGroup, ConsentCheckbox, TextArea, TextField } from './forms/fields';
import { PublicFormHeader } from './forms/PublicFormHeader';
import { queryToken } from './forms/queryToken';
import { submitMultipart } from './forms/submit';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';
import { usePublicJson } from './usePublicJson';

interface FormInfo {
  landlord: { name: string; logo_url: string | null };
  max_files: number;
  max_file_mb: number;
}

const EMPTY = {
  company_name: '',
  bin: '',
  contact_full_name: '',
  phone: '',
  email: '',
  comment: '',
};

/** `/contractor-form?token=…`: a service company applies to work with the landlord. */
const ContractorFormPage = () => {
  const { t } = useSite();
  const [values, setValues] = useState(EMPTY);
  const [services, setServices] = useState<string[]>([]);
  const [consent, setConsent] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const url = `/api/public/contractor-form/${encodeURIComponent(queryToken())}`;
  const { load, retry } = usePublicJson<FormInfo>(url);

  useEffect(() => {
    document.title = t('app.contractor_form.title');
  }, [t]);

  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = contractorFormInput.safeParse({ ...values, services, consent });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      setMessage('app.public_form.check_fields');
      return;
    }
    setSending(true);
    const result = await submitMultipart(
      url,
      { ...values, services, consent: String(consent) },
      { files },
    );
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
        title={t('app.contractor_form.title')}
        state={load.state}
        invalidText="app.public_form.link_invalid"
        onRetry={retry}
      />
    );
  }
  const info = load.data;
  const fileError = Object.entries(errors).find(([key]) => key.startsWith('files'))?.[1];

  return (
    <SiteShell>
      <article className="public-form">
        <PublicFormHeader
          logoUrl={info.landlord.logo_url}
          place={info.landlord.name}
          title={t('app.contractor_form.title')}
        />
        {sent ? (
          <section className="form-success" role="status">
            <h2>{t('app.contractor_form.sent_title')}</h2>
            <p>{t('app.contractor_form.sent_text', { landlord: info.landlord.name })}</p>
          </section>
        ) : (
          <form noValidate onSubmit={submit}>
            <p className="muted">{t('app.contractor_form.intro')}</p>
            <TextField
              name="company_name"
              label={t('resources.contractors.fields.company_name')}
              value={values.company_name}
              onChange={set('company_name')}
              autoComplete="organization"
              error={errors.company_name}
              required
            />
            <TextField
              name="bin"
              label={t('resources.contractors.fields.bin')}
              value={values.bin}
              onChange={set('bin')}
              inputMode="numeric"
              hint={t('app.public_form.bin_hint')}
              error={errors.bin}
              required
            />
            <TextField
              name="contact_full_name"
              label={t('resources.contractors.fields.contact_full_name')}
              value={values.contact_full_name}
              onChange={set('contact_full_name')}
              autoComplete="name"
              error={errors.contact_full_name}
              required
            />
            <div className="field-row">
              <TextField
                name="phone"
                type="tel"
                label={t('resources.contractors.fields.phone')}
                value={values.phone}
                onChange={set('phone')}
                autoComplete="tel"
                hint="+7 701 123 45 67"
                error={errors.phone}
                required
              />
              <TextField
                name="email"
                type="email"
                label={t('resources.contractors.fields.email')}
                value={values.email}
                onChange={set('email')}
                autoComplete="email"
                error={errors.email}
              />
            </div>
            <CheckboxGroup
              name="services"
              label={t('resources.contractors.fields.services')}
              options={CONTRACTOR_SERVICES.map((id) => ({
                id,
                label: t(`enums.contractor_service.${id}`),
              }))}
              value={services}
              onChange={setServices}
              error={errors.services ?? errors['services.0']}
              required
            />
            <TextArea
              name="comment"
              label={t('app.contractor_form.comment')}
              value={values.comment}
              onChange={set('comment')}
              error={errors.comment}
            />
            <FilePicker
              name="files"
              label={t('app.contractor_form.files')}
              files={files}
              maxFiles={info.max_files}
              maxFileMb={info.max_file_mb}
              error={fileError}
              onChange={(next, error) => {
                setFiles(next);
                setErrors(({ files: _files, ...rest }) =>
                  error ? { ...rest, files: error } : rest,
                );
              }}
            />
            <ConsentCheckbox checked={consent} onChange={setConsent} error={errors.consent} />
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

export default ContractorFormPage;
