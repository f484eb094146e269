import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, atNow, timestamps } from './columns';
import { employees, objects } from './organization';
import { users } from './users';
import { landlordRef } from './workColumns';

/**
 * A turnstile or reader that sends pass events. Its key is shown once and kept as a SHA-256 hash
 * (`key_hash`, null once revoked); `key_hint` is the key's first characters, so staff can tell
 * keys apart. `last_event_at` shows a reader that went silent.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    name: text('name').notNull(),
    object_id: integer('object_id').references(() => objects.id),
    direction: text('direction').notNull(),
    key_hash: text('key_hash'),
    key_hint: text('key_hint'),
    revoked_at: at('revoked_at'),
    last_event_at: at('last_event_at'),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('devices_key_hash_key').on(t.key_hash),
    index('devices_landlord_idx').on(t.landlord_id, t.name),
  ],
);

/**
 * An arrival or a departure. `employee_id` is the card's holder when it came (null: an unknown
 * card, kept for review until staff attach it). A device resending a batch creates nothing twice:
 * (device, card, time) is unique. A correction is a `manual` event with its editor and reason;
 * the event it replaces keeps its place in the history with `replaced_by`.
 */
export const passEvents = pgTable(
  'pass_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    landlord_id: landlordRef(),
    device_id: integer('device_id').references(() => devices.id),
    employee_id: integer('employee_id').references(() => employees.id),
    card: text('card'),
    direction: text('direction').notNull(),
    at: at('at').notNull(),
    source: text('source').notNull(),
    editor_id: integer('editor_id').references(() => users.id),
    reason: text('reason'),
    replaced_by: bigint('replaced_by', { mode: 'number' }).references(
      (): AnyPgColumn => passEvents.id,
    ),
    created_at: atNow('created_at'),
  },
  (t) => [
    uniqueIndex('pass_events_device_card_at_key').on(t.device_id, t.card, t.at),
    index('pass_events_employee_at_idx').on(t.landlord_id, t.employee_id, t.at),
    index('pass_events_unknown_idx')
      .on(t.landlord_id, t.card, t.at)
      .where(sql`${t.employee_id} is null`),
  ],
);

/** A day an employee is not expected at work: vacation, sick leave, a business trip. */
export const timeMarks = pgTable(
  'time_marks',
  {
    landlord_id: landlordRef(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: atNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.day] }),
    index('time_marks_landlord_day_idx').on(t.landlord_id, t.day),
  ],
);

/**
 * The time module's settings of an organization: the morning digest, the timesheet's legend and
 * the column mapping of the last imported file.
 */
export const timeSettings = pgTable('time_settings', {
  landlord_id: landlordRef().primaryKey(),
  digest: boolean('digest').notNull().default(false),
  legend: jsonb('legend'),
  import_mapping: jsonb('import_mapping'),
  ...timestamps,
});

/** A morning digest sent: one per organization, day and work start, whichever server sends it. */
export const timeDigests = pgTable(
  'time_digests',
  {
    landlord_id: landlordRef(),
    day: date('day').notNull(),
    work_start: time('work_start').notNull(),
    created_at: atNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.landlord_id, t.day, t.work_start] })],
);
