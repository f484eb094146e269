import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { useApiForm } from '../../admin/auth/useApiForm';
import type { Renter } from '../../domain/renters';
import { renterAccessInput } from '../../domain/renters';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The account's fields as the renter card suggests them: its contact, phone and e-mail. */
const fromCard = (renter: Renter | undefined) => ({
  login: '',
  full_name: renter?.contact_full_name ?? '',
  phone: renter?.phone ?? '',
  email: renter?.email ?? '',
});

/**
 * "Give access": a user account for the renter, with the phone its requests go out with (the
 * card's contact phone to start with); the temporary password is shown once.
 */
export const GiveAccessButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const record = useRecordContext<Renter>();
  const { canAccess } = useCanAccess({ resource: 'renters', action: 'edit', record });
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ login: string; temporary_password: string } | null>(
    null,
  );
  const { form, onSubmit, formError, fieldProps, submitting } = useApiForm(
    renterAccessInput,
    fromCard(record),
    async (values) => {
      setCreated(await dataProvider.giveAccess(record?.id ?? 0, values));
      refresh();
    },
  );
  if (!record || !canAccess) return null;
  const close = () => {
    setOpen(false);
    setCreated(null);
    form.reset();
  };
  return (
    <>
      <Button
        startIcon={<KeyIcon />}
        onClick={() => {
          // The card may have loaded after the form was made: start from what it says now.
          form.reset(fromCard(record));
          setOpen(true);
        }}
        size="small"
      >
        {translate('resources.renters.give_access')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.renters.give_access')}</DialogTitle>
        <form onSubmit={onSubmit} noValidate>
          <DialogContent>
            {created ? (
              <Alert severity="success">
                {translate('resources.renters.access_created', {
                  login: created.login,
                  password: created.temporary_password,
                })}
              </Alert>
            ) : (
              <Stack sx={{ gap: 2, pt: 1 }}>
                {formError && <Alert severity="error">{formError}</Alert>}
                <TextField {...fieldProps('login')} label={translate('app.auth.login')} autoFocus />
                <TextField
                  {...fieldProps('full_name')}
                  label={translate('app.profile.full_name')}
                />
                <TextField
                  {...fieldProps('phone')}
                  label={translate('app.profile.phone')}
                  placeholder="+7 701 123 45 67"
                />
                <TextField {...fieldProps('email')} label={translate('app.profile.email')} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>
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
    </>
  );
};
