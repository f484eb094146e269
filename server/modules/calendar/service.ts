import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CALENDAR_SERIES_MAX,
  type CalendarEventRow,
  type CalendarEventType,
  type CalendarRepeat,
  type calendarEventInput,
} from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { calendarEvents, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { type EventRow, eventColumns } from './occurrences';
import { eventScope, maySharePersonal } from './scope';

/** The form's values after validation (create, and the series' fields of an update). */
export type EventInput = z.output<typeof calendarEventInput>;

/** One event the caller sees, with its owner's name; 404 when it is not theirs to see. */
export const findEvent = async (db: Db, user: AuthUser, id: number): Promise<EventRow> => {
  const [event] = await db
    .select(eventColumns)
    .from(calendarEvents)
    .innerJoin(users, eq(users.id, calendarEvents.owner_id))
    .where(and(eq(calendarEvents.id, id), eventScope(user)));
  if (!event) throw notFound();
  return event;
};

/** An event the caller may change: their own (a colleague's shared one is read-only: 403). */
export const ownEvent = async (db: Db, user: AuthUser, id: number) => {
  const event = await findEvent(db, user, id);
  if (event.owner_id !== user.id) throw forbidden();
  return event;
};

/** Only landlords and employees share with their organization: 400 on `shared` otherwise. */
export const checkSharing = (user: AuthUser, input: Pick<EventInput, 'shared'>) => {
  if (input.shared && !maySharePersonal(user)) throw badRequest({ shared: 'validation.invalid' });
};

/**
 * Room for one more repeating event of `ownerId`, else 409 `CALENDAR_SERIES_LIMIT` on `repeat`:
 * each series costs every view and reminder run, so a person keeps at most
 * `CALENDAR_SERIES_MAX`. Counted under a lock per owner held to the end of the transaction,
 * so parallel writes cannot all slip under the cap.
 */
export const assertSeriesRoom = async (tx: Db, ownerId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar-series:${ownerId}`}))`);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.owner_id, ownerId), ne(calendarEvents.repeat, 'none')));
  if (count >= CALENDAR_SERIES_MAX) {
    throw new AppError(409, 'CALENDAR_SERIES_LIMIT', 'Too many repeating events', {
      repeat: 'validation.calendar_series_limit',
    });
  }
};

/**
 * The columns the form sets: weekdays only for a weekly repeat, an end (a day or a count) only
 * for a repeating one, reminders in ascending order.
 */
export const eventValues = (input: EventInput) => {
  const repeating = input.repeat !== 'none';
  return {
    title: input.title,
    type: input.type,
    starts_at: new Date(input.starts_at).toISOString(),
    ends_at: new Date(input.ends_at).toISOString(),
    all_day: input.all_day,
    repeat: input.repeat,
    repeat_weekdays:
      input.repeat === 'weekly' ? [...new Set(input.repeat_weekdays)].sort((a, b) => a - b) : [],
    repeat_until: repeating ? (input.repeat_until ?? null) : null,
    repeat_count: repeating ? (input.repeat_count ?? null) : null,
    reminders: [...input.reminders].sort((a, b) => a - b),
    push: input.push,
    description: input.description ?? null,
    shared: input.shared,
  };
};

export type EventValues = ReturnType<typeof eventValues>;

const iso = (value: string) => new Date(value).toISOString();

/** An event as `GET /api/calendar-events/{id}` and the writes answer it. */
export const eventView = (user: AuthUser, event: EventRow): CalendarEventRow => ({
  id: event.id,
  title: event.title,
  type: event.type as CalendarEventType,
  starts_at: iso(event.starts_at),
  ends_at: iso(event.ends_at),
  all_day: event.all_day,
  repeat: event.repeat as CalendarRepeat,
  repeat_weekdays: event.repeat_weekdays,
  repeat_until: event.repeat_until,
  repeat_count: event.repeat_count,
  reminders: event.reminders,
  push: event.push,
  description: event.description,
  shared: event.shared,
  owner: { id: event.owner_id, name: event.owner_name },
  editable: event.owner_id === user.id,
  created_at: iso(event.created_at),
  updated_at: iso(event.updated_at),
});
