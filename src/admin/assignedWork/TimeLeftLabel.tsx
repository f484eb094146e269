import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TimeLeftLabelProps {
  /** Minutes to the deadline: how far past it once late (the sign is not read). */
  minutes: number;
  late: boolean;
  /** Counts whole days too (a calendar deadline); an SLA clock of working hours does not. */
  days?: boolean;
  /** The sentence keys around `%{time}`: time left, and time late (each module's own grammar). */
  texts: { left: string; late: string };
}

/** Time to a piece of work's deadline ("2 h 15 min left"), in red and bold once it is late. */
export const TimeLeftLabel = ({ minutes, late, days = false, texts }: TimeLeftLabelProps) => {
  const translate = useTranslate();
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const time =
    days && hours >= 24
      ? translate('app.sla.days_hours', { d: Math.floor(hours / 24), h: hours % 24 })
      : hours > 0
        ? translate('app.sla.hours_minutes', { h: hours, m: whole % 60 })
        : translate('app.sla.minutes', { m: whole });
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ color: late ? 'error.main' : 'text.primary', fontWeight: late ? 600 : 400 }}
    >
      {translate(late ? texts.late : texts.left, { time })}
    </Typography>
  );
};
