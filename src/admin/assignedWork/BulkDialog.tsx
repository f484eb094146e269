import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
} from '@mui/material';
import { type ReactElement, type ReactNode, useState } from 'react';
import { Button, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import type { BulkChanged } from '../../domain/assignedWork';
import { type FieldErrors, useAction } from '../common/useAction';

/** A bulk action's button and its dialog: one value for every selected record. */
export const BulkDialog = ({
  label,
  icon,
  title,
  busy,
  open,
  setOpen,
  onConfirm,
  children,
}: {
  label: string;
  icon: ReactElement;
  title: string;
  busy: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  onConfirm: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(title, { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={busy} onClick={onConfirm}>
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * A bulk call behind a `BulkDialog`: on success the count told (`done`, an i18n key with
 * `smart_count`), the selection cleared and the rows read again; the server's reason about
 * `field` stays under the dialog's input.
 */
export const useBulk = <B,>(options: {
  resource: string;
  call: (body: B) => Promise<BulkChanged>;
  done: string;
  field: string;
}) => {
  const unselectAll = useUnselectAll(options.resource);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { field } = options;
  const action = useAction({
    call: options.call,
    done: (result) => ({ message: options.done, args: { smart_count: result.updated } }),
    onDone: () => {
      unselectAll();
      setOpen(false);
    },
    refresh: true,
    fields: (errors: FieldErrors) => (errors[field] ? { [field]: errors[field] } : {}),
  });
  const run = async (body: B) => setError((await action.run(body))?.[field] ?? null);
  return { open, setOpen, error, setError, run, busy: action.isPending };
};
