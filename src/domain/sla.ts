import { TIME_ZONE } from './constants';

/**
 * Business time: when a request is due, given a duration in business hours, the landlord's
 * week (working intervals per ISO weekday, lunch breaks as gaps) and holidays, in the
 * landlord's time zone. Pure functions; the server stores `due_at`, overdue is a query.
 */

/** `HH:MM`–`HH:MM` in local time; `to` after `from`. */
export interface WorkInterval {
  from: string;
  to: string;
}

/** ISO weekday (1 = Monday … 7 = Sunday) → working intervals, in order; empty = day off. */
export type WeekSchedule = Record<1 | 2 | 3 | 4 | 5 | 6 | 7, WorkInterval[]>;

export interface BusinessCalendar {
  week: WeekSchedule;
  /** Local dates `YYYY-MM-DD` with no work. */
  holidays: readonly string[];
  timeZone?: string;
}

const NINE_TO_SIX = [{ from: '09:00', to: '18:00' }];
/** The default week: Monday to Friday, 09:00–18:00. */
export const DEFAULT_WEEK: WeekSchedule = {
  1: NINE_TO_SIX,
  2: NINE_TO_SIX,
  3: NINE_TO_SIX,
  4: NINE_TO_SIX,
  5: NINE_TO_SIX,
  6: [],
  7: [],
};

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far ahead the search goes before deciding the calendar has no working time. */
const MAX_DAYS = 3 * 366;

/** Minutes since midnight of a clock time (`HH:MM` or `HH:MM:SS`). */
export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The zone's offset from UTC at an instant, in ms (Kazakhstan has no daylight saving). */
const offsetAt = (instant: number, timeZone: string) => {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/** A local calendar day: its UTC midnight as a day number, and its date string. */
const localDay = (instant: number, timeZone: string) =>
  Math.floor((instant + offsetAt(instant, timeZone)) / DAY);

const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const isoWeekday = (day: number) => (((new Date(day * DAY).getUTCDay() + 6) % 7) + 1) as 1;

/** Whether a local day (`YYYY-MM-DD`) is a working one: not a holiday, with working hours. */
export const isWorkingDay = (calendar: BusinessCalendar, day: string) =>
  !calendar.holidays.includes(day) &&
  calendar.week[isoWeekday(Date.parse(`${day}T00:00:00Z`) / DAY)].length > 0;

/** The working intervals of a local day as instants [start, end). */
const intervalsOf = (day: number, calendar: BusinessCalendar, timeZone: string) => {
  if (calendar.holidays.includes(dateOf(day))) return [];
  const midnightLocal = day * DAY;
  const offset = offsetAt(midnightLocal - 12 * 3_600_000, timeZone);
  return calendar.week[isoWeekday(day)].map((i) => [
    midnightLocal - offset + minutesOf(i.from) * MINUTE,
    midnightLocal - offset + minutesOf(i.to) * MINUTE,
  ]);
};

/** The instant when `hours` of business time have passed since `start`. */
export const addBusinessHours = (start: Date, hours: number, calendar: BusinessCalendar): Date => {
  const timeZone = calendar.timeZone ?? TIME_ZONE;
  let remaining = Math.round(hours * 60) * MINUTE;
  const from = start.getTime();
  const firstDay = localDay(from, timeZone);
  for (let day = firstDay; day < firstDay + MAX_DAYS; day++) {
    for (const [open, close] of intervalsOf(day, calendar, timeZone)) {
      const begin = Math.max(open, from);
      if (begin >= close) continue;
      if (remaining <= close - begin) return new Date(begin + remaining);
      remaining -= close - begin;
    }
  }
  throw new Error('The business calendar has no working time');
};

/**
 * Business time between two instants, in minutes; negative when `to` is before `from`
 * (e.g. how long a request has been overdue).
 */
export const businessMinutesBetween = (
  from: Date,
  to: Date,
  calendar: BusinessCalendar,
): number => {
  if (to < from) return -businessMinutesBetween(to, from, calendar);
  const timeZone = calendar.timeZone ?? TIME_ZONE;
  const a = from.getTime();
  const b = to.getTime();
  let total = 0;
  for (let day = localDay(a, timeZone); day <= localDay(b, timeZone); day++) {
    for (const [open, close] of intervalsOf(day, calendar, timeZone)) {
      total += Math.max(0, Math.min(close, b) - Math.max(open, a));
    }
  }
  return Math.round(total / MINUTE);
};

/** Checks a week: `HH:MM` times, each interval forward, intervals in order without overlap. */
export const isValidWeek = (week: WeekSchedule) =>
  Object.values(week).every((intervals) =>
    intervals.every(
      (i, n) =>
        /^([01]\d|2[0-3]):[0-5]\d$/.test(i.from) &&
        /^([01]\d|2[0-4]):[0-5]\d$/.test(i.to) &&
        minutesOf(i.from) < minutesOf(i.to) &&
        minutesOf(i.to) <= 24 * 60 &&
        (n === 0 || minutesOf(intervals[n - 1].to) <= minutesOf(i.from)),
    ),
  ) && Object.values(week).some((intervals) => intervals.length > 0);
