import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dayOffFill, ENTRY_KINDS, holidayColors, kindColors } from './entryKinds';

const Swatch = ({ background, label }: { background: string; label: string }) => (
  <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
    <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, background, flexShrink: 0 }} />
    <Typography variant="body2">{label}</Typography>
  </Box>
);

/** What each colour of the grid means, and how the organization's days off look. */
export const CalendarLegend = () => {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Box
      component="ul"
      aria-label={translate('app.calendar.legend')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {ENTRY_KINDS.map((kind) => (
        <Swatch
          key={kind}
          background={kindColors(theme, kind).background}
          label={translate(`app.calendar.kinds.${kind}`)}
        />
      ))}
      <Swatch
        background={holidayColors(theme).background}
        label={translate('app.calendar.days_off.holiday')}
      />
      <Swatch
        background={`${dayOffFill(theme)}, ${theme.palette.action.hover}`}
        label={translate('app.calendar.days_off.day_off')}
      />
    </Box>
  );
};
