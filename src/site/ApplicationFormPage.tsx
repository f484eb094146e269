import { type FormEvent, useState } from 'react';
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
import { SelectField } from './forms/fields';
import { FormMessage, PublicFormPage, SendButton } from './forms/PublicFormPage';
import { queryToken } from './forms/queryToken';
import { submitMultipart } from './forms/submit';
import { usePublicForm } from './forms/usePublicForm';
import { useSite } from './siteContext';
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

  /** The questionnaire's fields read and write the form's values and files through this. */
  const questionnaire = (info: ApplicationFormInfo): QuestionnaireState => ({
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
  });

  return (
    <PublicFormPage<ApplicationFormInfo>
      url={url}
      title="app.application_form.title"
      invalidText="app.application_form.link_invalid"
      invalidAction={
        <a className="button" href="/tenants">
          {t('app.application_form.to_centres')}
        </a>
      }
      place={(info) =>
        info.object ? `${info.object.name} · ${info.landlord.name}` : info.landlord.name
      }
      sent={form.sent}
      success={(info) => (
        <>
          <h2 id="sent-title" tabIndex={-1}>
            {t('app.application_form.sent_title')}
          </h2>
          <p>
            {t('app.application_form.sent_text', {
              place: info.object?.name ?? info.landlord.name,
            })}
          </p>
          <a href="/tenants">{t('app.application_form.to_centres')}</a>
        </>
      )}
    >
      {(info) => {
        const fields = questionnaire(info);
        return (
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
                const controls = questions.map((spec) => (
                  <QuestionField key={spec.name} spec={spec} form={fields} />
                ));
                if (questions.length === 1) return controls[0];
                const className = 'range' in row ? 'field-row field-range' : 'field-row';
                return (
                  <div key={questions[0].name} className={className}>
                    {controls}
                  </div>
                );
              })}
              <FormMessage message={form.message} />
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
                <SendButton
                  sending={form.sending}
                  label={last ? undefined : 'app.application_form.next'}
                />
              </div>
            </form>
          </>
        );
      }}
    </PublicFormPage>
  );
};

export default ApplicationFormPage;
