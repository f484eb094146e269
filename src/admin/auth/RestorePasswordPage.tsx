import { Alert, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { restorePasswordInput } from '../../domain/auth';
import { httpJson } from '../../providers/http';
import { AuthCard } from './AuthCard';
import { useApiForm } from './useApiForm';

/** `/auth/restore-password`: asks for the login and mails a reset link. */
export const RestorePasswordPage = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const { onSubmit, formError, fieldProps, submitting } = useApiForm(
    restorePasswordInput,
    { login: '' },
    async (values) => {
      await httpJson('/auth/restore-password', { method: 'POST', body: values });
      setSent(true);
    },
  );
  return (
    <AuthCard title={translate('app.auth.restore_title')}>
      {sent ? (
        <Alert severity="success">{translate('app.auth.restore_sent')}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack sx={{ gap: 2 }}>
            <Typography color="text.secondary">{translate('app.auth.restore_hint')}</Typography>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField {...fieldProps('login')} label={translate('app.auth.login')} autoFocus />
            <Button type="submit" variant="contained" disabled={submitting}>
              {translate('app.auth.restore_submit')}
            </Button>
          </Stack>
        </form>
      )}
      <MuiLink component={Link} to="/auth" sx={{ display: 'block', mt: 2 }}>
        {translate('app.auth.back_to_login')}
      </MuiLink>
    </AuthCard>
  );
};
