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

/** How many days the agenda lists (react-big-calendar's own default). */
export const AGENDA_DAYS = 30;

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
