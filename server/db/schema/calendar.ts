import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at, atNow, timestamps } from './columns';
import { landlords } from './platform';
import { users } from './users';

/**
 * A calendar event of one person. A repeating event is one row (a series); its occurrences are
 * expanded for the range asked (`rrule`, in Asia/Almaty's wall time). `landlord_id` is the
 * owner's organization (null for a superadmin); `shared` shows it to that organization.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    landlord_id: integer('landlord_id').references(() => landlords.id),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull().default('meeting'),
    starts_at: at('starts_at').notNull(),
    ends_at: at('ends_at').notNull(),
    all_day: boolean('all_day').notNull().default(false),
    repeat: text('repeat').notNull().default('none'),
    repeat_weekdays: integer('repeat_weekdays').array().notNull().default(sql`'{}'::int[]`),
    repeat_until: date('repeat_until', { mode: 'string' }),
    repeat_count: integer('repeat_count'),
    reminders: integer('reminders').array().notNull().default(sql`'{}'::int[]`),
    push: boolean('push').notNull().default(false),
    description: text('description'),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('calendar_events_owner_start_idx').on(t.owner_id, t.starts_at),
    index('calendar_events_shared_idx').on(t.landlord_id, t.starts_at).where(sql`${t.shared}`),
    index('calendar_events_reminders_idx')
      .on(t.starts_at)
      .where(sql`cardinality(${t.reminders}) > 0`),
  ],
);

/**
 * One occurrence of a repeating event changed on its own (`scope: this`): keyed by the
 * occurrence's original start; `cancelled` drops it, otherwise the non-null fields replace the
 * series' for it.
 */
export const calendarEventExceptions = pgTable(
  'calendar_event_exceptions',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrence_at: at('occurrence_at').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    title: text('title'),
    type: text('type'),
    starts_at: at('starts_at'),
    ends_at: at('ends_at'),
    all_day: boolean('all_day'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.event_id, t.occurrence_at] })],
);

/**
 * Reminders already sent: one row per occurrence and reminder, claimed in the transaction that
 * sends it, so each goes out exactly once whatever the number of scheduler processes.
 */
export const calendarRemindersSent = pgTable(
  'calendar_reminders_sent',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrence_at: at('occurrence_at').notNull(),
    minutes: integer('minutes').notNull(),
    sent_at: atNow('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.occurrence_at, t.minutes] })],
);

/** A person's private iCalendar feed: the SHA-256 of its token (a new token replaces it). */
export const calendarFeeds = pgTable('calendar_feeds', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  created_at: atNow('created_at'),
});
