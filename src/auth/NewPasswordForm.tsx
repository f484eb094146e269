import type { FormEvent, ReactNode, RefObject } from 'react';
import { useAuth } from './authContext';
import { Notice, PasswordInput } from './fields';

/** The parts of `useAuthForm` this form needs, for any schema with a password pair. */
interface PairForm {
  form: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  formError: string | null;
  submitting: boolean;
  text: (name: 'password' | 'password_confirmation') => {
    name: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
  };
}

/** A new password typed twice, with a hint, the form's error and a save button. */
export const NewPasswordForm = ({
  form,
  hint,
  onInput,
  children,
}: {
  form: PairForm;
  hint: string;
  onInput?: () => void;
  children?: ReactNode;
}) => {
  const { t } = useAuth();
  return (
    <form ref={form.form} onSubmit={form.onSubmit} onInput={onInput} noValidate>
      <p className="auth-hint">{hint}</p>
      {form.formError && <Notice kind="error">{form.formError}</Notice>}
      <PasswordInput
        {...form.text('password')}
        label={t('app.auth.new_password')}
        autoComplete="new-password"
        autoFocus
      />
      <PasswordInput
        {...form.text('password_confirmation')}
        label={t('app.auth.password_confirmation')}
        autoComplete="new-password"
      />
      <button type="submit" className="auth-submit" disabled={form.submitting}>
        {t('app.action.save')}
      </button>
      {children}
    </form>
  );
};
