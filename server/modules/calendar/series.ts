import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarEventExceptions, calendarEvents, calendarRemindersSent } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { EventRow } from './occurrences';
import {
  almatyDay,
  almatyMidnight,
  occurrenceStarts,
  occurrencesBefore,
  type RepeatRule,
} from './recurrence';
import type { EventValues } from './service';

/**
 * The occurrence a `this`/`following` change names (its original start), checked against the
 * series: 400 on `occurrence` when the series has none there.
 */
export const occurrenceOf = (event: EventRow, occurrence: string | null | undefined) => {
  const at = occurrence ? new Date(occurrence) : null;
  if (!at || occurrenceStarts(event, at, at).length === 0) {
    throw badRequest({ occurrence: 'validation.invalid' });
  }
  return at;
};

/** Whether `at` is the series' first occurrence (nothing of it comes before). */
export const isFirst = (event: EventRow, at: Date) => occurrencesBefore(event, at) === 0;

/** Whether a change moves the series' occurrences: its start or its repeat rule. */
export const timingChanged = (before: RepeatRule, after: RepeatRule) =>
  Date.parse(before.starts_at) !== Date.parse(after.starts_at) ||
  before.repeat !== after.repeat ||
  before.repeat_weekdays.join() !== after.repeat_weekdays.join() ||
  (before.repeat_until ?? null) !== (after.repeat_until ?? null) ||
  (before.repeat_count ?? null) !== (after.repeat_count ?? null);

/**
 * After the series' timing changed: its exceptions go (they named occurrences of the old rule),
 * and so do the sent-reminder marks of coming occurrences the new rule no longer has.
 */
export const forgetOldOccurrences = async (db: Db, after: RepeatRule & { id: number }) => {
  await db.delete(calendarEventExceptions).where(eq(calendarEventExceptions.event_id, after.id));
  const marks = await db
    .selectDistinct({ at: calendarRemindersSent.occurrence_at })
    .from(calendarRemindersSent)
    .where(
      and(
        eq(calendarRemindersSent.event_id, after.id),
        gte(calendarRemindersSent.occurrence_at, sql`now() - interval '1 day'`),
      ),
    );
  const gone = marks
    .map((m) => new Date(m.at))
    .filter((at) => occurrenceStarts(after, at, at).length === 0)
    .map((at) => at.toISOString());
  if (gone.length) {
    await db
      .delete(calendarRemindersSent)
      .where(
        and(
          eq(calendarRemindersSent.event_id, after.id),
          sql`${calendarRemindersSent.occurrence_at} = any(${`{${gone.join(',')}}`}::timestamptz[])`,
        ),
      );
  }
};

/**
 * The series ends just before the occurrence at `at`: a counted one keeps the occurrences
 * before it, any other ends the Almaty day before. Returns how many it keeps, and its exceptions
 * from `at` on (removed from it) for the caller to carry over.
 */
export const endSeriesBefore = async (db: Db, event: EventRow, at: Date) => {
  const kept = occurrencesBefore(event, at);
  const end = event.repeat_count
    ? { repeat_count: kept, repeat_until: null }
    : { repeat_until: almatyDay(almatyMidnight(almatyDay(at), -1)), repeat_count: null };
  await db
    .update(calendarEvents)
    .set({ ...end, updated_at: new Date().toISOString() })
    .where(eq(calendarEvents.id, event.id));
  const later = await db
    .delete(calendarEventExceptions)
    .where(
      and(
        eq(calendarEventExceptions.event_id, event.id),
        gte(calendarEventExceptions.occurrence_at, at.toISOString()),
      ),
    )
    .returning();
  return { kept, later };
};

/**
 * The rest of a split series: the body's values from its start; a count the body kept as the
 * series' becomes what remains of it after the `kept` occurrences before the split.
 */
export const restOfSeries = (before: EventRow, values: EventValues, kept: number) =>
  before.repeat_count && values.repeat_count === before.repeat_count
    ? { ...values, repeat_count: Math.max(1, before.repeat_count - kept) }
    : values;

/**
 * Carries a split series' later exceptions and sent-reminder marks to its new series: those
 * naming an occurrence the new series has; the others are dropped.
 */
export const carryOver = async (
  db: Db,
  fromId: number,
  to: RepeatRule & { id: number },
  exceptions: (typeof calendarEventExceptions.$inferSelect)[],
  at: Date,
) => {
  const still = exceptions.filter((x) => {
    const when = new Date(x.occurrence_at);
    return occurrenceStarts(to, when, when).length === 1;
  });
  if (still.length) {
    await db
      .insert(calendarEventExceptions)
      .values(still.map((x) => ({ ...x, event_id: to.id })))
      .onConflictDoNothing();
  }
  await db
    .update(calendarRemindersSent)
    .set({ event_id: to.id })
    .where(
      and(
        eq(calendarRemindersSent.event_id, fromId),
        gte(calendarRemindersSent.occurrence_at, at.toISOString()),
      ),
    );
};
