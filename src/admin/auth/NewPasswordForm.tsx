import { Alert, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PasswordField } from './PasswordField';

/** The parts of `useApiForm` this form needs, for any schema with a password pair. */
interface PairForm {
  onSubmit: () => void;
  formError: string | null;
  submitting: boolean;
  fieldProps: (name: 'password' | 'password_confirmation') => object;
}

/** A new password typed twice, with a hint, the form's error and a save button. */
export const NewPasswordForm = ({
  form,
  hint,
  children,
}: {
  form: PairForm;
  hint: string;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack sx={{ gap: 2 }}>
        <Typography color="text.secondary">{hint}</Typography>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <PasswordField
          {...form.fieldProps('password')}
          label={translate('app.auth.new_password')}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          {...form.fieldProps('password_confirmation')}
          label={translate('app.auth.password_confirmation')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" disabled={form.submitting}>
          {translate('app.action.save')}
        </Button>
        {children}
      </Stack>
    </form>
  );
};
