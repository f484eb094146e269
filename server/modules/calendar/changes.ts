import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarEventExceptions,
  type calendarEvents,
  calendarRemindersSent,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import type { EventRow } from './occurrences';
import { CALENDAR_EVENT_ENTITY } from './scope';

/** What an event's writes leave besides the event: its audit rows, occurrence exceptions, sent reminders forgotten. */
type EventColumns = typeof calendarEvents.$inferSelect;

/** The row the audit log keeps (the owner's name is not the event's). */
export const audited = (event: EventRow | EventColumns): EventColumns => {
  const { owner_name: _name, owner_locale: _locale, ...row } = event as EventRow;
  return row;
};

export const audit = (
  db: Db,
  user: AuthUser,
  action: 'create' | 'update' | 'delete',
  id: number,
  landlordId: number | null,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  recordAudit(db, {
    user,
    landlordId,
    entity: CALENDAR_EVENT_ENTITY,
    entityId: id,
    action,
    before,
    after,
  });

/** One occurrence changed on its own (edited or cancelled): the series' history says which. */
export const auditOccurrence = (
  db: Db,
  user: AuthUser,
  event: { id: number; landlord_id: number | null },
  at: Date,
  previous: unknown,
  now: Record<string, unknown>,
) => {
  const occurrence = at.toISOString();
  return audit(
    db,
    user,
    'update',
    event.id,
    event.landlord_id,
    { occurrence, exception: previous },
    { occurrence, ...now },
  );
};

/** One occurrence's exception, set (an edit or a cancel); returns what it was before. */
export const setException = async (
  db: Db,
  eventId: number,
  at: Date,
  values: Partial<typeof calendarEventExceptions.$inferInsert>,
) => {
  const key = and(
    eq(calendarEventExceptions.event_id, eventId),
    eq(calendarEventExceptions.occurrence_at, at.toISOString()),
  );
  const [previous] = await db.select().from(calendarEventExceptions).where(key);
  const row = {
    cancelled: false,
    title: null,
    type: null,
    starts_at: null,
    ends_at: null,
    all_day: null,
    description: null,
    ...values,
    updated_at: new Date().toISOString(),
  };
  await db
    .insert(calendarEventExceptions)
    .values({ event_id: eventId, occurrence_at: at.toISOString(), ...row })
    .onConflictDoUpdate({
      target: [calendarEventExceptions.event_id, calendarEventExceptions.occurrence_at],
      set: row,
    });
  return previous ?? null;
};

/** A reminder already sent for an occurrence now elsewhere is sent again at its new time. */
export const forgetSent = (db: Db, eventId: number, at: Date) =>
  db
    .delete(calendarRemindersSent)
    .where(
      and(
        eq(calendarRemindersSent.event_id, eventId),
        eq(calendarRemindersSent.occurrence_at, at.toISOString()),
      ),
    );
