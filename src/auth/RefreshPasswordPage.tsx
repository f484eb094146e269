import { useState } from 'react';
import { refreshPasswordInput } from '../domain/auth';
import { httpJson } from '../providers/http';
import { LOGIN_PATH } from '../routes';
import { AuthCard } from './AuthCard';
import { useAuth, useAuthLink } from './authContext';
import { Notice } from './fields';
import { NewPasswordForm } from './NewPasswordForm';
import { useAuthForm } from './useAuthForm';

/** `/auth/refresh-password?token=…`: the new password from the mailed link. */
export const RefreshPasswordPage = () => {
  const { t } = useAuth();
  const back = useAuthLink(LOGIN_PATH);
  const [done, setDone] = useState(false);
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const form = useAuthForm(
    refreshPasswordInput,
    { token, password: '', password_confirmation: '' },
    async (values) => {
      await httpJson('/auth/refresh-password', { method: 'POST', body: values });
      setDone(true);
    },
  );
  return (
    <AuthCard title={t('app.auth.refresh_title')}>
      {done ? (
        <Notice kind="success">{t('app.auth.password_saved_login')}</Notice>
      ) : !token ? (
        <Notice kind="error">{t('app.auth.reset_link_invalid')}</Notice>
      ) : (
        <NewPasswordForm form={form} hint={t('app.auth.refresh_hint')} />
      )}
      <a className="auth-back" {...back}>
        {done ? t('app.action.sign_in') : t('app.auth.back_to_login')}
      </a>
    </AuthCard>
  );
};
