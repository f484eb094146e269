import { z } from 'zod';
import { CALENDAR_TITLE_MAX } from './constants';
import { deadlineString } from './tasks';
import { dateString, optionalString } from './validation';

/** DOMAIN.md: an event's type and repeat. */
export const CALENDAR_EVENT_TYPES = ['reminder', 'meeting', 'task'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export const CALENDAR_REPEATS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type CalendarRepeat = (typeof CALENDAR_REPEATS)[number];

/** ISO weekdays for a weekly repeat: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The reminders the form offers, in minutes before the start (a custom number is allowed). */
export const CALENDAR_REMINDER_CHOICES = [0, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080] as const;
/** At most this many reminders per event; none further ahead than a week. */
export const CALENDAR_REMINDERS_MAX = 5;
export const CALENDAR_REMINDER_MAX_MINUTES = 10080;
/** A repeat of `count` times: at most this many. */
export const CALENDAR_REPEAT_COUNT_MAX = 730;
/** `GET /api/calendar-events?from&to`: a range of at most this many days. */
export const CALENDAR_RANGE_MAX_DAYS = 400;
/**
 * Events, their repeats' ends and the occurrences named fall on Almaty days from 2000 to 2099:
 * a lease business plans nothing further, and keeps nothing earlier worth a calendar entry.
 * It keeps the arithmetic of a series' occurrences (`server/modules/calendar/recurrence.ts`)
 * on ordinary years.
 */
export const CALENDAR_FIRST_DAY = '2000-01-01';
export const CALENDAR_LAST_DAY = '2099-12-31';
/**
 * One occurrence of a repeating event lasts at most its repeat's period, so few occurrences of
 * a series overlap any moment (a daily one lasting years would fill every day with thousands).
 */
export const CALENDAR_REPEAT_PERIOD_DAYS: Record<CalendarRepeat, number | null> = {
  none: null,
  daily: 1,
  weekly: 7,
  monthly: 31,
  yearly: 366,
};
/** A person owns at most this many repeating events (HTTP 409 `CALENDAR_SERIES_LIMIT`). */
export const CALENDAR_SERIES_MAX = 200;
/**
 * One answer expands at most this many occurrences (HTTP 400 `CALENDAR_TOO_MANY_ENTRIES` on
 * `to`, asking for a shorter range): a month's view of a full calendar holds a few hundred.
 */
export const CALENDAR_ENTRIES_MAX = 2000;
/**
 * The statistics count over about two months at once (this month and the next 30 days), so they
 * may expand more: a person's own repeating events alone (`CALENDAR_SERIES_MAX` daily ones) fill
 * some 12,000 there. Past it the statistics answer 400 `CALENDAR_TOO_MANY_ENTRIES` too.
 */
export const CALENDAR_STATS_ENTRIES_MAX = 20_000;
/** "Upcoming" in the statistics: occurrences starting from now within this many days. */
export const CALENDAR_UPCOMING_DAYS = 30;

/** Where an entry of the calendar comes from: its own events, or deadlines of other modules. */
export const CALENDAR_SOURCES = ['event', 'task', 'bid', 'contract', 'document'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];

/** Which part of a repeating event a change or delete touches. */
export const CALENDAR_EDIT_SCOPES = ['this', 'following', 'all'] as const;
export type CalendarEditScope = (typeof CALENDAR_EDIT_SCOPES)[number];

const title = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CALENDAR_TITLE_MAX, { error: 'validation.calendar_title_max' });

const DAY_MS = 86_400_000;
const firstMoment = Date.parse(`${CALENDAR_FIRST_DAY}T00:00:00+05:00`);
const afterLastMoment = Date.parse(`${CALENDAR_LAST_DAY}T00:00:00+05:00`) + DAY_MS;

/** A moment of the calendar: an ISO date-time with its offset, on a day from 2000 to 2099. */
const calendarMoment = () =>
  deadlineString().refine((v) => Date.parse(v) >= firstMoment && Date.parse(v) < afterLastMoment, {
    error: 'validation.calendar_date_range',
  });

