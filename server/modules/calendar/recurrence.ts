import { createRequire } from 'node:module';
import type { Frequency as FrequencyType, RRule as RRuleType } from 'rrule';
import type { CalendarRepeat } from '../../../src/domain/calendar';

/**
 * Asia/Almaty's offset from UTC (UTC+5 all year, no daylight saving): repeats are computed in
 * the zone's wall time, so a Monday 10:00 stays Monday 10:00 there whatever the server's zone.
 */
/**
 * rrule ships CommonJS for Node and an ES build for bundlers, whose named exports Node cannot
 * import: required, it is the same module under `tsx` and under the test runner.
 */
const { Frequency, RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

const ALMATY_OFFSET_MS = 5 * 3600_000;
const DAY_MS = 86_400_000;

/** An instant as Almaty's wall clock read as UTC (what `rrule` counts in). */
const toWall = (at: Date) => new Date(at.getTime() + ALMATY_OFFSET_MS);
/** Almaty's wall clock (read as UTC) back to the instant. */
const fromWall = (wall: Date) => new Date(wall.getTime() - ALMATY_OFFSET_MS);

/** The day (`YYYY-MM-DD`) an instant falls on in Almaty. */
export const almatyDay = (at: Date) => toWall(at).toISOString().slice(0, 10);

/** The instant Almaty's day `day` (`YYYY-MM-DD`) begins, moved by `days` days. */
export const almatyMidnight = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS - ALMATY_OFFSET_MS);

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

/**
 * The series' rule in Almaty's wall time: weekly on its ISO weekdays (1 Monday … 7 Sunday), a
 * monthly or yearly repeat on the start's day (months without it are skipped, 29 February only
 * in leap years), until the end of `repeat_until` (an Almaty day, included) or `repeat_count`
 * times. Null when the event does not repeat.
 */
export const ruleOf = (event: RepeatRule): RRuleType | null => {
  const freq = FREQUENCY[event.repeat];
  if (freq === undefined) return null;
  return new RRule({
    freq,
    dtstart: toWall(new Date(Date.parse(event.starts_at))),
    wkst: RRule.MO,
    byweekday: freq === Frequency.WEEKLY ? event.repeat_weekdays.map((d) => d - 1) : null,
    until: event.repeat_until ? new Date(Date.parse(`${event.repeat_until}T23:59:59.999Z`)) : null,
    count: event.repeat_count ?? null,
  });
};

/** `rrule` counts in whole seconds: a start's milliseconds are added back to each occurrence. */
const fraction = (event: RepeatRule) => Date.parse(event.starts_at) % 1000;

/**
 * The original starts of the series' occurrences in [from, to] (both included), in order. A
 * non-repeating event has one, its start. Only this window is expanded, never the whole series.
 */
export const occurrenceStarts = (event: RepeatRule, from: Date, to: Date): Date[] => {
  const rule = ruleOf(event);
  if (!rule) {
    const start = Date.parse(event.starts_at);
    return start >= from.getTime() && start <= to.getTime() ? [new Date(start)] : [];
  }
  const ms = fraction(event);
  return rule
    .between(toWall(new Date(from.getTime() - ms)), toWall(new Date(to.getTime() - ms)), true)
    .map((wall) => new Date(fromWall(wall).getTime() + ms));
};

/** Whether `at` is the original start of one of the series' occurrences. */
export const isOccurrence = (event: RepeatRule, at: Date) =>
  occurrenceStarts(event, at, at).length === 1;

/** How many occurrences the series has before `at` (for splitting a counted series). */
export const occurrencesBefore = (event: RepeatRule, at: Date) =>
  occurrenceStarts(event, new Date(Date.parse(event.starts_at)), new Date(at.getTime() - 1)).length;
