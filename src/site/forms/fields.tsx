import type { ReactNode } from 'react';
import { useSite } from '../siteContext';

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** A label, the control, a hint and the field's translated error, tied together for readers. */
const Field = ({
  name,
  label,
  error,
  hint,
  required,
  children,
}: FieldProps & { children: ReactNode }) => {
  const { t } = useSite();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={`f-${name}`}>
        {label}
        {required && <span aria-hidden="true">{'\u00a0*'}</span>}
      </label>
      {children}
      {hint && (
        <small id={`f-${name}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`f-${name}-error`} className="field-error" role="alert">
          {t(error)}
        </small>
      )}
    </div>
  );
};

const describedBy = (name: string, error?: string, hint?: string) =>
  [hint && `f-${name}-hint`, error && `f-${name}-error`].filter(Boolean).join(' ') || undefined;

export const TextField = ({
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'text';
}) => (
  <Field {...field}>
    <input
      id={`f-${field.name}`}
      name={field.name}
      type={type}
      value={value}
      autoComplete={autoComplete}
      inputMode={inputMode}
      required={field.required}
      aria-invalid={Boolean(field.error)}
      aria-describedby={describedBy(field.name, field.error, field.hint)}
      onChange={(e) => onChange(e.target.value)}
    />
  </Field>
);

export const TextArea = ({
  value,
  onChange,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void }) => (
  <Field {...field}>
    <textarea
      id={`f-${field.name}`}
      name={field.name}
      rows={4}
      value={value}
      aria-invalid={Boolean(field.error)}
      aria-describedby={describedBy(field.name, field.error, field.hint)}
      onChange={(e) => onChange(e.target.value)}
    />
  </Field>
);

/** One choice from a closed list; the empty first option is "not chosen". */
export const SelectField = ({
  value,
  onChange,
  options,
  placeholder,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: { id: string; label: string }[];
  placeholder: string;
}) => (
  <Field {...field}>
    <select
      id={`f-${field.name}`}
      name={field.name}
      value={value}
      required={field.required}
      aria-invalid={Boolean(field.error)}
      aria-describedby={describedBy(field.name, field.error, field.hint)}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  </Field>
);

/** Several choices as checkboxes in a fieldset (e.g. the services a contractor offers). */
export const CheckboxGroup = ({
  name,
  label,
  error,
  required,
  options,
  value,
  onChange,
}: FieldProps & {
  options: { id: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}) => {
  const { t } = useSite();
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset
      className={`field checks${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? `f-${name}-error` : undefined}
    >
      <legend>
        {label}
        {required && <span aria-hidden="true">{'\u00a0*'}</span>}
      </legend>
      <div className="check-grid">
        {options.map((option) => (
          <label key={option.id} className="check">
            <input
              type="checkbox"
              name={name}
              checked={value.includes(option.id)}
              aria-invalid={Boolean(error)}
              onChange={() => toggle(option.id)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <small id={`f-${name}-error`} className="field-error" role="alert">
          {t(error)}
        </small>
      )}
    </fieldset>
  );
};

const Checkbox = ({
  name,
  label,
  error,
  checked,
  onChange,
}: Omit<FieldProps, 'label'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const { t } = useSite();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="check">
        <input
          id={`f-${name}`}
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `f-${name}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <small id={`f-${name}-error`} className="field-error" role="alert">
          {t(error)}
        </small>
      )}
    </div>
  );
};

/** Consent to the processing of personal data, with the privacy policy a click away. */
export const ConsentCheckbox = ({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) => {
  const { t } = useSite();
  return (
    <Checkbox
      name="consent"
      label={
        <>
          {t('app.public_form.consent')} (
          <a href="/privacy-policy" target="_blank" rel="noreferrer">
            {t('app.legal.privacy')}
          </a>
          )
        </>
      }
      checked={checked}
      onChange={onChange}
      error={error}
    />
  );
};
