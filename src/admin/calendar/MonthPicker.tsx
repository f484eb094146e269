import { Box, MenuItem, TextField } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { calendarLocalizer, cultureOf } from './calendarLocalizer';

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
/** The years the picker offers around the shown one. */
const YEARS_AROUND = 5;

/** Picks a month and a year to show; the day of the month is kept where it can be. */
export const MonthPicker = ({ date, onChange }: { date: Date; onChange: (date: Date) => void }) => {
  const translate = useTranslate();
  const culture = cultureOf(useLocale());
  const year = date.getFullYear();
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, i) => year - YEARS_AROUND + i);
  const go = (y: number, m: number) => {
    const last = new Date(y, m + 1, 0).getDate();
    onChange(new Date(y, m, Math.min(date.getDate(), last)));
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <TextField
        select
        size="small"
        label={translate('app.calendar.picker.month')}
        value={date.getMonth()}
        onChange={(event) => go(year, Number(event.target.value))}
        sx={{ minWidth: 130 }}
      >
        {MONTHS.map((m) => (
          <MenuItem key={m} value={m}>
            {calendarLocalizer.format(new Date(2026, m, 1), 'LLLL', culture)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.calendar.picker.year')}
        value={year}
        onChange={(event) => go(Number(event.target.value), date.getMonth())}
        sx={{ minWidth: 96 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
