import KeyIcon from '@mui/icons-material/Key';
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
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Controller, useWatch } from 'react-hook-form';
import { useApiForm } from '../../admin/auth/useApiForm';
import { TemporaryPassword } from '../../admin/common/TemporaryPassword';
import type { HandedOver } from '../../domain/accounts';
import type { Renter } from '../../domain/renters';
import { renterAccessInput } from '../../domain/renters';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The dialog's form, made when it opens: its fields start from the loaded renter card. */
const GiveAccessDialog = ({ renter, onClose }: { renter: Renter; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [created, setCreated] = useState<{ handed: HandedOver; mailAsked: boolean } | null>(null);
  const { form, onSubmit, formError, fieldProps, submitting } = useApiForm(
    renterAccessInput,
    {
      login: '',
      full_name: renter.contact_full_name,
      phone: renter.phone ?? '',
      email: renter.email ?? '',
      send_email: Boolean(renter.email),
    },
    async (values) => {
      const mailAsked = Boolean(values.send_email && values.email);
      const handed = await dataProvider.giveAccess(renter.id, {
        ...values,
        send_email: mailAsked,
      });
      setCreated({ handed, mailAsked });
      refresh();
    },
  );
  const email = useWatch({ control: form.control, name: 'email' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('resources.renters.give_access')}</DialogTitle>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent>
          {created ? (
            <TemporaryPassword handed={created.handed} mailAsked={created.mailAsked} />
          ) : (
            <Stack sx={{ gap: 2, pt: 1 }}>
              {formError && <Alert severity="error">{formError}</Alert>}
              <TextField {...fieldProps('login')} label={translate('app.auth.login')} autoFocus />
              <TextField {...fieldProps('full_name')} label={translate('app.profile.full_name')} />
              <TextField
                {...fieldProps('phone')}
                label={translate('app.profile.phone')}
                placeholder="+7 701 123 45 67"
              />
              <TextField {...fieldProps('email')} label={translate('app.profile.email')} />
              {email && (
                <Controller
                  control={form.control}
                  name="send_email"
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
            {translate(created ? 'ra.action.close' : 'app.action.cancel')}
          </Button>
          {!created && (
            <Button type="submit" variant="contained" disabled={submitting}>
              {translate('resources.renters.create_account')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * "Give access": a user account for the renter, with the phone its requests go out with (the
 * card's contact phone to start with); the temporary password is shown once on its own, and
 * mailed to the contact's e-mail when asked.
 */
export const GiveAccessButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<Renter>();
  const { canAccess } = useCanAccess({ resource: 'renters', action: 'edit', record });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <Button startIcon={<KeyIcon />} onClick={() => setOpen(true)} size="small">
        {translate('resources.renters.give_access')}
      </Button>
      {open && <GiveAccessDialog renter={record} onClose={() => setOpen(false)} />}
    </>
  );
};
