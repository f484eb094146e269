import { Alert, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { refreshPasswordInput } from '../../domain/auth';
import { httpJson } from '../../providers/http';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { useApiForm } from './useApiForm';

/** `/auth/refresh-password?token=…`: the new password from the mailed link. */
export const RefreshPasswordPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const token = params.get('token') ?? '';
  const form = useApiForm(
    refreshPasswordInput,
    { token, password: '', password_confirmation: '' },
    async (values) => {
      await httpJson('/auth/refresh-password', { method: 'POST', body: values });
      setDone(true);
    },
  );
  return (
    <AuthCard title={translate('app.auth.refresh_title')}>
      {done ? (
        <Alert severity="success">{translate('app.auth.password_saved_login')}</Alert>
      ) : !token ? (
        <Alert severity="error">{translate('app.auth.reset_link_invalid')}</Alert>
      ) : (
        <NewPasswordForm form={form} hint={translate('app.auth.refresh_hint')} />
      )}
      <MuiLink component={Link} to="/auth" sx={{ display: 'block', mt: 2 }}>
        {done ? translate('app.action.sign_in') : translate('app.auth.back_to_login')}
      </MuiLink>
    </AuthCard>
  );
};
