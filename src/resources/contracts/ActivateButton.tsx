import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Button as MuiButton,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError, type ApiErrorBody, fieldErrorsOf, messageKeyOf } from '../../providers/http';
import type { ContractRef, ContractRow } from './contractView';

/** An activation refused because the rooms are leased meanwhile: the reason and that lease. */
interface Overlap {
  message: string;
  existing?: ContractRef;
}

/** The overlap a 409 names (`errors.room_ids` and the other contract), if it is one. */
const overlapOf = (failure: unknown): Overlap | null => {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as ApiErrorBody & { existing?: ContractRef };
  const message = body.errors?.room_ids;
  return message ? { message, existing: body.existing } : null;
};

/**
 * Puts a draft in force after a confirmation. When its rooms are leased by another contract
 * for the same days, the dialog says so and links that contract.
 */
export const ActivateButton = ({ contract }: { contract: ContractRow }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [overlap, setOverlap] = useState<Overlap | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.moveContract(contract.id, { status: 'active' }),
    onSuccess: () => {
      notify('resources.contracts.done.active', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (failure) => {
      const refused = overlapOf(failure);
      if (refused) {
        setOverlap(refused);
        return;
      }
      notify(fieldErrorsOf(failure)?.status ?? messageKeyOf(failure), { type: 'error' });
      setOpen(false);
      refresh();
    },
  });
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label="resources.contracts.action.activate"
        onClick={() => {
          setOverlap(null);
          setOpen(true);
        }}
      >
        <PlayArrowIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate('resources.contracts.action.activate_title', { number: contract.number })}
        </DialogTitle>
        <DialogContent>
          {overlap ? (
            <Alert severity="error">
              {translate(overlap.message)}
              {overlap.existing && (
                <>
                  {' — '}
                  <Link
                    component={RouterLink}
                    to={`/contracts/${overlap.existing.id}/show`}
                    onClick={close}
                  >
                    {translate('resources.contracts.conflict_link', {
                      number: overlap.existing.number,
                    })}
                  </Link>
                </>
              )}
            </Alert>
          ) : (
            <DialogContentText>
              {translate('resources.contracts.action.activate_content')}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>
            {translate(overlap ? 'ra.action.close' : 'ra.action.cancel')}
          </MuiButton>
          {!overlap && (
            <MuiButton variant="contained" disabled={isPending} onClick={() => mutate()}>
              {translate('resources.contracts.action.activate')}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
