import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';

/** The renter that already has a BIN/IIN, as the server's 409 names it. */
export interface ExistingRenter {
  id: number;
  name: string;
  /** The BIN/IIN that was sent: the notice stays while the form still holds it. */
  bin_iin: string;
}

interface SaveError {
  message?: string;
  body?: { errors?: Record<string, string>; existing?: { id: number; name: string } };
}

/**
 * A renter form's save errors: field errors go under their inputs (react-admin), a duplicate
 * BIN/IIN also names the renter that has it, anything else is a notice.
 */
export const useDuplicateRenter = () => {
  const notify = useNotify();
  const [existing, setExisting] = useState<ExistingRenter | null>(null);
  const onError = (error: unknown, variables: { data?: object }) => {
    const { body, message } = (error ?? {}) as SaveError;
    const bin = (variables.data as { bin_iin?: string } | undefined)?.bin_iin ?? '';
    setExisting(body?.existing ? { ...body.existing, bin_iin: bin } : null);
    if (!body?.errors) notify(message || 'ra.notification.http_error', { type: 'error' });
  };
  return { existing, onError };
};

/** "Already registered: «Coffee House»" with a link to its card, while the BIN/IIN is unchanged. */
export const DuplicateRenterNotice = ({ existing }: { existing: ExistingRenter | null }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const bin = useWatch({ name: 'bin_iin' });
  if (!existing || bin !== existing.bin_iin) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%', maxWidth: 900 }}
      action={
        <Button
          component={Link}
          to={createPath({ resource: 'renters', type: 'show', id: existing.id })}
          color="inherit"
          size="small"
        >
          {translate('resources.renters.open_card')}
        </Button>
      }
    >
      {translate('resources.renters.duplicate', { name: existing.name })}
    </Alert>
  );
};
