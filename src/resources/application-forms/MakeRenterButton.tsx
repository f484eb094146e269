import { zodResolver } from '@hookform/resolvers/zod';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  type Identifier,
  ResourceContextProvider,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import { type FieldErrors, useAction } from '../../admin/common/useAction';
import { type Questionnaire, renterFromQuestionnaire } from '../../domain/questionnaire';
import { renterInput } from '../../domain/renters';
import { MAKE_RENTER_STATUSES } from '../../domain/waitingList';
import type { AppDataProvider } from '../../providers/dataProvider';
import { RenterInputs } from '../renters/RenterInputs';

type RenterValues = z.input<typeof renterInput>;

/**
 * The renter's card as the questionnaire fills it; staff edit it before saving. It is the form's
 * record, so the questionnaire's own fields (its status) stay out of the form.
 */
const renterDefaults = (q: Questionnaire): RenterValues => ({
  ...renterFromQuestionnaire(q),
  category: q.category,
  status: 'active',
});

const RENTER_FIELDS = new Set(Object.keys(renterInput.shape));

/** The server's errors of the renter form's own inputs (`a.0` is `a`). */
const renterErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .map(([path, message]) => [path.split('.')[0], message] as const)
      .filter(([field]) => RENTER_FIELDS.has(field)),
  );

/**
 * "Make renter" (from in process or waiting, once): the renter form pre-filled from the
 * questionnaire; the server's field errors land under their inputs, and success opens the
 * new renter's card.
 */
export const MakeRenterButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const record = useRecordContext<Questionnaire>();
  const [open, setOpen] = useState(false);
  const { canAccess: canWork } = useCanAccess({
    resource: 'application-forms',
    action: 'edit',
    record,
  });
  const { canAccess: canCreate } = useCanAccess({ resource: 'renters', action: 'create' });
  const make = useAction({
    call: ({ id, values }: { id: Identifier; values: Record<string, unknown> }) =>
      dataProvider.makeRenter(id, values),
    done: 'resources.application-forms.renter_created',
    onDone: (updated) => redirect('show', 'renters', updated.renter_id ?? undefined),
    fields: renterErrors,
    onFailed: () => {
      setOpen(false);
      refresh();
    },
  });
  if (!record || record.renter_id || !MAKE_RENTER_STATUSES.includes(record.status)) return null;
  if (!canWork || !canCreate) return null;

  return (
    <>
      <Button variant="contained" startIcon={<StorefrontIcon />} onClick={() => setOpen(true)}>
        {translate('resources.application-forms.action.make_renter')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{translate('resources.application-forms.make_renter.title')}</DialogTitle>
        <ResourceContextProvider value="renters">
          <Form<RenterValues>
            onSubmit={(values: Record<string, unknown>) => make.run({ id: record.id, values })}
            record={renterDefaults(record)}
            resolver={zodResolver(renterInput)}
          >
            <DialogContent sx={{ pt: 0 }}>
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('resources.application-forms.make_renter.hint')}
              </Alert>
              <RenterInputs />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
              <SaveButton
                alwaysEnable
                icon={<StorefrontIcon />}
                label="resources.application-forms.make_renter.submit"
              />
            </DialogActions>
          </Form>
        </ResourceContextProvider>
      </Dialog>
    </>
  );
};
