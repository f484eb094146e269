import {
  CALENDAR_STATS_ENTRIES_MAX,
  CALENDAR_UPCOMING_DAYS,
  type CalendarStats,
} from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/authUser';
import { contractDayCounts } from './contractDates';
import { ownEntriesFor } from './entries';
import { meets } from './occurrences';
import { almatyDay, almatyMidnight } from './recurrence';
import { almatyDaySpan } from './text';

const DAY_MS = 86_400_000;

export interface CalendarRange {
  from: Date;
  to: Date;
}

const span = (ranges: CalendarRange[]): CalendarRange => ({
  from: new Date(Math.min(...ranges.map((r) => r.from.getTime()))),
  to: new Date(Math.max(...ranges.map((r) => r.to.getTime()))),
});

/** Where an entry lies, and how many entries lie there (a day's leases' dates are one). */
interface Span {
  starts: Date;
  ends: Date;
  n: number;
}

/**
 * The caller's calendar over the ranges' whole span, read once: each entry's span, and the
 * leases' critical dates counted per day (an organization's month holds thousands of them,
 * counted in SQL rather than made into entries).
 */
const spansOver = async (db: Db, user: AuthUser, ranges: CalendarRange[]): Promise<Span[]> => {
  const { from, to } = span(ranges);
  const [entries, leaseDays] = await Promise.all([
    ownEntriesFor(db, user, from, to, { limit: CALENDAR_STATS_ENTRIES_MAX }),
    contractDayCounts(db, user, from, to),
  ]);
  return [
    ...entries.map((e) => ({ starts: new Date(e.starts_at), ends: new Date(e.ends_at), n: 1 })),
    ...leaseDays.map((d) => ({ ...almatyDaySpan(d.day), n: d.n })),
  ];
};

const total = (spans: Span[]) => spans.reduce((sum, s) => sum + s.n, 0);

const countMeeting = (spans: Span[], { from, to }: CalendarRange) =>
  total(spans.filter((s) => meets(s.starts, s.ends, from, to)));

/**
 * How many entries of the caller's calendar (all sources) meet each of these ranges: the
 * calendar's entries are read once, over the ranges' whole span. An empty list gives none.
 */
export const calendarCountsFor = async (
  db: Db,
  user: AuthUser,
  ranges: CalendarRange[],
): Promise<number[]> => {
  if (ranges.length === 0) return [];
  const spans = await spansOver(db, user, ranges);
  return ranges.map((range) => countMeeting(spans, range));
};

/** Almaty's today, this week (Monday–Sunday) and this month around `now`. */
export const almatyPeriods = (now: Date) => {
  const day = almatyDay(now);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const [year, month] = day.split('-').map(Number);
  const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return {
    today: { from: almatyMidnight(day), to: almatyMidnight(day, 1) },
    week: { from: almatyMidnight(day, -weekday), to: almatyMidnight(day, 7 - weekday) },
    month: { from: almatyMidnight(`${day.slice(0, 7)}-01`), to: almatyMidnight(nextMonth) },
  };
};

/**
 * `GET /api/calendar-events/stats`: entries today, this week, this month (Asia/Almaty), and
 * upcoming ones: starting from `now` within `CALENDAR_UPCOMING_DAYS`. One read of the calendar.
 */
export const calendarStatsFor = async (
  db: Db,
  user: AuthUser,
  now = new Date(),
): Promise<CalendarStats> => {
  const { today, week, month } = almatyPeriods(now);
  const upcoming = { from: now, to: new Date(now.getTime() + CALENDAR_UPCOMING_DAYS * DAY_MS) };
  const spans = await spansOver(db, user, [today, week, month, upcoming]);
  return {
    today: countMeeting(spans, today),
    week: countMeeting(spans, week),
    month: countMeeting(spans, month),
    upcoming: total(spans.filter((s) => s.starts >= upcoming.from && s.starts < upcoming.to)),
  };
};