const eventFields = {
  title: title(),
  type: z.enum(CALENDAR_EVENT_TYPES, { error: 'validation.invalid' }).default('meeting'),
  /** ISO date-times with their offset (the form sends Asia/Almaty's, +05:00). */
  starts_at: calendarMoment(),
  ends_at: calendarMoment(),
  /** A whole day (or days): the times are the days' midnights in Asia/Almaty. */
  all_day: z.boolean().default(false),
  repeat: z.enum(CALENDAR_REPEATS, { error: 'validation.invalid' }).default('none'),
  /** Weekly: the ISO weekdays it falls on (at least one); otherwise empty. */
  repeat_weekdays: z
    .array(z.number().int().min(1).max(7), { error: 'validation.invalid' })
    .max(7)
    .default([]),
  /** The last day (Asia/Almaty, included) of a repeat, or… */
  repeat_until: dateString()
    .refine((v) => v <= CALENDAR_LAST_DAY, { error: 'validation.calendar_date_range' })
    .nullish(),
  /** …how many occurrences in all; neither means for ever. */
  repeat_count: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.positive' })
    .max(CALENDAR_REPEAT_COUNT_MAX, { error: 'validation.too_large' })
    .nullish(),
  /** Minutes before the start, each once. */
  reminders: z
    .array(
      z
        .number({ error: 'validation.integer' })
        .int({ error: 'validation.integer' })
        .min(0, { error: 'validation.number' })
        .max(CALENDAR_REMINDER_MAX_MINUTES, { error: 'validation.too_large' }),
    )
    .max(CALENDAR_REMINDERS_MAX, { error: 'validation.too_many_reminders' })
    .default([]),
  /** Reminders also as a push to the owner's devices. */
  push: z.boolean().default(false),
  description: optionalString(2000, { multiline: true }),
  /** Seen by the owner's organization (landlord and employees only; read-only to them). */
  shared: z.boolean().default(false),
};

type EventShape = {
  starts_at: string;
  ends_at: string;
  repeat: CalendarRepeat;
  repeat_weekdays: number[];
  repeat_until?: string | null;
  repeat_count?: number | null;
  reminders: number[];
};

/** The rules across fields, each reported on the field to fix. */
const eventRules = <T extends z.ZodType<EventShape>>(schema: T) =>
  schema
    .refine((v) => Date.parse(v.ends_at) >= Date.parse(v.starts_at), {
      error: 'validation.calendar_end_before_start',
      path: ['ends_at'],
    })
    .refine(
      (v) => {
        const days = CALENDAR_REPEAT_PERIOD_DAYS[v.repeat];
        return days === null || Date.parse(v.ends_at) - Date.parse(v.starts_at) <= days * DAY_MS;
      },
      { error: 'validation.calendar_too_long', path: ['ends_at'] },
    )
    .refine((v) => v.repeat !== 'weekly' || v.repeat_weekdays.length > 0, {
      error: 'validation.calendar_weekdays',
      path: ['repeat_weekdays'],
    })
    .refine((v) => !(v.repeat_until && v.repeat_count), {
      error: 'validation.calendar_until_or_count',
      path: ['repeat_count'],
    })
    .refine((v) => !v.repeat_until || v.repeat_until >= v.starts_at.slice(0, 10), {
      error: 'validation.calendar_until_before_start',
      path: ['repeat_until'],
    })
    .refine((v) => new Set(v.reminders).size === v.reminders.length, {
      error: 'validation.calendar_reminder_twice',
      path: ['reminders'],
    });

/** `POST /api/calendar-events`. */
export const calendarEventInput = eventRules(z.object(eventFields));
export type CalendarEventInput = z.input<typeof calendarEventInput>;

/**
 * `PUT /api/calendar-events/{id}`: the whole event; for a repeating one, `scope` says which part
 * changes and `occurrence` (the original start of the occurrence acted on, as the list gave it)
 * where `this` and `following` begin. `all` (the default) changes the series.
 */
export const calendarEventUpdateInput = eventRules(
  z.object({
    ...eventFields,
    scope: z.enum(CALENDAR_EDIT_SCOPES, { error: 'validation.invalid' }).default('all'),
    occurrence: calendarMoment().nullish(),
  }),
).refine((v) => v.scope === 'all' || Boolean(v.occurrence), {
  error: 'validation.required',
  path: ['occurrence'],
});
export type CalendarEventUpdateInput = z.input<typeof calendarEventUpdateInput>;

