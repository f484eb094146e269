import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { objects, renters, rooms } from './organization';
import { users } from './users';
import { landlordRef } from './workColumns';

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A lease of one or more rooms of an object to a renter. `monthly_rent` is the first year's
 * (area × rate), kept with the terms it was computed from; `previous_id` links a renewal to the
 * contract it extends. `alerts_sent` holds the keys of the critical-date alerts already sent
 * (`end-90`, `notice`, `index-2027-03-10`…), so each goes out once.
 */
/** A lease's last day to give notice: its end less its notice days. */
export const noticeDay = (t: { ends_on: AnyPgColumn; notice_days: AnyPgColumn }) =>
  sql`(${t.ends_on} - ${t.notice_days})`;

/** The month and day a lease began as one number (`MMDD`): its indexation anniversaries. */
export const anniversaryKey = (t: { starts_on: AnyPgColumn }) =>
  sql`(date_part('month', ${t.starts_on}) * 100 + date_part('day', ${t.starts_on}))`;

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    number: text('number').notNull(),
    signed_on: day('signed_on').notNull(),
    renter_id: integer('renter_id')
      .notNull()
      .references(() => renters.id),
    object_id: integer('object_id')
      .notNull()
      .references(() => objects.id),
    area: numeric('area', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rate_per_m2: money('rate_per_m2').notNull(),
    monthly_rent: money('monthly_rent').notNull(),
    deposit: money('deposit').notNull().default(0),
    starts_on: day('starts_on').notNull(),
    ends_on: day('ends_on').notNull(),
    indexation_percent: numeric('indexation_percent', { precision: 5, scale: 2, mode: 'number' }),
    payment_day: integer('payment_day').notNull().default(5),
    free_months: integer('free_months').notNull().default(0),
    notice_days: integer('notice_days').notNull().default(30),
    responsible_id: integer('responsible_id').references(() => users.id),
    status: text('status').notNull().default('draft'),
    terminated_on: day('terminated_on'),
    termination_reason: text('termination_reason'),
    previous_id: integer('previous_id').references((): AnyPgColumn => contracts.id),
    comment: text('comment'),
    created_by: integer('created_by').references(() => users.id),
    alerts_sent: text('alerts_sent').array().notNull().default(sql`'{}'::text[]`),
    /** Number, renter and rooms in one string, for one trigram index. */
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contracts_landlord_number_key').on(t.landlord_id, sql`lower(${t.number})`),
    index('contracts_landlord_status_end_idx').on(t.landlord_id, t.status, t.ends_on),
    index('contracts_landlord_end_idx').on(t.landlord_id, t.ends_on, t.id),
    index('contracts_landlord_object_idx').on(t.landlord_id, t.object_id, t.status),
    index('contracts_landlord_renter_idx').on(t.landlord_id, t.renter_id),
    index('contracts_landlord_responsible_idx').on(t.landlord_id, t.responsible_id, t.status),
    index('contracts_previous_idx').on(t.previous_id),
    // The leases covering a day in an object (`leases_on`): an object's occupancy.
    index('contracts_object_current_idx')
      .on(t.object_id, t.ends_on)
      .where(sql`${t.status} <> 'draft'`),
    index('contracts_active_end_idx').on(t.ends_on).where(sql`${t.status} = 'active'`),
    /** The calendar's notice days and indexation anniversaries in a window: index ranges. */
    index('contracts_active_notice_idx')
      .on(t.landlord_id, noticeDay(t))
      .where(sql`${t.status} = 'active'`),
    index('contracts_active_anniversary_idx')
      .on(t.landlord_id, anniversaryKey(t))
      .where(sql`${t.status} = 'active' and ${t.indexation_percent} is not null`),
    index('contracts_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/** The rooms a contract leases. */
export const contractRooms = pgTable(
  'contract_rooms',
  {
    landlord_id: landlordRef(),
    contract_id: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id),
  },
  (t) => [
    primaryKey({ columns: [t.contract_id, t.room_id] }),
    index('contract_rooms_room_idx').on(t.room_id, t.contract_id),
  ],
);

/** The next contract number of each organization (the form suggests it; any may be typed). */
export const contractCounters = pgTable('contract_counters', {
  landlord_id: landlordRef().primaryKey(),
  last_number: integer('last_number').notNull().default(0),
});

/**
 * The one occupancy rule, read today: the rooms each renter leases under a contract that covers
 * today (`room_lease()` in SQL, migration 0022). A view, not a table: nothing writes it, and a
 * room frees itself the day after its lease ends.
 */
export const renterRooms = pgView('renter_rooms', {
  landlord_id: integer('landlord_id').notNull(),
  renter_id: integer('renter_id').notNull(),
  room_id: integer('room_id').notNull(),
  contract_id: integer('contract_id').notNull(),
}).existing();
