import { AUTH_ERRORS, type LoginInput, loginInput } from '../domain/auth';
import { signIn } from '../providers/authProvider';
import { ApiError } from '../providers/http';
import { supportContacts } from '../site/contacts';
import { prefetchStaffApp } from '../staffAppFiles';
import { AuthCard } from './AuthCard';
import { useAuth, useAuthLink } from './authContext';
import { Checkbox, Notice, PasswordInput, TextInput } from './fields';
import { LEAVING_PAGE, type Message, useAuthForm } from './useAuthForm';

/** The refusals of a sign-in this page explains itself; others get the generic message. */
const refusal = (error: unknown): Message | null => {
  const body = error instanceof ApiError ? error.body : {};
  switch (body.code) {
    case AUTH_ERRORS.userNotFound:
      return { key: 'app.auth.user_not_found', field: 'login' };
    case AUTH_ERRORS.wrongPassword:
      return { key: 'app.auth.wrong_password', field: 'password' };
    case AUTH_ERRORS.tooManyAttempts:
      return {
        key: 'app.auth.too_many_attempts',
        vars: { smart_count: Math.max(1, Math.ceil((body.retry_after ?? 60) / 60)) },
      };
    case AUTH_ERRORS.accountBlocked:
      return { key: 'app.auth.account_blocked' };
    default:
      return null;
  }
};

/** `/auth`: login name, password, remember me, forgot password, contact. */
export const LoginPage = () => {
  const { t } = useAuth();
  const restoreLink = useAuthLink('/auth/restore-password');
  const support = supportContacts().email;
  const form = useAuthForm<LoginInput & { remember: boolean }>(
    loginInput,
    { login: '', password: '', remember: false },
    async (values) => {
      prefetchStaffApp();
      try {
        const { redirectTo } = await signIn(values);
        // A full load starts the staff app afresh for this user: nothing kept from another one.
        window.location.assign(redirectTo);
        return LEAVING_PAGE;
      } catch (error) {
        throw refusal(error) ?? error;
      }
    },
  );
  return (
    <AuthCard title={t('app.auth.title')}>
      <form ref={form.form} onSubmit={form.onSubmit} onInput={prefetchStaffApp} noValidate>
        {form.formError && <Notice kind="error">{form.formError}</Notice>}
        <TextInput
          {...form.text('login')}
          label={t('app.auth.login')}
          autoComplete="username"
          autoFocus
        />
        <PasswordInput
          {...form.text('password')}
          label={t('app.auth.password')}
          autoComplete="current-password"
        />
        <Checkbox {...form.checkbox('remember')} label={t('app.auth.remember')} />
        <button type="submit" className="auth-submit" disabled={form.submitting}>
          {t('app.auth.submit')}
        </button>
        <div className="auth-links">
          <a {...restoreLink}>{t('app.auth.forgot')}</a>
          <a href={support ? `mailto:${support}` : '/support'}>{t('app.auth.contact')}</a>
        </div>
      </form>
    </AuthCard>
  );
};
