import KeyIcon from '@mui/icons-material/Key';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApiForm } from '../../admin/auth/useApiForm';
import {
  AccountDialog,
  type MadeAccount,
  SendEmailCheckbox,
} from '../../admin/common/AccountDialog';
import type { Renter } from '../../domain/renters';
import { renterAccessInput } from '../../domain/renters';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The dialog's form, made when it opens: its fields start from the loaded renter card. */
const GiveAccessDialog = ({ renter, onClose }: { renter: Renter; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [created, setCreated] = useState<MadeAccount | null>(null);
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
    <AccountDialog
      title={translate('resources.renters.give_access')}
      submitLabel={translate('resources.renters.create_account')}
      made={created}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
      onClose={onClose}
    >
      <TextField {...fieldProps('login')} label={translate('app.auth.login')} autoFocus />
      <TextField {...fieldProps('full_name')} label={translate('app.profile.full_name')} />
      <TextField
        {...fieldProps('phone')}
        label={translate('app.profile.phone')}
        placeholder="+7 701 123 45 67"
      />
      <TextField {...fieldProps('email')} label={translate('app.profile.email')} />
      {email && <SendEmailCheckbox control={form.control} email={email} />}
    </AccountDialog>
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
