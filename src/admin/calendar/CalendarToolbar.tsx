import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import {
  Box,
  Button,
  IconButton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { calendarLocalizer, cultureOf } from './calendarLocalizer';
import { CALENDAR_VIEWS, type CalendarView, wallRangeOf } from './calendarRange';
import { MonthPicker } from './MonthPicker';
import { QuickActions } from './QuickActions';
import type { QuickAction } from './quickActions';

/** The shown period in words: "январь 2026", "5–11 января 2026", "понедельник, 5 января 2026". */
const labelOf = (view: CalendarView, date: Date, culture: string) => {
  const f = (d: Date, pattern: string) => calendarLocalizer.format(d, pattern, culture);
  if (view === 'month') return f(date, 'LLLL yyyy');
  if (view === 'day') return f(date, 'EEEE, d MMMM yyyy');
  const { start, end } = wallRangeOf(view, date);
  const last = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1);
  return `${f(start, 'd MMMM')} – ${f(last, 'd MMMM yyyy')}`;
};

/**
 * The calendar's toolbar, wrapping on a phone: today, previous and next, the period shown, the
 * month picker, the views, the quick actions and the phone calendar subscription.
 */
export const CalendarToolbar = ({
  view,
  date,
  onDate,
  onStep,
  onToday,
  onView,
  mayCreateTask,
  onQuick,
  onFeed,
}: {
  view: CalendarView;
  date: Date;
  onDate: (date: Date) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  mayCreateTask: boolean;
  onQuick: (action: QuickAction) => void;
  onFeed: () => void;
}) => {
  const translate = useTranslate();
  const culture = cultureOf(useLocale());
  return (
    <Box
      role="toolbar"
      aria-label={translate('app.calendar.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Button variant="outlined" onClick={onToday}>
          {translate('app.calendar.today')}
        </Button>
        <IconButton onClick={() => onStep(-1)} aria-label={translate('app.calendar.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton onClick={() => onStep(1)} aria-label={translate('app.calendar.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography
        variant="h6"
        component="h2"
        aria-live="polite"
        sx={{ flexGrow: 1, minWidth: 180, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {labelOf(view, date, culture)}
      </Typography>
      <MonthPicker date={date} onChange={onDate} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: CalendarView | null) => next && onView(next)}
        aria-label={translate('app.calendar.views.title')}
      >
        {CALENDAR_VIEWS.map((v) => (
          <ToggleButton key={v} value={v}>
            {translate(`app.calendar.views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QuickActions mayCreateTask={mayCreateTask} onAction={onQuick} />
      <Button startIcon={<EventRepeatIcon />} onClick={onFeed}>
        {translate('app.calendar.feed.open')}
      </Button>
    </Box>
  );
};
