import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useId } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { type Control, useController, useWatch } from 'react-hook-form';
import { CALENDAR_REPEATS, type CalendarEventInput, ISO_WEEKDAYS } from '../../domain/calendar';
import { calendarLocalizer, cultureOf } from './calendarLocalizer';

/** A Monday (5 January 2026) and the days after it: the weekdays' names in a language. */
const weekdayDate = (isoDay: number) => new Date(2026, 0, 4 + isoDay);

/** The weekdays of a weekly repeat, Monday first, as toggles named in the interface language. */
const WeekdaysField = ({ control }: { control: Control<CalendarEventInput> }) => {
  const translate = useTranslate();
  const culture = cultureOf(useLocale());
  const labelId = useId();
  const { field, fieldState } = useController({ control, name: 'repeat_weekdays' });
  return (
    <FormControl error={fieldState.invalid} sx={{ mb: 1 }}>
      <FormLabel id={labelId}>{translate('app.calendar.fields.repeat_weekdays')}</FormLabel>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        color="primary"
        size="small"
        value={field.value ?? []}
        onChange={(_event, days: number[]) => field.onChange([...days].sort((a, b) => a - b))}
        sx={{ flexWrap: 'wrap', mt: 0.5 }}
      >
        {ISO_WEEKDAYS.map((day) => (
          <ToggleButton
            key={day}
            value={day}
            aria-label={calendarLocalizer.format(weekdayDate(day), 'EEEE', culture)}
            sx={{ minWidth: 44 }}
          >
            {calendarLocalizer.format(weekdayDate(day), 'EEEEEE', culture)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {fieldState.error?.message && (
        <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>
      )}
    </FormControl>
  );
};

type EndMode = 'never' | 'until' | 'count';

/** How a repeat ends: never, on a date, or after a number of times. */
const RepeatEnd = ({ control }: { control: Control<CalendarEventInput> }) => {
  const translate = useTranslate();
  const labelId = useId();
  const { field: until, fieldState: untilState } = useController({ control, name: 'repeat_until' });
  const { field: count, fieldState: countState } = useController({ control, name: 'repeat_count' });
  const startsAt = useWatch({ control, name: 'starts_at' });
  const mode: EndMode = until.value
    ? 'until'
    : count.value !== null && count.value !== undefined
      ? 'count'
      : 'never';
  const choose = (next: EndMode) => {
    until.onChange(next === 'until' ? (until.value ?? startsAt.slice(0, 10)) : null);
    count.onChange(next === 'count' ? (count.value ?? 10) : null);
  };
  const helper = (message?: string) => (message ? translate(message) : ' ');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {translate('app.calendar.fields.repeat_end')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        row
        value={mode}
        onChange={(event) => choose(event.target.value as EndMode)}
      >
        {(['never', 'until', 'count'] as const).map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={translate(`app.calendar.repeat_end.${value}`)}
          />
        ))}
      </RadioGroup>
      {mode === 'until' && (
        <TextField
          inputRef={until.ref}
          type="date"
          label={translate('app.calendar.fields.repeat_until')}
          value={until.value ?? ''}
          onChange={(event) => until.onChange(event.target.value || null)}
          error={untilState.invalid}
          helperText={helper(untilState.error?.message)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 240 }}
        />
      )}
      {mode === 'count' && (
        <TextField
          inputRef={count.ref}
          type="number"
          label={translate('app.calendar.fields.repeat_count')}
          value={count.value ?? ''}
          onChange={(event) =>
            count.onChange(event.target.value === '' ? 0 : Number(event.target.value))
          }
          error={countState.invalid}
          helperText={helper(countState.error?.message)}
          slotProps={{ htmlInput: { min: 1 } }}
          sx={{ maxWidth: 240 }}
        />
      )}
    </FormControl>
  );
};

/** The repeat: none, daily, weekly on chosen days, monthly or yearly, and when it ends. */
export const RepeatFields = ({ control }: { control: Control<CalendarEventInput> }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ control, name: 'repeat' });
  const { field: weekdays } = useController({ control, name: 'repeat_weekdays' });
  const { field: until } = useController({ control, name: 'repeat_until' });
  const { field: count } = useController({ control, name: 'repeat_count' });
  const startsAt = useWatch({ control, name: 'starts_at' });
  const repeat = field.value ?? 'none';
  const change = (next: string) => {
    field.onChange(next);
    // A weekly repeat starts on the start's own weekday; any other keeps no weekdays.
    const startDay = startsAt
      ? ((new Date(`${startsAt.slice(0, 10)}T00:00Z`).getUTCDay() + 6) % 7) + 1
      : 1;
    weekdays.onChange(next === 'weekly' ? [startDay] : []);
    if (next === 'none') {
      until.onChange(null);
      count.onChange(null);
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <TextField
        select
        inputRef={field.ref}
        label={translate('app.calendar.fields.repeat')}
        value={repeat}
        onChange={(event) => change(event.target.value)}
        error={fieldState.invalid}
        sx={{ minWidth: 220, mb: 1 }}
      >
        {CALENDAR_REPEATS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`enums.calendar_repeat.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {repeat === 'weekly' && <WeekdaysField control={control} />}
      {repeat !== 'none' && <RepeatEnd control={control} />}
    </Box>
  );
};
