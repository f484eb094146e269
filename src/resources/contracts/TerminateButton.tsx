import StopCircleIcon from '@mui/icons-material/StopCircle';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import { type FieldErrors, useAction } from '../../admin/common/useAction';
import { contractStatusInput } from '../../domain/contracts';
import { fieldErrors } from '../../domain/validation';
import type { AppDataProvider } from '../../providers/dataProvider';
import { almatyToday } from './contractDates';
import type { ContractRow } from './contractView';

const ASKED = ['terminated_on', 'reason'] as const;

/** Ends an active contract early: the day it ends and why, both required. */
export const TerminateButton = ({ contract }: { contract: ContractRow }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const terminate = useAction({
    call: (body: { terminated_on: string; reason: string }) =>
      dataProvider.moveContract(contract.id, { status: 'terminated', ...body }),
    done: 'resources.contracts.done.terminated',
    onDone: () => setOpen(false),
    refresh: true,
    fields: (found) =>
      Object.fromEntries(ASKED.flatMap((field) => (found[field] ? [[field, found[field]]] : []))),
  });
  const confirm = async () => {
    const checked = contractStatusInput.safeParse({
      status: 'terminated',
      terminated_on: day || null,
      reason,
    });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    const body = { terminated_on: day, reason: checked.data.reason ?? '' };
    setErrors((await terminate.run(body)) ?? {});
  };
  const helper = (field: (typeof ASKED)[number]) =>
    errors[field] ? translate(errors[field]) : ' ';
  const typed =
    (field: (typeof ASKED)[number], set: (value: string) => void) => (value: string) => {
      set(value);
      setErrors(({ [field]: _, ...rest }) => rest);
    };
  return (
    <>
      <Button
        label="resources.contracts.action.terminate"
        color="error"
        onClick={() => {
          setDay(almatyToday());
          setReason('');
          setErrors({});
          setOpen(true);
        }}
      >
        <StopCircleIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate('resources.contracts.action.terminate_title', { number: contract.number })}
        </DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            type="date"
            required
            label={translate('resources.contracts.fields.terminated_on')}
            value={day}
            error={Boolean(errors.terminated_on)}
            helperText={helper('terminated_on')}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => typed('terminated_on', setDay)(e.target.value)}
          />
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            required
            label={translate('resources.contracts.fields.termination_reason')}
            value={reason}
            error={Boolean(errors.reason)}
            helperText={helper('reason')}
            onChange={(e) => typed('reason', setReason)(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            color="error"
            disabled={terminate.isPending}
            onClick={() => void confirm()}
          >
            {translate('resources.contracts.action.terminate')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
