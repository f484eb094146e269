import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { fromWall } from './almatyTime';

/** The views the page offers. */
export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many days the agenda lists: a whole month when it starts on the month's first day. */
export const AGENDA_DAYS = 31;

const monday = { weekStartsOn: 1 } as const;

/** The wall days a view of `date` shows: the first, and the day after the last. */
export const wallRangeOf = (view: CalendarView, date: Date) => {
  switch (view) {
    case 'month':
      return {
        start: startOfWeek(startOfMonth(date), monday),
        end: addDays(startOfDay(endOfWeek(endOfMonth(date), monday)), 1),
      };
    case 'week':
      return { start: startOfWeek(date, monday), end: addDays(startOfWeek(date, monday), 7) };
    case 'day':
      return { start: startOfDay(date), end: addDays(startOfDay(date), 1) };
    case 'agenda':
      return { start: startOfDay(date), end: addDays(startOfDay(date), AGENDA_DAYS) };
  }
};

/**
 * The day the agenda starts on when it opens from `view`: the first day of the range looked at
 * (a week's Monday, a month's first day), so that everything there is listed.
 */
export const agendaStartOf = (view: CalendarView, date: Date) =>
  view === 'month' ? startOfMonth(date) : wallRangeOf(view, date).start;

/** The date to show when the view changes from `from` to `to`. */
export const dateForView = (from: CalendarView, to: CalendarView, date: Date) =>
  to === 'agenda' && from !== 'agenda' ? agendaStartOf(from, date) : date;

/** What the server is asked for: the view's days as instants in Almaty. */
export const queryRangeOf = (view: CalendarView, date: Date) => {
  const { start, end } = wallRangeOf(view, date);
  return { from: fromWall(start), to: fromWall(end) };
};

/** The date a view shows after "previous" (-1) or "next" (+1). */
export const stepDate = (view: CalendarView, date: Date, direction: 1 | -1) => {
  switch (view) {
    case 'month':
      return addMonths(date, direction);
    case 'week':
      return addWeeks(date, direction);
    case 'day':
      return addDays(date, direction);
    case 'agenda':
      return addDays(date, direction * AGENDA_DAYS);
  }
};
