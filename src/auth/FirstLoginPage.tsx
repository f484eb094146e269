import { useEffect } from 'react';
import { firstLoginInput } from '../domain/auth';
import { httpJson } from '../providers/http';
import { clearToken, getToken } from '../providers/token';
import { HOME_PATH, LOGIN_PATH } from '../routes';
import { prefetchStaffApp } from '../staffAppFiles';
import { AuthCard } from './AuthCard';
import { useAuth } from './authContext';
import { NewPasswordForm } from './NewPasswordForm';
import { LEAVING_PAGE, useAuthForm } from './useAuthForm';

/** `/auth/first-login`: a temporary password is replaced before anything else. */
export const FirstLoginPage = () => {
  const { t, go } = useAuth();
  const signedIn = Boolean(getToken());
  const form = useAuthForm(
    firstLoginInput,
    { password: '', password_confirmation: '' },
    async (values) => {
      await httpJson('/auth/first-login', { method: 'POST', body: values });
      window.location.assign(HOME_PATH);
      return LEAVING_PAGE;
    },
  );
  useEffect(() => {
    if (!signedIn) go(LOGIN_PATH, { replace: true });
  }, [signedIn, go]);
  if (!signedIn) return null;

  const signOut = async () => {
    await httpJson('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearToken();
    go(LOGIN_PATH, { replace: true });
  };
  return (
    <AuthCard title={t('app.auth.first_login_title')}>
      <NewPasswordForm form={form} hint={t('app.auth.first_login_hint')} onInput={prefetchStaffApp}>
        <button type="button" className="auth-secondary" onClick={signOut}>
          {t('app.menu.logout')}
        </button>
      </NewPasswordForm>
    </AuthCard>
  );
};
