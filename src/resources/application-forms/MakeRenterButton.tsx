import { zodResolver } from '@hookform/resolvers/zod';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  ResourceContextProvider,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import {
  type Questionnaire,
  type QuestionnaireDetail,
  renterFromQuestionnaire,
} from '../../domain/questionnaire';
import { renterInput } from '../../domain/renters';
import { MAKE_RENTER_STATUSES } from '../../domain/waitingList';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import { RenterInputs } from '../renters/RenterInputs';

type RenterValues = z.input<typeof renterInput>;

/**
 * The renter's card as the questionnaire fills it; staff edit it before saving. It is the form's
 * record, so the questionnaire's own fields (its status) stay out of the form.
 */
const renterDefaults = (q: Questionnaire): RenterValues => ({
  ...renterFromQuestionnaire(q),
  category: q.category,
  room_ids: [],
  status: 'active',
});

const RENTER_FIELDS = new Set(Object.keys(renterInput.shape));

/**
 * "Make renter" (from in process or waiting, once): the renter form pre-filled from the
 * questionnaire; the server's field errors land under their inputs, and success opens the
 * new renter's card.
 */
export const MakeRenterButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
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
  if (!record || record.renter_id || !MAKE_RENTER_STATUSES.includes(record.status)) return null;
  if (!canWork || !canCreate) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const updated = await dataProvider.call<QuestionnaireDetail>(
        `/application-forms/${record.id}/renter`,
        {
          method: 'POST',
          body: values,
        },
      );
      notify('resources.application-forms.renter_created', { type: 'success' });
      redirect('show', 'renters', updated.renter_id ?? undefined);
    } catch (failure) {
      const errors = fieldErrorsOf(failure) ?? {};
      const fieldErrors = Object.entries(errors)
        .map(([path, message]) => [path.split('.')[0], message] as const)
        .filter(([field]) => RENTER_FIELDS.has(field));
      if (fieldErrors.length) return Object.fromEntries(fieldErrors);
      notify(Object.values(errors)[0] ?? messageKeyOf(failure), { type: 'error' });
      setOpen(false);
      refresh();
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<StorefrontIcon />} onClick={() => setOpen(true)}>
        {translate('resources.application-forms.action.make_renter')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{translate('resources.application-forms.make_renter.title')}</DialogTitle>
        <ResourceContextProvider value="renters">
          <Form<RenterValues>
            onSubmit={submit}
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
