import KeyIcon from '@mui/icons-material/Key';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { GiveLoginDialog } from '../../admin/accounts/GiveLoginDialog';
import { type Renter, renterAccessInput } from '../../domain/renters';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The dialog, made when it opens: its fields start from the loaded renter card. */
const GiveAccess = ({ renter, onClose }: { renter: Renter; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <GiveLoginDialog
      title={translate('resources.renters.give_access')}
      submitLabel={translate('resources.renters.create_account')}
      schema={renterAccessInput}
      defaults={{
        login: '',
        full_name: renter.contact_full_name,
        phone: renter.phone ?? '',
        email: renter.email ?? '',
        send_email: Boolean(renter.email),
      }}
      mailTo={(values) => values.email}
      give={(values) => dataProvider.giveAccess(renter.id, values)}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TextField {...field('login')} label={translate('app.auth.login')} autoFocus />
          <TextField {...field('full_name')} label={translate('app.profile.full_name')} />
          <TextField
            {...field('phone')}
            label={translate('app.profile.phone')}
            placeholder="+7 701 123 45 67"
          />
          <TextField {...field('email')} label={translate('app.profile.email')} />
        </>
      )}
    </GiveLoginDialog>
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
      {open && <GiveAccess renter={record} onClose={() => setOpen(false)} />}
    </>
  );
};
