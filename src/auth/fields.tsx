import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useAuth } from './authContext';

interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A label, the input and its translated error, tied together for screen readers. */
const Field = ({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) => (
  <div className={error ? 'auth-field auth-field-invalid' : 'auth-field'}>
    <label htmlFor={id}>{label}</label>
    {children}
    {error && (
      <p id={`${id}-error`} className="auth-field-error">
        {error}
      </p>
    )}
  </div>
);

const inputProps = (
  id: string,
  { name, value, onChange, error, autoComplete, autoFocus }: TextInputProps,
): InputHTMLAttributes<HTMLInputElement> => ({
  id,
  name,
  value,
  autoComplete,
  autoFocus,
  onChange: (event) => onChange(event.target.value),
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

export const TextInput = (props: TextInputProps) => {
  const id = useId();
  return (
    <Field id={id} label={props.label} error={props.error}>
      <input type="text" autoCapitalize="none" spellCheck={false} {...inputProps(id, props)} />
    </Field>
  );
};

/** A password input with a show/hide toggle beside it. */
export const PasswordInput = (props: TextInputProps) => {
  const { t } = useAuth();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={props.label} error={props.error}>
      <div className="auth-password">
        <input type={shown ? 'text' : 'password'} {...inputProps(id, props)} />
        <button
          type="button"
          className="auth-icon-button"
          aria-label={t(shown ? 'app.auth.hide_password' : 'app.auth.show_password')}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d={shown ? EYE_OFF : EYE} />
          </svg>
        </button>
      </div>
    </Field>
  );
};

export const Checkbox = ({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="auth-check">
    <input
      type="checkbox"
      name={name}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
    <span>{label}</span>
  </label>
);

/** The form's own message: a refusal (read out at once) or a confirmation. */
export const Notice = ({ kind, children }: { kind: 'error' | 'success'; children: string }) => (
  <p className={`auth-notice auth-notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
    {children}
  </p>
);

// Material Design's "visibility" and "visibility off" icons.
const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
