import { Alert, Button, Stack, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { firstLoginInput } from '../../domain/auth';
import { api } from '../../providers/api';
import { HOME_PATH, LOGIN_PATH } from '../../providers/authProvider';
import { session } from '../../providers/session';
import { getToken } from '../../providers/token';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { useApiForm } from './useApiForm';

/** `/auth/first-login`: a temporary password is replaced before anything else. */
export const FirstLoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { onSubmit, formError, fieldProps, submitting } = useApiForm(
    firstLoginInput,
    { password: '', password_confirmation: '' },
    async (values) => {
      await api('/auth/first-login', { method: 'POST', body: values });
      await session.load();
      navigate(HOME_PATH, { replace: true });
    },
  );
  if (!getToken()) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <AuthCard title={translate('app.auth.first_login_title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack sx={{ gap: 2 }}>
          <Typography color="text.secondary">{translate('app.auth.first_login_hint')}</Typography>
          {formError && <Alert severity="error">{formError}</Alert>}
          <PasswordField
            {...fieldProps('password')}
            label={translate('app.auth.new_password')}
            autoComplete="new-password"
            autoFocus
          />
          <PasswordField
            {...fieldProps('password_confirmation')}
            label={translate('app.auth.password_confirmation')}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate('app.action.save')}
          </Button>
          <Button onClick={() => logout()}>{translate('ra.auth.logout')}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
};
