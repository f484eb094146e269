import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCalendarStats } from './useCalendarData';

const FIGURES = ['today', 'week', 'month', 'upcoming'] as const;

/** The statistics: entries today, this week, this month, and upcoming (a dash when refused). */
export const CalendarStatsCard = () => {
  const translate = useTranslate();
  const { data, isError } = useCalendarStats();
  return (
    <Card component="section" aria-label={translate('app.calendar.stats.title')}>
      <CardContent
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        {FIGURES.map((figure) => (
          <Box key={figure} component="dl" sx={{ m: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`app.calendar.stats.${figure}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {data ? data[figure] : isError ? '—' : <Skeleton width={32} />}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
