import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { HolidaysPanel } from './HolidaysPanel';
import { QueryStatus } from './QueryStatus';
import { KEYS } from './settingsApi';
import { WeekEditor } from './WeekEditor';

/** Settings → working hours and holidays: the calendar request deadlines are counted in. */
const CalendarTab = ({ canManage }: { canManage: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const query = useQuery({
    queryKey: KEYS.calendar,
    queryFn: () => dataProvider.calendarSettings(),
  });
  return (
    <>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {translate('app.settings.calendar.hint')}
      </Alert>
      <QueryStatus query={query} />
      {query.data && (
        <>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('app.settings.calendar.week_title')}
              </Typography>
              <WeekEditor initial={query.data.week} canManage={canManage} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <HolidaysPanel holidays={query.data.holidays} canManage={canManage} />
            </CardContent>
          </Card>
        </>
      )}
    </>
  );
};

export default CalendarTab;
