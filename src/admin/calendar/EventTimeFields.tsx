import { Box, FormControlLabel, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { CalendarEventInput } from '../../domain/calendar';
import { fromAlmatyInput, toAlmatyInput } from '../../resources/tasks/deadline';

type TimeName = 'starts_at' | 'ends_at';

/** A start or end: the date and time in Almaty, or only the date for a whole day. */
const MomentInput = ({
  control,
  name,
  allDay,
}: {
  control: Control<CalendarEventInput>;
  name: TimeName;
  allDay: boolean;
}) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ control, name });
  const wall = toAlmatyInput(field.value);
  return (
    <TextField
      inputRef={field.ref}
      name={name}
      type={allDay ? 'date' : 'datetime-local'}
      label={translate(`app.calendar.fields.${name}`)}
      value={allDay ? wall.slice(0, 10) : wall}
      onChange={(event) => {
        const value = event.target.value;
        field.onChange(value && fromAlmatyInput(allDay ? `${value}T00:00` : value));
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translate(fieldState.error.message) : ' '}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

/** The start, the end and "all day"; turning a whole day on keeps the dates, at midnight. */
export const EventTimeFields = ({ control }: { control: Control<CalendarEventInput> }) => {
  const translate = useTranslate();
  const { field: allDay } = useController({ control, name: 'all_day' });
  const { field: start } = useController({ control, name: 'starts_at' });
  const { field: end } = useController({ control, name: 'ends_at' });
  const on = useWatch({ control, name: 'all_day' }) ?? false;
  const atTime = (iso: string, time: string) => {
    const wall = toAlmatyInput(iso);
    return wall && fromAlmatyInput(`${wall.slice(0, 10)}T${time}`);
  };
  const toggle = (next: boolean) => {
    allDay.onChange(next);
    start.onChange(atTime(start.value, next ? '00:00' : '09:00'));
    end.onChange(atTime(end.value, next ? '00:00' : '10:00'));
  };
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <MomentInput control={control} name="starts_at" allDay={on} />
        <MomentInput control={control} name="ends_at" allDay={on} />
      </Box>
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => toggle(event.target.checked)} />}
        label={translate('app.calendar.fields.all_day')}
      />
    </>
  );
};
