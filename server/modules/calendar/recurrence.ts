import { createRequire } from 'node:module';
import type { Frequency as FrequencyType } from 'rrule';
import { ALMATY_OFFSET_MS } from '../../../src/domain/almatyTime';
import type { CalendarRepeat } from '../../../src/domain/calendar';

export { almatyDay, almatyMidnight } from '../../../src/domain/almatyTime';

/**
 * rrule ships CommonJS for Node and an ES build for bundlers, whose named exports Node cannot
 * import: required, it is the same module under `tsx` and under the test runner.
 */
const { Frequency, RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** An instant as Almaty's wall clock read as UTC (what `rrule` counts in). */
const toWall = (at: Date) => new Date(at.getTime() + ALMATY_OFFSET_MS);
/** Almaty's wall clock (read as UTC) back to the instant. */
const fromWall = (wall: Date) => new Date(wall.getTime() - ALMATY_OFFSET_MS);

/** What a series' repeat is made of (a calendar event's row, or the form's values). */
export interface RepeatRule {
  starts_at: string;
  repeat: CalendarRepeat | string;
  repeat_weekdays: number[];
  repeat_until: string | null;
  repeat_count: number | null;
}

const FREQUENCY: Record<string, FrequencyType> = {
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
};

/** Whether the event repeats. */
export const repeats = (event: Pick<RepeatRule, 'repeat'>) => event.repeat in FREQUENCY;

/** The end of the series' last day (`repeat_until`, Almaty, included) in wall time. */
const untilOf = (event: RepeatRule) =>
  event.repeat_until ? new Date(Date.parse(`${event.repeat_until}T23:59:59.999Z`)) : null;

/** A wall date-time `year-month-day` (month 0-based, overflow carried) at `time`'s time of day. */
const wallDate = (year: number, month: number, day: number, time: Date) => {
  const at = new Date(time);
  at.setUTCFullYear(year, month, day);
  return at;
};

const daysInMonth = (year: number, month: number) =>
  wallDate(year, month + 1, 0, new Date(0)).getUTCDate();

/** Leap years in [1, year). */
const leapYearsBefore = (year: number) => {
  const y = year - 1;
  return Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
};

/** How many months from January of year 1 up to (not including) `year-month` have a day `day`. */
const monthsWithDayBefore = (day: number, year: number, month: number) => {
  const years = year - 1;
  let whole: number;
  if (day <= 28) whole = 12 * years;
  else if (day === 29) whole = 11 * years + leapYearsBefore(year);
  else whole = (day === 30 ? 11 : 7) * years;
  let part = 0;
  for (let m = 0; m < month; m++) if (daysInMonth(year, m) >= day) part++;
  return whole + part;
};

/**
 * Where the expansion of a series may begin for a window starting at `fromWall`: a moment
 * `anchor` (the series' start, or a later one at or before `fromWall`) from which the series'
 * occurrences are those of a rule starting there, and how many occurrences come before it.
 * Computed arithmetically, so a series is never walked from its first occurrence: daily and
 * weekly move by whole days and weeks (each week holds every chosen weekday once); monthly and
 * yearly to the 1st of `fromWall`'s month or year, counting the months (years) that have the
 * start's day. `between` then walks only from there.
 */
const skipTo = (start: Date, freq: FrequencyType, weekdays: number, fromWall: Date) => {
  const ahead = fromWall.getTime() - start.getTime();
  if (ahead <= 0) return { anchor: start, skipped: 0 };
  if (freq === Frequency.DAILY || freq === Frequency.WEEKLY) {
    const period = freq === Frequency.DAILY ? DAY_MS : WEEK_MS;
    const periods = Math.floor(ahead / period);
    const perPeriod = freq === Frequency.DAILY ? 1 : weekdays;
    return { anchor: new Date(start.getTime() + periods * period), skipped: periods * perPeriod };
  }
  const [year, month, day] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  const toYear = fromWall.getUTCFullYear();
  if (freq === Frequency.YEARLY) {
    if (toYear <= year) return { anchor: start, skipped: 0 };
    const leapDay = month === 1 && day === 29;
    const skipped = leapDay ? leapYearsBefore(toYear) - leapYearsBefore(year) : toYear - year;
    return { anchor: wallDate(toYear, 0, 1, start), skipped };
  }
  const toMonth = fromWall.getUTCMonth();
  if (toYear * 12 + toMonth <= year * 12 + month) return { anchor: start, skipped: 0 };
  const skipped = monthsWithDayBefore(day, toYear, toMonth) - monthsWithDayBefore(day, year, month);
  return { anchor: wallDate(toYear, toMonth, 1, start), skipped };
};

/**
 * The series' rule in Almaty's wall time, for occurrences from `fromWall` on: weekly on its ISO
 * weekdays (1 Monday … 7 Sunday), a monthly or yearly repeat on the start's day (months without
 * it are skipped, 29 February only in leap years), until the end of `repeat_until` (an Almaty
 * day, included) or `repeat_count` times. Its start is moved to `skipTo`'s anchor and its count
 * lowered by the occurrences skipped, so expanding any window costs the window's occurrences,
 * not the series' past. `rule` is null when nothing of the series is left from there; `skipped`
 * is how many occurrences come before the anchor (not limited by `repeat_until`).
 */
const ruleFrom = (event: RepeatRule, fromWall: Date) => {
  const freq = FREQUENCY[event.repeat];
  const start = toWall(new Date(Date.parse(event.starts_at)));
  const weekdays = [...new Set(event.repeat_weekdays)].map((d) => d - 1);
  const { anchor, skipped } = skipTo(start, freq, weekdays.length, fromWall);
  const left = event.repeat_count ? event.repeat_count - skipped : null;
  const rule =
    left !== null && left <= 0
      ? null
      : new RRule({
          freq,
          dtstart: anchor,
          wkst: RRule.MO,
          byweekday: freq === Frequency.WEEKLY ? weekdays : null,
          bymonth: freq === Frequency.YEARLY ? start.getUTCMonth() + 1 : null,
          bymonthday:
            freq === Frequency.MONTHLY || freq === Frequency.YEARLY ? start.getUTCDate() : null,
          until: untilOf(event),
          count: left,
        });
  return { rule, anchor, skipped };
};

/**
 * The original starts of the series' occurrences in [from, to] (both included), in order. A
 * non-repeating event has one, its start. Only this window is expanded, never the whole series.
 */
export const occurrenceStarts = (event: RepeatRule, from: Date, to: Date): Date[] => {
  if (!repeats(event)) {
    const start = Date.parse(event.starts_at);
    return start >= from.getTime() && start <= to.getTime() ? [new Date(start)] : [];
  }
  const { rule } = ruleFrom(event, toWall(from));
  if (!rule) return [];
  return rule.between(toWall(from), toWall(to), true).map(fromWall);
};

/**
 * How many occurrences the series has before `at` (for splitting a counted series): those
 * skipped arithmetically up to the anchor, and those from it to `at`, at most the count.
 */
export const occurrencesBefore = (event: RepeatRule, at: Date): number => {
  if (!repeats(event)) return Date.parse(event.starts_at) < at.getTime() ? 1 : 0;
  const until = untilOf(event);
  const end = toWall(new Date(at.getTime() - 1));
  const last = until && until < end ? until : end;
  const { rule, anchor, skipped } = ruleFrom(event, last);
  const counted = Math.min(skipped, event.repeat_count ?? skipped);
  return counted + (rule && anchor <= last ? rule.between(anchor, last, true).length : 0);
};
