import { type FormEvent, useEffect, useState } from 'react';
import type { ApplicationFormInfo } from '../domain/questionnaire';
import { questionnaireFormInput } from '../domain/waitingList';
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
import { usePublicForm } from './forms/usePublicForm';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';
import { usePublicJson } from './usePublicJson';
import './forms.css';

const BLANK = {
  ...emptyValues(),
  object_id: '',
  files_1: [] as File[],
  files_2: [] as File[],
};
const CHECK_FIELDS = 'app.public_form.check_fields';

/**
 * `/application-form?token=…`: a prospective tenant's questionnaire for a landlord (or one of
 * its centres), in four steps checked one by one with the shared schema; files go with it.
 */
const ApplicationFormPage = () => {
  const { t } = useSite();
  const url = `/api/public/application-form/${encodeURIComponent(queryToken())}`;
  const { load, retry } = usePublicJson<ApplicationFormInfo>(url);
  const [step, setStep] = useState<StepId>('company');
  const form = usePublicForm(
    questionnaireFormInput,
    (_data, { files_1, files_2, object_id, ...answers }) =>
      submitMultipart(url, { ...answers, object_id: object_id || null }, { files_1, files_2 }),
    BLANK,
    {
      onErrors: (errors) => setStep((current) => firstStepWithErrors(errors) ?? current),
      onSent: () => document.getElementById('sent-title')?.focus(),
    },
  );
  const { values, errors } = form;

  useEffect(() => {
    document.title = t('app.application_form.title');
  }, [t]);

  const at = STEP_IDS.indexOf(step);
  const last = at === STEP_IDS.length - 1;

  /** Goes to a step without errors, focusing its heading. */
  const goTo = (next: StepId) => {
    form.showErrors({}, null, 'step-title');
    setStep(next);
  };

  /** A step before the last is checked alone; the last checks all and sends. */
  const submit = (event: FormEvent) => {
    if (last) return form.submit(event);
    event.preventDefault();
    const own = stepErrors(form.check(), step);
    if (own.length) form.showErrors(Object.fromEntries(own), CHECK_FIELDS);
    else goTo(STEP_IDS[at + 1]);
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
  const questionnaire: QuestionnaireState = {
    values,
    files: { files_1: values.files_1, files_2: values.files_2 },
    errors,
    maxFiles: info.max_files,
    maxFileMb: info.max_file_mb,
    setValue: (name: ValueName, value: string) => {
      form.setValue(name, value);
      form.setError(name);
    },
    setFiles: (slot, next, error) => {
      form.setValue(slot, next);
      form.setError(slot, error);
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
        {form.sent ? (
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
              ref={form.formRef}
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
                  value={values.object_id}
                  onChange={(next) => form.setValue('object_id', next)}
                  error={errors.object_id}
                  placeholder={t('app.application_form.any_object')}
                  options={info.objects.map((o) => ({ id: String(o.id), label: o.name }))}
                />
              )}
              {STEPS[step].map((row) => {
                const questions = rowQuestions(row);
                const fields = questions.map((spec) => (
                  <QuestionField key={spec.name} spec={spec} form={questionnaire} />
                ));
                if (questions.length === 1) return fields[0];
                const className = 'range' in row ? 'field-row field-range' : 'field-row';
                return (
                  <div key={questions[0].name} className={className}>
                    {fields}
                  </div>
                );
              })}
              {form.message && (
                <p className="form-message" role="alert">
                  {t(form.message)}
                </p>
              )}
              <div className="step-actions">
                {at > 0 && (
                  <button
                    type="button"
                    className="button button-outline"
                    onClick={() => goTo(STEP_IDS[at - 1])}
                  >
                    {t('app.application_form.back')}
                  </button>
                )}
                <button type="submit" className="button button-large" disabled={form.sending}>
                  {t(
                    !last
                      ? 'app.application_form.next'
                      : form.sending
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
