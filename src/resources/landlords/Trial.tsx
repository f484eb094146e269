import TimerIcon from '@mui/icons-material/TimerOutlined';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { TwoLines } from '../../admin/common/TwoLines';
import { useAction } from '../../admin/common/useAction';
import { useFormat } from '../../admin/common/useFormat';
import { almatyDay } from '../../domain/almatyTime';
import { TRIAL_DAYS } from '../../domain/constants';
import type { Landlord } from '../../domain/landlord';
import { trialDaysLeft, trialLastDay } from '../../domain/trial';
import type { AppDataProvider } from '../../providers/dataProvider';

const DAY_MS = 86_400_000;

/** Where an organization's trial stands, in words: running (until, days left), ended, none. */
const useTrialText = () => {
  const translate = useTranslate();
  const format = useFormat();
  return (endsAt: string | null) => {
    const daysLeft = trialDaysLeft(endsAt);
    if (endsAt === null || daysLeft === null) return translate('resources.landlords.trial.none');
    const date = format.date(trialLastDay(endsAt));
    if (daysLeft === 0) return translate('resources.landlords.trial.ended', { date });
    return translate('resources.landlords.trial.running', { date, smart_count: daysLeft });
  };
};

/** The list's trial column: the last day, and below it the days left or that it has ended. */
export const TrialField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Landlord>();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const endsAt = record.trial_ends_at;
  const daysLeft = trialDaysLeft(endsAt);
  if (endsAt === null || daysLeft === null) {
    return <TwoLines first={translate('resources.landlords.trial.none')} second={null} />;
  }
  const lastDay = format.date(trialLastDay(endsAt));
  if (daysLeft > 0) {
    return (
      <TwoLines
        first={lastDay}
        second={translate('resources.landlords.trial.days_left', { smart_count: daysLeft })}
      />
    );
  }
  return (
    <>
      <Typography variant="body2">{lastDay}</Typography>
      <Typography variant="caption" color="error">
        {translate('resources.landlords.trial.over')}
      </Typography>
    </>
  );
};

/**
 * The superadmin's control of an organization's trial: a new last day (an earlier one ends it
 * at once, a later one extends it), ending it now, or lifting it once the organization pays.
 */
export const TrialButton = () => {
  const record = useRecordContext<Landlord>();
  const translate = useTranslate();
  const text = useTrialText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useAction({
    call: (trialEndsAt: string | null) => dataProvider.setTrial(record?.id ?? 0, trialEndsAt),
    done: 'resources.landlords.trial.saved',
    refresh: true,
    fields: (errors) => errors,
    onDone: () => setOpen(false),
  });
  if (!record) return null;
  const start = () => {
    const ends = record.trial_ends_at;
    const fresh = almatyDay(new Date(Date.now() + (TRIAL_DAYS - 1) * DAY_MS));
    setDay(ends && trialDaysLeft(ends) ? trialLastDay(ends) : fresh);
    setError(null);
    setOpen(true);
  };
  const send = async (trialEndsAt: string | null) => {
    const errors = await save.run(trialEndsAt);
    setError(errors?.trial_ends_at ?? null);
  };
  return (
    <>
      <Button label="resources.landlords.trial.action" onClick={start}>
        <TimerIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate('resources.landlords.trial.title', { name: record.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {text(record.trial_ends_at)}. {translate('resources.landlords.trial.hint')}
          </DialogContentText>
          <TextField
            type="date"
            fullWidth
            label={translate('resources.landlords.trial.last_day')}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton disabled={save.isPending} onClick={() => send(null)}>
            {translate('resources.landlords.trial.lift')}
          </MuiButton>
          <MuiButton
            color="error"
            disabled={save.isPending}
            onClick={() => send(almatyDay(new Date(Date.now() - DAY_MS)))}
          >
            {translate('resources.landlords.trial.end_now')}
          </MuiButton>
          <MuiButton variant="contained" disabled={save.isPending} onClick={() => send(day)}>
            {translate('resources.landlords.trial.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
