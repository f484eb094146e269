import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Button,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkInterval } from '../../domain/sla';

const DEFAULT_DAY: WorkInterval[] = [{ from: '09:00', to: '18:00' }];
const MAX_INTERVALS = 4;

/** An hour after `time`, at most 23:59 (the end of what a time input can hold). */
const hourAfter = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  const minutes = Math.min(h * 60 + m + 60, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** A lunch break splits a day that spans 13:00–14:00; otherwise an hour is added at the end. */
const withInterval = (intervals: WorkInterval[]): WorkInterval[] => {
  const last = intervals[intervals.length - 1];
  if (last.from < '13:00' && last.to > '14:00') {
    return [
      ...intervals.slice(0, -1),
      { from: last.from, to: '13:00' },
      { from: '14:00', to: last.to },
    ];
  }
  return [...intervals, { from: last.to, to: hourAfter(last.to) }];
};

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/** An interval that is empty, runs backwards or starts before the previous one ends. */
const isBad = (intervals: WorkInterval[], n: number) => {
  const { from, to } = intervals[n];
  if (!/^\d\d:\d\d$/.test(from) || !/^\d\d:\d\d$/.test(to)) return true;
  return minutes(from) >= minutes(to) || (n > 0 && minutes(intervals[n - 1].to) > minutes(from));
};

/** One weekday: "working day" and its intervals, each from/to, added and removed. */
export const WeekDayRow = ({
  dayName,
  intervals,
  canManage,
  onChange,
}: {
  dayName: string;
  intervals: WorkInterval[];
  canManage: boolean;
  onChange: (intervals: WorkInterval[]) => void;
}) => {
  const translate = useTranslate();
  const setTime = (index: number, field: keyof WorkInterval, value: string) =>
    onChange(intervals.map((i, n) => (n === index ? { ...i, [field]: value } : i)));
  const timeField = (n: number, field: keyof WorkInterval) => (
    <TextField
      type="time"
      size="small"
      label={translate(`app.settings.calendar.${field}`)}
      value={intervals[n][field]}
      error={isBad(intervals, n)}
      disabled={!canManage}
      onChange={(e) => setTime(n, field, e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      sx={{ width: 150 }}
    />
  );

  return (
    <Stack
      role="group"
      aria-label={dayName}
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: { xs: 1, md: 2 }, py: 1.5, alignItems: { md: 'flex-start' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', width: { md: 320 }, flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 500, flex: 1 }}>{dayName}</Typography>
        <FormControlLabel
          label={translate('app.settings.calendar.working_day')}
          control={
            <Switch
              checked={intervals.length > 0}
              disabled={!canManage}
              onChange={(e) => onChange(e.target.checked ? DEFAULT_DAY : [])}
              slotProps={{
                input: {
                  'aria-label': translate('app.settings.calendar.working_day_of', { day: dayName }),
                },
              }}
            />
          }
        />
      </Stack>
      {intervals.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: { md: 1 } }}>
          {translate('app.settings.calendar.day_off')}
        </Typography>
      ) : (
        <Stack sx={{ gap: 1.5, flex: 1 }}>
          {intervals.map((interval, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no id; their order is it
            <Stack key={n} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              {timeField(n, 'from')}
              <span aria-hidden>–</span>
              {timeField(n, 'to')}
              {canManage && intervals.length > 1 && (
                <IconButton
                  aria-label={translate('app.settings.calendar.remove_interval', {
                    day: dayName,
                    from: interval.from,
                    to: interval.to,
                  })}
                  onClick={() => onChange(intervals.filter((_, k) => k !== n))}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              )}
            </Stack>
          ))}
          {canManage && intervals.length < MAX_INTERVALS && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'start' }}
              aria-label={translate('app.settings.calendar.add_interval_of', { day: dayName })}
              onClick={() => onChange(withInterval(intervals))}
            >
              {translate('app.settings.calendar.add_interval')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
};
