import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
  useTheme,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CalendarEntry } from '../../domain/calendar';
import { calendarLocalizer, cultureOf } from './calendarLocalizer';
import { kindColors, kindOf, recordPathOf } from './entryKinds';
import { entryTimeText, entryWall } from './entryTime';

/** The entries that touch a wall day, in start order. */
export const entriesOfDay = (entries: CalendarEntry[], day: Date) => {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return entries
    .filter((entry) => {
      const wall = entryWall(entry);
      return wall.start < end && (wall.end > start || wall.start >= start);
    })
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
};

const Marker = styled('span')(({ theme }) => ({
  width: 6,
  alignSelf: 'stretch',
  borderRadius: theme.shape.borderRadius,
  marginRight: theme.spacing(1.5),
}));

/** One entry of the day: a deadline is a link to its record, any other opens on click. */
const DayListItem = ({
  entry,
  onOpen,
}: {
  entry: CalendarEntry;
  onOpen: (entry: CalendarEntry) => void;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const culture = cultureOf(useLocale());
  const kind = kindOf(entry);
  const path = recordPathOf(entry);
  const details = [
    entryTimeText(entry, culture, translate),
    translate(`app.calendar.kinds.${kind}`),
  ];
  if (entry.owner && !entry.editable) details.push(entry.owner.name);
  const content = (
    <>
      <Marker aria-hidden style={{ backgroundColor: kindColors(theme, kind).background }} />
      <ListItemText primary={entry.title} secondary={details.join(' · ')} />
    </>
  );
  // Each in its own `li`: a list holds items, not links or buttons straight away.
  return (
    <ListItem disablePadding>
      {path ? (
        <ListItemButton component={Link} to={path} sx={{ px: 1 }}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton onClick={() => onOpen(entry)} sx={{ px: 1 }}>
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
};

/**
 * A chosen day's entries beside the grid (under it on a phone): a deadline links to its record,
 * any other opens as on the grid. A day off says so, and names its holiday.
 */
export const DayList = ({
  day,
  dayOff,
  entries,
  onOpen,
}: {
  day: Date;
  dayOff: { holiday: string | null } | null;
  entries: CalendarEntry[];
  onOpen: (entry: CalendarEntry) => void;
}) => {
  const translate = useTranslate();
  const culture = cultureOf(useLocale());
  const items = entriesOfDay(entries, day);
  const heading = calendarLocalizer.format(day, 'EEEE, d MMMM', culture);
  return (
    <Card component="section" aria-label={heading}>
      <CardContent>
        <Typography
          variant="h6"
          component="h2"
          sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {heading}
        </Typography>
        {dayOff && (
          <Typography variant="body2" color="text.secondary">
            {[translate('app.calendar.days_off.day_off'), dayOff.holiday]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.calendar.day_empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((entry) => (
              <DayListItem key={entry.key} entry={entry} onOpen={onOpen} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
