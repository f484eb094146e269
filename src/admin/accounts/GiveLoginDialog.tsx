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
import { type ReactNode, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { HandedOver } from '../../domain/accounts';
import { useApiForm } from '../auth/useApiForm';
import { TemporaryPassword } from './TemporaryPassword';

/** What every "give a login" form has: the login, and whether to mail it with the password. */
type LoginValues = FieldValues & { login: string; send_email?: boolean };

/** An input's props from the form: registered, with its error under it. */
export type FieldPropsOf<T extends LoginValues> = ReturnType<
  ReturnType<typeof useApiForm<T>>['fieldProps']
>;

interface GiveLoginDialogProps<T extends LoginValues> {
  title: string;
  submitLabel: string;
  /** The shared zod schema the server checks too, and the form's first values. */
  schema: z.ZodType<T, T>;
  defaults: NoInfer<T>;
  /** The e-mail the login would be mailed to with these values; none: no mail is offered. */
  mailTo: (values: NoInfer<T>) => string | null | undefined;
  /** The call that makes the login. */
  give: (values: NoInfer<T>) => Promise<HandedOver>;
  onClose: () => void;
  /** The form's own inputs, before the mail checkbox. */
  children: (field: (name: Path<T>) => FieldPropsOf<T>) => ReactNode;
}

/**
 * "Give a login" to a person (an employee, a renter): the form, then the temporary password
 * shown once on its own, and whether it was mailed. The card behind is read again once made.
 */
export const GiveLoginDialog = <T extends LoginValues>({
  title,
  submitLabel,
  schema,
  defaults,
  mailTo,
  give,
  onClose,
  children,
}: GiveLoginDialogProps<T>) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [made, setMade] = useState<{ handed: HandedOver; mailAsked: boolean } | null>(null);
  const { form, onSubmit, formError, fieldProps, submitting } = useApiForm(
    schema,
    defaults,
    async (values) => {
      const mailAsked = Boolean(values.send_email && mailTo(values));
      const handed = await give({ ...values, send_email: mailAsked });
      setMade({ handed, mailAsked });
      refresh();
    },
  );
  const email = mailTo(useWatch({ control: form.control }) as T);
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
              {children(fieldProps)}
              {email && (
                <Controller
                  control={form.control}
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
              )}
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
