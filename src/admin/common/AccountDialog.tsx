import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { HandedOver } from '../../domain/accounts';
import { TemporaryPassword } from './TemporaryPassword';

/** What a dialog that made an account shows once: the login, the password, whether it was mailed. */
export interface MadeAccount {
  handed: HandedOver;
  mailAsked: boolean;
}

interface AccountDialogProps {
  title: string;
  submitLabel: string;
  /** Set once the account is made: the dialog then hands over its temporary password. */
  made: MadeAccount | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  formError: string | null;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that makes a sign-in account (an employee's login, a renter's access): its fields,
 * then the temporary password shown on its own.
 */
export const AccountDialog = ({
  title,
  submitLabel,
  made,
  onSubmit,
  submitting,
  formError,
  onClose,
  children,
}: AccountDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent>
          {made ? (
            <TemporaryPassword handed={made.handed} mailAsked={made.mailAsked} />
          ) : (
            <Stack sx={{ gap: 2, pt: 1 }}>
              {formError && <Alert severity="error">{formError}</Alert>}
              {children}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            {translate(made ? 'ra.action.close' : 'app.action.cancel')}
          </Button>
          {!made && (
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** "Send the login and password to <email>", a form's `send_email` field. */
export const SendEmailCheckbox = <T extends FieldValues>({
  control,
  email,
}: {
  control: Control<T>;
  email: string;
}) => {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={'send_email' as Path<T>}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={translate('app.account.send_email', { email })}
        />
      )}
    />
  );
};
