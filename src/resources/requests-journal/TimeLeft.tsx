import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

interface WithClock {
  overdue: boolean;
  time_left_minutes: number | null;
}

/** Business time left on the SLA clock ("2 h 15 min left"), red once overdue. */
export const TimeLeft = (_props: { label?: string; sortBy?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<WithClock>();
  if (!record || record.time_left_minutes === null) return null;
  const minutes = Math.abs(record.time_left_minutes);
  const time =
    minutes >= 60
      ? translate('app.sla.hours_minutes', { h: Math.floor(minutes / 60), m: minutes % 60 })
      : translate('app.sla.minutes', { m: minutes });
  const late = record.overdue;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ color: late ? 'error.main' : 'text.primary', fontWeight: late ? 600 : 400 }}
    >
      {translate(late ? 'app.sla.late' : 'app.sla.left', { time })}
    </Typography>
  );
};
