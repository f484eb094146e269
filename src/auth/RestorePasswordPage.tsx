import { useState } from 'react';
import { restorePasswordInput } from '../domain/auth';
import { httpJson } from '../providers/http';
import { LOGIN_PATH } from '../routes';
import { AuthCard } from './AuthCard';
import { useAuth, useAuthLink } from './authContext';
import { Notice, TextInput } from './fields';
import { useAuthForm } from './useAuthForm';

/** `/auth/restore-password`: asks for the login and mails a reset link. */
export const RestorePasswordPage = () => {
  const { t } = useAuth();
  const back = useAuthLink(LOGIN_PATH);
  const [sent, setSent] = useState(false);
  const form = useAuthForm(restorePasswordInput, { login: '' }, async (values) => {
    await httpJson('/auth/restore-password', { method: 'POST', body: values });
    setSent(true);
  });
  return (
    <AuthCard title={t('app.auth.restore_title')}>
      {sent ? (
        <Notice kind="success">{t('app.auth.restore_sent')}</Notice>
      ) : (
        <form ref={form.form} onSubmit={form.onSubmit} noValidate>
          <p className="auth-hint">{t('app.auth.restore_hint')}</p>
          {form.formError && <Notice kind="error">{form.formError}</Notice>}
          <TextInput
            {...form.text('login')}
            label={t('app.auth.login')}
            autoComplete="username"
            autoFocus
          />
          <button type="submit" className="auth-submit" disabled={form.submitting}>
            {t('app.auth.restore_submit')}
          </button>
        </form>
      )}
      <a className="auth-back" {...back}>
        {t('app.auth.back_to_login')}
      </a>
    </AuthCard>
  );
};
