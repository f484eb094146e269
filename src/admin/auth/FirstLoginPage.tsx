import { Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { firstLoginInput } from '../../domain/auth';
import { HOME_PATH, LOGIN_PATH } from '../../providers/authProvider';
import { httpJson } from '../../providers/http';
import { session } from '../../providers/session';
import { getToken } from '../../providers/token';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { useApiForm } from './useApiForm';

/** `/auth/first-login`: a temporary password is replaced before anything else. */
export const FirstLoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const form = useApiForm(
    firstLoginInput,
    { password: '', password_confirmation: '' },
    async (values) => {
      await httpJson('/auth/first-login', { method: 'POST', body: values });
      await session.load();
      navigate(HOME_PATH, { replace: true });
    },
  );
  if (!getToken()) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <AuthCard title={translate('app.auth.first_login_title')}>
      <NewPasswordForm form={form} hint={translate('app.auth.first_login_hint')}>
        <Button onClick={() => logout()}>{translate('ra.auth.logout')}</Button>
      </NewPasswordForm>
    </AuthCard>
  );
};
