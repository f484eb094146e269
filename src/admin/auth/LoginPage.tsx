import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  Link as MuiLink,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router-dom';
import { AUTH_ERRORS, type LoginInput, loginInput } from '../../domain/auth';
import { HOME_PATH, signIn } from '../../providers/authProvider';
import { ApiError, messageKeyOf } from '../../providers/http';
import { getToken } from '../../providers/token';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';

export const SUPPORT_EMAIL = 'support@arenda-crm.kz';

/** `/auth`: login name, password, remember me, forgot password, contact. */
export const LoginPage = () => {
  const translate = useTranslate();
  const [formError, setFormError] = useState<string | null>(null);
  // Only a token present on arrival skips the form; the one this form stores leads to a full load.
  const [signedIn] = useState(() => Boolean(getToken()));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { login: '', password: '', remember: false },
  });
  if (signedIn) return <Navigate to={HOME_PATH} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { redirectTo } = await signIn(values);
      // A full load starts the app afresh for this user: nothing cached from a previous one.
      window.location.assign(redirectTo);
    } catch (error) {
      const body = error instanceof ApiError ? error.body : {};
      if (body.code === AUTH_ERRORS.userNotFound) {
        setError('login', { message: 'app.auth.user_not_found' });
      } else if (body.code === AUTH_ERRORS.wrongPassword) {
        setError('password', { message: 'app.auth.wrong_password' });
      } else if (body.code === AUTH_ERRORS.tooManyAttempts) {
        const minutes = Math.max(1, Math.ceil((body.retry_after ?? 60) / 60));
        setFormError(translate('app.auth.too_many_attempts', { smart_count: minutes }));
      } else if (body.code === AUTH_ERRORS.accountBlocked) {
        setFormError(translate('app.auth.account_blocked'));
      } else {
        setFormError(translate(messageKeyOf(error)));
      }
    }
  });

  const fieldError = (message?: string) => (message ? translate(message) : undefined);
  return (
    <AuthCard title={translate('app.auth.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack sx={{ gap: 2, mt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            {...register('login')}
            label={translate('app.auth.login')}
            autoComplete="username"
            autoFocus
            error={Boolean(errors.login)}
            helperText={fieldError(errors.login?.message)}
          />
          <PasswordField
            {...register('password')}
            label={translate('app.auth.password')}
            autoComplete="current-password"
            error={Boolean(errors.password)}
            helperText={fieldError(errors.password?.message)}
          />
          <FormControlLabel
            control={<Checkbox {...register('remember')} />}
            label={translate('app.auth.remember')}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {translate('app.auth.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <MuiLink component={Link} to="/auth/restore-password">
              {translate('app.auth.forgot')}
            </MuiLink>
            <MuiLink href={`mailto:${SUPPORT_EMAIL}`}>{translate('app.auth.contact')}</MuiLink>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
};
