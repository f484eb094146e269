import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { changePasswordInput } from '../../domain/auth';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PasswordField } from '../auth/PasswordField';
import { useApiForm } from '../auth/useApiForm';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** `/reset-password`: current, new and repeated password; other sessions are signed out. */
export const ResetPasswordPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const save = useMutation({
    mutationFn: (values: typeof EMPTY) => dataProvider.changePassword(values),
    onSuccess: () => {
      form.reset(EMPTY);
      notify('app.auth.password_saved', { type: 'success' });
    },
  });
  const { form, onSubmit, formError, fieldProps } = useApiForm(
    changePasswordInput,
    EMPTY,
    save.mutateAsync,
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.auth.change_title')} />
      <CardContent>
        <form onSubmit={onSubmit} noValidate>
          <Stack sx={{ gap: 2, maxWidth: 480 }}>
            <Typography color="text.secondary">{translate('app.auth.change_hint')}</Typography>
            {formError && <Alert severity="error">{formError}</Alert>}
            <PasswordField
              {...fieldProps('current_password')}
              label={translate('app.auth.current_password')}
              autoComplete="current-password"
            />
            <PasswordField
              {...fieldProps('password')}
              label={translate('app.auth.new_password')}
              autoComplete="new-password"
            />
            <PasswordField
              {...fieldProps('password_confirmation')}
              label={translate('app.auth.password_confirmation')}
              autoComplete="new-password"
            />
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              sx={{ alignSelf: 'start' }}
            >
              {translate('app.action.save')}
            </Button>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
};
