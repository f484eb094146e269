import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ENTRY_KINDS, kindColors } from './entryKinds';

/** What each colour of the grid means. */
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
        <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: kindColors(theme, kind).background,
            }}
          />
          <Typography variant="body2">{translate(`app.calendar.kinds.${kind}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
};
