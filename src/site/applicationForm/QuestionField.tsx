import type { FieldErrors } from '../../domain/validation';
import type { ApplicationFormFileSlot } from '../../domain/waitingList';
import { FilePicker } from '../forms/FilePicker';
import { ConsentCheckbox, SelectField, TextArea, TextField } from '../forms/fields';
import { useSite } from '../siteContext';
import type { QuestionnaireValues, QuestionSpec, ValueName } from './questionnaireSteps';

export interface QuestionnaireState {
  values: QuestionnaireValues;
  files: Record<ApplicationFormFileSlot, File[]>;
  errors: FieldErrors;
  maxFiles: number;
  maxFileMb: number;
  setValue: (name: ValueName, value: string) => void;
  setFiles: (slot: ApplicationFormFileSlot, files: File[], error?: string) => void;
}

/** Hints (i18n keys) beside the questions whose format is not obvious. */
const HINTS: Partial<Record<ValueName, string>> = {
  bin_iin: 'app.public_form.bin_hint',
  bik: 'app.application_form.bik_hint',
  iik: 'app.application_form.iik_hint',
};
const PHONE_EXAMPLE = '+7 701 123 45 67';

/** The error of a field, or of one of its items (`files_1.0`: the first file of the set). */
const errorOf = (errors: FieldErrors, name: string) =>
  errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];

/** One question of the public questionnaire, drawn as its spec says. */
export const QuestionField = ({ spec, form }: { spec: QuestionSpec; form: QuestionnaireState }) => {
  const { t } = useSite();
  const error = errorOf(form.errors, spec.name);
  const label = t(`resources.application-forms.fields.${spec.name}`);
  if (spec.kind === 'files') {
    return (
      <FilePicker
        name={spec.name}
        label={label}
        files={form.files[spec.name]}
        maxFiles={form.maxFiles}
        maxFileMb={form.maxFileMb}
        error={error}
        onChange={(next, pickError) => form.setFiles(spec.name, next, pickError)}
      />
    );
  }
  const { name } = spec;
  const value = form.values[name];
  const onChange = (next: string) => form.setValue(name, next);
  const hint = spec.kind === 'tel' ? PHONE_EXAMPLE : HINTS[name] && t(HINTS[name]);
  const common = { name, label, error, hint, required: spec.required };
  switch (spec.kind) {
    case 'consent':
      return (
        <ConsentCheckbox
          checked={value === 'true'}
          onChange={(checked) => onChange(checked ? 'true' : '')}
          error={error}
        />
      );
    case 'textarea':
      return <TextArea {...common} value={value} onChange={onChange} />;
    case 'select':
    case 'yes_no':
      return (
        <SelectField
          {...common}
          value={value}
          onChange={onChange}
          placeholder={t('app.application_form.choose')}
          options={
            spec.kind === 'yes_no'
              ? [
                  { id: 'true', label: t('enums.yes_no.yes') },
                  { id: 'false', label: t('enums.yes_no.no') },
                ]
              : spec.options.map((id) => ({ id, label: t(`enums.${spec.enumKey}.${id}`) }))
          }
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          value={value}
          onChange={onChange}
          inputMode={spec.integer ? 'numeric' : 'decimal'}
        />
      );
    case 'bin':
      return <TextField {...common} value={value} onChange={onChange} inputMode="numeric" />;
    default:
      return (
        <TextField
          {...common}
          type={spec.kind}
          value={value}
          onChange={onChange}
          autoComplete={spec.autoComplete}
        />
      );
  }
};
