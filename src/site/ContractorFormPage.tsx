import { CONTRACTOR_SERVICES, contractorFormInput } from '../domain/contractors';
import { FilePicker } from './forms/FilePicker';
import { CheckboxGroup, ConsentCheckbox, TextArea, TextField } from './forms/fields';
import {
  FormMessage,
  type PublicFormInfo,
  PublicFormPage,
  SendButton,
} from './forms/PublicFormPage';
import { queryToken } from './forms/queryToken';
import { submitMultipart } from './forms/submit';
import { usePublicForm } from './forms/usePublicForm';
import { useSite } from './siteContext';

interface FormInfo extends PublicFormInfo {
  max_files: number;
  max_file_mb: number;
}

const BLANK = {
  company_name: '',
  bin: '',
  contact_full_name: '',
  phone: '',
  email: '',
  comment: '',
  services: [] as string[],
  consent: false,
  files: [] as File[],
};

/** `/contractor-form?token=…`: a service company applies to work with the landlord. */
const ContractorFormPage = () => {
  const { t } = useSite();
  const url = `/api/public/contractor-form/${encodeURIComponent(queryToken())}`;
  const form = usePublicForm(
    contractorFormInput,
    (_data, { files, consent, ...fields }) =>
      submitMultipart(url, { ...fields, consent: String(consent) }, { files }),
    BLANK,
    { onSent: () => window.scrollTo(0, 0) },
  );
  const { values, errors } = form;
  const fileError = Object.entries(errors).find(([key]) => key.startsWith('files'))?.[1];

  return (
    <PublicFormPage<FormInfo>
      url={url}
      title="app.contractor_form.title"
      invalidText="app.public_form.link_invalid"
      place={(info) => info.landlord.name}
      sent={form.sent}
      success={(info) => (
        <>
          <h2>{t('app.contractor_form.sent_title')}</h2>
          <p>{t('app.contractor_form.sent_text', { landlord: info.landlord.name })}</p>
        </>
      )}
    >
      {(info) => (
        <form ref={form.formRef} noValidate onSubmit={form.submit}>
          <p className="muted">{t('app.contractor_form.intro')}</p>
          <TextField
            {...form.field('company_name')}
            label={t('resources.contractors.fields.company_name')}
            autoComplete="organization"
            required
          />
          <TextField
            {...form.field('bin')}
            label={t('resources.contractors.fields.bin')}
            inputMode="numeric"
            hint={t('app.public_form.bin_hint')}
            required
          />
          <TextField
            {...form.field('contact_full_name')}
            label={t('resources.contractors.fields.contact_full_name')}
            autoComplete="name"
            required
          />
          <div className="field-row">
            <TextField
              {...form.field('phone')}
              type="tel"
              label={t('resources.contractors.fields.phone')}
              autoComplete="tel"
              hint="+7 701 123 45 67"
              required
            />
            <TextField
              {...form.field('email')}
              type="email"
              label={t('resources.contractors.fields.email')}
              autoComplete="email"
            />
          </div>
          <CheckboxGroup
            name="services"
            label={t('resources.contractors.fields.services')}
            options={CONTRACTOR_SERVICES.map((id) => ({
              id,
              label: t(`enums.contractor_service.${id}`),
            }))}
            value={values.services}
            onChange={(next) => form.setValue('services', next)}
            error={errors.services ?? errors['services.0']}
            required
          />
          <TextArea {...form.field('comment')} label={t('app.contractor_form.comment')} />
          <FilePicker
            name="files"
            label={t('app.contractor_form.files')}
            files={values.files}
            maxFiles={info.max_files}
            maxFileMb={info.max_file_mb}
            error={fileError}
            onChange={(next, error) => {
              form.setValue('files', next);
              form.setError('files', error);
            }}
          />
          <ConsentCheckbox
            checked={values.consent}
            onChange={(checked) => form.setValue('consent', checked)}
            error={errors.consent}
          />
          <FormMessage message={form.message} />
          <SendButton sending={form.sending} />
        </form>
      )}
    </PublicFormPage>
  );
};

export default ContractorFormPage;
