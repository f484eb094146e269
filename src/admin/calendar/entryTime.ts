import type { CalendarEntry } from '../../domain/calendar';
import { toWall } from './almatyTime';
import { calendarLocalizer } from './calendarLocalizer';

/**
 * An entry's wall start and end for the grid: a whole day's end is its last day's midnight, which
 * the grid reads as the next midnight (its ends are exclusive).
 */
export const entryWall = (entry: CalendarEntry) => {
  const start = toWall(entry.starts_at);
  const end = toWall(entry.ends_at);
  if (entry.all_day) end.setDate(end.getDate() + 1);
  return { start, end };
};

/** "14:00–15:00", "весь день", or the deadline's time alone, in the interface language. */
export const entryTimeText = (
  entry: CalendarEntry,
  culture: string,
  translate: (key: string) => string,
) => {
  if (entry.all_day) return translate('app.calendar.grid.all_day');
  const start = toWall(entry.starts_at);
  const end = toWall(entry.ends_at);
  const time = (date: Date) => calendarLocalizer.format(date, 'HH:mm', culture);
  return end.getTime() > start.getTime() ? `${time(start)}–${time(end)}` : time(start);
};
