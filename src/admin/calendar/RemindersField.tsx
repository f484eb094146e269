import { Box, Chip, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { type Control, useController } from 'react-hook-form';
import {
  CALENDAR_REMINDER_CHOICES,
  CALENDAR_REMINDERS_MAX,
  type CalendarEventInput,
} from '../../domain/calendar';
import { reminderLabel } from './reminderLabel';

/** The reminders, several at once: a chip per choice, pressed when chosen (at most five). */
export const RemindersField = ({ control }: { control: Control<CalendarEventInput> }) => {
  const translate = useTranslate();
  const labelId = useId();
  const { field, fieldState } = useController({ control, name: 'reminders' });
  const chosen = field.value ?? [];
  const choices = [...new Set([...CALENDAR_REMINDER_CHOICES, ...chosen])].sort((a, b) => a - b);
  const toggle = (minutes: number) =>
    field.onChange(
      chosen.includes(minutes) ? chosen.filter((m) => m !== minutes) : [...chosen, minutes],
    );
  return (
    <FormControl component="fieldset" error={fieldState.invalid} sx={{ mt: 2 }}>
      <FormLabel component="legend" id={labelId}>
        {translate('app.calendar.fields.reminders')}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
      >
        {choices.map((minutes) => {
          const on = chosen.includes(minutes);
          return (
            <Chip
              key={minutes}
              label={reminderLabel(minutes, translate)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              disabled={!on && chosen.length >= CALENDAR_REMINDERS_MAX}
              onClick={() => toggle(minutes)}
            />
          );
        })}
      </Box>
      <FormHelperText>
        {fieldState.error?.message
          ? translate(fieldState.error.message)
          : translate('app.calendar.reminders.hint', { max: CALENDAR_REMINDERS_MAX })}
      </FormHelperText>
    </FormControl>
  );
};
