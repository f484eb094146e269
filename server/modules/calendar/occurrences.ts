import { and, eq, getTableColumns, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  CALENDAR_ENTRIES_MAX,
  type CalendarEntry,
  type CalendarEventType,
  type CalendarRepeat,
} from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { calendarEventExceptions, calendarEvents, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { AppError } from '../../lib/errors';
import { pacer } from './pace';
import { occurrenceStarts, repeats } from './recurrence';

/** A series (or single event) as expansion reads it, with its owner's name and language. */
export type EventRow = typeof calendarEvents.$inferSelect & {
  owner_name: string;
  owner_locale: string;
};
export type ExceptionRow = typeof calendarEventExceptions.$inferSelect;

/** One occurrence of an event: its original start and, when edited or cancelled, its exception. */
export interface Occurrence {
  event: EventRow;
  /** The original start (what exceptions, reminders and `occurrence` are keyed by). */
  original: Date;
  exception: ExceptionRow | undefined;
  starts: Date;
  ends: Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const durationOf = (event: EventRow) => Date.parse(event.ends_at) - Date.parse(event.starts_at);

/** Whether [start, end] meets [from, to): a moment (start = end) counts from `from` on. */
export const meets = (starts: Date, ends: Date, from: Date, to: Date) =>
  starts < to && (ends > from || starts >= from);

const keyOf = (eventId: number, original: Date) => `${eventId}|${original.getTime()}`;

/** Where an event (or an edited occurrence of it) could meet the range: filters the rows. */
const reachesRange = (from: Date, to: Date): SQL => {
  const f = from.toISOString();
  const t = to.toISOString();
  const e = calendarEvents;
  // The end of the last day of a repeat, in Almaty (UTC+5), plus one occurrence's length.
  const lastEnd = sql`((${e.repeat_until} + 1)::timestamp at time zone 'UTC' - interval '5 hours'
    + (${e.ends_at} - ${e.starts_at}))`;
  return or(
    and(eq(e.repeat, 'none'), lt(e.starts_at, t), sql`${e.ends_at} >= ${f}`),
    and(
      sql`${e.repeat} <> 'none'`,
      lt(e.starts_at, t),
      sql`(${e.repeat_until} is null or ${lastEnd} >= ${f})`,
    ),
    sql`exists (select 1 from ${calendarEventExceptions} x where x.event_id = ${e.id}
      and not x.cancelled and x.starts_at < ${t} and x.ends_at >= ${f})`,
  ) as SQL;
};

/** An event's columns with its owner's name and language (`users` joined). */
export const eventColumns = {
  ...getTableColumns(calendarEvents),
  owner_name: users.full_name,
  owner_locale: users.locale,
};

/** The events in `where` that may have occurrences in [from, to), with their owners' names. */
export const eventsReaching = (db: Db, where: SQL | undefined, from: Date, to: Date) =>
  db
    .select(eventColumns)
    .from(calendarEvents)
    .innerJoin(users, eq(users.id, calendarEvents.owner_id))
    .where(and(where, reachesRange(from, to)));

/**
 * The exceptions that matter to [from, to): those of occurrences whose original start falls in
 * the expanded window, and edited ones moved into the range from anywhere.
 */
const exceptionsFor = async (db: Db, events: EventRow[], from: Date, to: Date) => {
  const ids = events.filter(repeats).map((e) => e.id);
  if (ids.length === 0) return [];
  const x = calendarEventExceptions;
  const e = calendarEvents;
  return db
    .select({ x })
    .from(x)
    .innerJoin(e, eq(e.id, x.event_id))
    .where(
      and(
        inArray(x.event_id, ids),
        or(
          and(
            lt(x.occurrence_at, to.toISOString()),
            sql`${x.occurrence_at} + (${e.ends_at} - ${e.starts_at}) >= ${from.toISOString()}`,
          ),
          and(
            eq(x.cancelled, false),
            lt(x.starts_at, to.toISOString()),
            sql`${x.ends_at} >= ${from.toISOString()}`,
          ),
        ),
      ),
    )
    .then((rows) => rows.map((r) => r.x));
};

/** One occurrence at its original start, with its exception's values when it has one. */
const occurrenceOf = (
  event: EventRow,
  original: Date,
  exception: ExceptionRow | undefined,
): Occurrence => {
  const starts = exception?.starts_at ? new Date(exception.starts_at) : original;
  const ends = exception?.ends_at
    ? new Date(exception.ends_at)
    : new Date(starts.getTime() + durationOf(event));
  return { event, original, exception, starts, ends };
};

/** Original starts to expand for one event: windows [from, to], both included. */
export type StartWindows = (event: EventRow) => [Date, Date][];

/** What `occurrencesIn` may do: how many occurrences at most, and which windows to expand. */
export interface ExpandOptions {
  /**
   * More occurrences than this refuse the answer (`tooManyEntries`); the reminder job, whose
   * windows are minutes long, sets none.
   */
  limit?: number;
  /** By default the range itself, from one occurrence's length before it. */
  windows?: StartWindows;
}

/** An answer that would hold more than `limit` occurrences: 400 on `to`, asking for less. */
const tooManyEntries = () =>
  new AppError(400, 'CALENDAR_TOO_MANY_ENTRIES', 'Too many calendar entries in the range', {
    to: 'validation.calendar_too_many_entries',
  });

/**
 * The occurrences of these events that meet [from, to), cancelled ones left out, edited ones
 * at their own times (an edited one moved into the range from outside it included). Each series
 * is expanded for its windows only (`occurrenceStarts` starts at the window, not the series'
 * first occurrence); past `limit` occurrences the work stops with `tooManyEntries`. The loop
 * is paced (`pacer`), so a calendar full of series never holds up other requests.
 */
export const occurrencesIn = async (
  db: Db,
  events: EventRow[],
  from: Date,
  to: Date,
  {
    limit = CALENDAR_ENTRIES_MAX,
    windows = (event) => [
      [new Date(from.getTime() - durationOf(event)), new Date(to.getTime() - 1)],
    ],
  }: ExpandOptions = {},
): Promise<Occurrence[]> => {
  const exceptions = new Map(
    (await exceptionsFor(db, events, from, to)).map((x) => [
      keyOf(x.event_id, new Date(x.occurrence_at)),
      x,
    ]),
  );
  const seen = new Set<string>();
  const found: Occurrence[] = [];
  const add = (occurrence: Occurrence) => {
    if (!meets(occurrence.starts, occurrence.ends, from, to)) return;
    found.push(occurrence);
    if (found.length > limit) throw tooManyEntries();
  };
  const pace = pacer();
  for (const event of events) {
    await pace();
    for (const [start, end] of windows(event)) {
      for (const original of occurrenceStarts(event, start, end)) {
        const key = keyOf(event.id, original);
        if (seen.has(key)) continue;
        seen.add(key);
        const exception = exceptions.get(key);
        if (!exception?.cancelled) add(occurrenceOf(event, original, exception));
      }
    }
  }
  const byId = new Map(events.map((e) => [e.id, e]));
  for (const [key, exception] of exceptions) {
    const event = byId.get(exception.event_id);
    if (seen.has(key) || !event || exception.cancelled) continue;
    const original = new Date(exception.occurrence_at);
    if (occurrenceStarts(event, original, original).length === 0) continue;
    add(occurrenceOf(event, original, exception));
  }
  return found;
};

/** An occurrence as the calendar lists it. */
export const entryOf = (user: AuthUser, o: Occurrence): CalendarEntry => {
  const x = o.exception;
  const original = iso(o.original);
  return {
    key: `event:${o.event.id}:${original}`,
    source: 'event',
    event_id: o.event.id,
    record_id: null,
    occurrence: original,
    title: x?.title ?? o.event.title,
    type: (x?.type ?? o.event.type) as CalendarEventType,
    starts_at: o.starts.toISOString(),
    ends_at: o.ends.toISOString(),
    all_day: x?.all_day ?? o.event.all_day,
    repeat: o.event.repeat as CalendarRepeat,
    detached: Boolean(x),
    description: x?.description ?? o.event.description,
    reminders: o.event.reminders,
    push: o.event.push,
    shared: o.event.shared,
    owner: { id: o.event.owner_id, name: o.event.owner_name },
    editable: o.event.owner_id === user.id,
  };
};