/** `DELETE /api/calendar-events/{id}?scope&occurrence`. */
export const calendarDeleteQuery = z
  .object({
    scope: z.enum(CALENDAR_EDIT_SCOPES, { error: 'validation.invalid' }).default('all'),
    occurrence: calendarMoment().nullish(),
  })
  .refine((v) => v.scope === 'all' || Boolean(v.occurrence), {
    error: 'validation.required',
    path: ['occurrence'],
  });

/** Which occurrences of a repeating event a change or delete touches. */
export interface SeriesTarget {
  scope: CalendarEditScope;
  occurrence: string | null;
}

/** `GET /api/calendar-events?from&to`: ISO date-times; at most `CALENDAR_RANGE_MAX_DAYS` apart. */
export const calendarRangeQuery = z
  .object({ from: deadlineString(), to: deadlineString() })
  .refine((v) => Date.parse(v.from) < Date.parse(v.to), {
    error: 'validation.period',
    path: ['to'],
  })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= CALENDAR_RANGE_MAX_DAYS * 86_400_000, {
    error: 'validation.calendar_range',
    path: ['to'],
  });

/** A person named on an event. */
export const calendarPerson = z.object({ id: z.number(), name: z.string() });

/** `GET /api/calendar-events/{id}` and what a write returns: the event (a series when repeating). */
export const calendarEventRow = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(CALENDAR_EVENT_TYPES),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  repeat: z.enum(CALENDAR_REPEATS),
  repeat_weekdays: z.array(z.number()),
  repeat_until: z.string().nullable(),
  repeat_count: z.number().nullable(),
  reminders: z.array(z.number()),
  push: z.boolean(),
  description: z.string().nullable(),
  shared: z.boolean(),
  owner: calendarPerson,
  /** The caller owns it: may edit, move and delete it. */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CalendarEventRow = z.infer<typeof calendarEventRow>;

/**
 * One entry of `GET /api/calendar-events?from&to`, in start order: an occurrence of an event (a
 * repeating event gives one per occurrence in the range, an edited occurrence its own values), or
 * a read-only deadline of another module (`task`: open tasks I execute or set; `bid`: open
 * requests assigned to me; `contract`: the critical dates of active leases I answer for, or of
 * all of them for the owners and `main` in contracts) linking to its record.
 */
export const calendarEntry = z.object({
  /**
   * Unique in the answer: `event:{id}:{occurrence}`, `task:{id}`, `bid:{id}`,
   * `contract:{id}:{end|notice|index-YYYY-MM-DD}`.
   */
  key: z.string(),
  source: z.enum(CALENDAR_SOURCES),
  /** The event (source `event`), else null. */
  event_id: z.number().nullable(),
  /** The task's, request's or lease's id (sources `task`, `bid`, `contract`), else null. */
  record_id: z.number().nullable(),
  /** The occurrence's original start (ISO, UTC): what `scope`/`occurrence` name. */
  occurrence: z.string().nullable(),
  title: z.string(),
  type: z.enum(CALENDAR_EVENT_TYPES).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  repeat: z.enum(CALENDAR_REPEATS),
  /** This occurrence was edited on its own (`scope: this`). */
  detached: z.boolean(),
  description: z.string().nullable(),
  reminders: z.array(z.number()),
  push: z.boolean(),
  shared: z.boolean(),
  owner: calendarPerson.nullable(),
  editable: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

export const calendarEntries = z.object({ data: z.array(calendarEntry) });

/**
 * `GET /api/calendar-events/stats`: entries (all sources) today, this week (Monday–Sunday), this
 * month (Asia/Almaty), and upcoming: starting from now within `CALENDAR_UPCOMING_DAYS`.
 */
export const calendarStats = z.object({
  today: z.number(),
  week: z.number(),
  month: z.number(),
  upcoming: z.number(),
});
export type CalendarStats = z.infer<typeof calendarStats>;

/**
 * `GET /api/calendar-events/days-off?from&to`: the organization's business calendar over a range,
 * read-only: the ISO weekdays its week leaves without work, and its holidays on Almaty days in
 * the range (`name` as the organization keeps it: the official Russian one, or its own).
 */
export const calendarDaysOff = z.object({
  weekdays_off: z.array(z.number().int().min(1).max(7)),
  holidays: z.array(z.object({ date: dateString(), name: z.string() })),
});
export type CalendarDaysOff = z.infer<typeof calendarDaysOff>;

/** `GET`/`POST /api/calendar-events/feed`: the private iCalendar address (POST makes a new one). */
export const calendarFeed = z.object({ url: z.string() });
