import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, fieldErrors } from '../domain/validation';
import {
  type ApplicationFormFileSlot,
  type ApplicationFormInfo,
  questionnaireFormInput,
} from '../domain/waitingList';
import { QuestionField, type QuestionnaireState } from './applicationForm/QuestionField';
import {
  emptyValues,
  firstStepWithErrors,
  rowQuestions,
  STEP_IDS,
  STEPS,
  type StepId,
  stepErrors,
  type ValueName,
} from './applicationForm/questionnaireSteps';
import { StepIndicator } from './applicationForm/StepIndicator';
import { FormUnavailable } from './forms/FormUnavailable';
import { SelectField } from './forms/fields';
import { PublicFormHeader } from './forms/PublicFormHeader';
import { queryToken } from './forms/queryToken';
import { submitMultipart } from './forms/submit';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';
import { usePublicJson } from './usePublicJson';
import './forms.css';

const withoutField = (errors: FieldErrors, name: string) =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`)),
  );

/**
 * `/application-form?token=…`: a prospective tenant's questionnaire for a landlord (or one of
 * its centres), in four steps checked one by one with the shared schema; files go with it.
 */
const ApplicationFormPage = () => {
  const { t } = useSite();
  const url = `/api/public/application-form/${encodeURIComponent(queryToken())}`;
  const { load, retry } = usePublicJson<ApplicationFormInfo>(url);
  const [values, setValues] = useState(emptyValues);
  const [files, setFiles] = useState<Record<ApplicationFormFileSlot, File[]>>({
    files_1: [],
    files_2: [],
  });
  const [objectId, setObjectId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<StepId>('company');
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  /** The element to focus once the next render is on screen (a field, a heading). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    document.title = t('app.application_form.title');
  }, [t]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const at = STEP_IDS.indexOf(step);
  const last = at === STEP_IDS.length - 1;

  /** Shows a step with these errors, focusing its first invalid field or else its heading. */
  const show = (next: StepId, found: FieldErrors) => {
    const [first] = stepErrors(found, next);
    focusNext.current = first ? `f-${first[0]}` : 'step-title';
    setStep(next);
    setErrors(found);
  };

  const check = (): FieldErrors => {
    const result = questionnaireFormInput.safeParse(values);
    return result.success ? {} : fieldErrors(result.error.issues);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    if (!last) {
      const own = stepErrors(found, step);
      setMessage(own.length ? 'app.public_form.check_fields' : null);
      show(own.length ? step : STEP_IDS[at + 1], Object.fromEntries(own));
      return;
    }
    const wrong = firstStepWithErrors(found);
    if (wrong) {
      setMessage('app.public_form.check_fields');
      show(wrong, found);
      return;
    }
    setSending(true);
    const result = await submitMultipart(url, { ...values, object_id: objectId || null }, files);
    setSending(false);
    if (result.ok) {
      focusNext.current = 'sent-title';
      setSent(true);
      return;
    }
    setMessage(result.message);
    const refused = firstStepWithErrors(result.errors);
    if (refused) show(refused, result.errors);
    else setErrors(result.errors);
  };

  const back = () => {
    setMessage(null);
    show(STEP_IDS[at - 1], {});
  };

  if (load.state !== 'ready') {
    return (
      <FormUnavailable
        title={t('app.application_form.title')}
        state={load.state}
        invalidText="app.application_form.link_invalid"
        invalidAction={
          <a className="button" href="/tenants">
            {t('app.application_form.to_centres')}
          </a>
        }
        onRetry={retry}
      />
    );
  }
  const info = load.data;
  const place = info.object?.name ?? info.landlord.name;
  const form: QuestionnaireState = {
    values,
    files,
    errors,
    maxFiles: info.max_files,
    maxFileMb: info.max_file_mb,
    setValue: (name: ValueName, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => withoutField(e, name));
    },
    setFiles: (slot, next, error) => {
      setFiles((f) => ({ ...f, [slot]: next }));
      setErrors((e) =>
        error ? { ...withoutField(e, slot), [slot]: error } : withoutField(e, slot),
      );
    },
  };

  return (
    <SiteShell>
      <article className="public-form">
        <PublicFormHeader
          logoUrl={info.landlord.logo_url}
          place={info.object ? `${info.object.name} · ${info.landlord.name}` : info.landlord.name}
          title={t('app.application_form.title')}
        />
        {sent ? (
          <section className="form-success" role="status">
            <h2 id="sent-title" tabIndex={-1}>
              {t('app.application_form.sent_title')}
            </h2>
            <p>{t('app.application_form.sent_text', { place })}</p>
            <a href="/tenants">{t('app.application_form.to_centres')}</a>
          </section>
        ) : (
          <>
            <StepIndicator current={step} />
            <form
              className="questionnaire"
              noValidate
              onSubmit={submit}
              aria-labelledby="step-title"
            >
              <p className="step-count">
                {t('app.application_form.step_count', { step: at + 1, total: STEP_IDS.length })}
              </p>
              <h2 id="step-title" tabIndex={-1}>
                {t(`app.application_form.step_title.${step}`)}
              </h2>
              <p className="muted">{t(`app.application_form.step_intro.${step}`)}</p>
              {step === 'premises' && info.objects.length > 1 && (
                <SelectField
                  name="object_id"
                  label={t('resources.application-forms.fields.object_id')}
                  value={objectId}
                  onChange={setObjectId}
                  error={errors.object_id}
                  placeholder={t('app.application_form.any_object')}
                  options={info.objects.map((o) => ({ id: String(o.id), label: o.name }))}
                />
              )}
              {STEPS[step].map((row) => {
                const questions = rowQuestions(row);
                const fields = questions.map((spec) => (
                  <QuestionField key={spec.name} spec={spec} form={form} />
                ));
                if (questions.length === 1) return fields[0];
                const className = 'range' in row ? 'field-row field-range' : 'field-row';
                return (
                  <div key={questions[0].name} className={className}>
                    {fields}
                  </div>
                );
              })}
              {message && (
                <p className="form-message" role="alert">
                  {t(message)}
                </p>
              )}
              <div className="step-actions">
                {at > 0 && (
                  <button type="button" className="button button-outline" onClick={back}>
                    {t('app.application_form.back')}
                  </button>
                )}
                <button type="submit" className="button button-large" disabled={sending}>
                  {t(
                    !last
                      ? 'app.application_form.next'
                      : sending
                        ? 'app.public_form.sending'
                        : 'app.public_form.send',
                  )}
                </button>
              </div>
            </form>
          </>
        )}
      </article>
    </SiteShell>
  );
};

export default ApplicationFormPage;
