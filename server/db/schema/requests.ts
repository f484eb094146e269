import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RequestFieldDef } from '../../../src/domain/requestTypes';
import type { WeekSchedule } from '../../../src/domain/sla';
import { at, atNow, timestamps } from './columns';
import { type LocalizedName, objects, renters, rooms } from './organization';
import { landlords } from './platform';
import { users } from './users';
import { landlordRef, workCommentColumns, workEventColumns } from './workColumns';

export const requestKinds = pgTable('request_kinds', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
});

/** The platform's catalogue of request types, each with its form and default SLA. */
export const requestTypes = pgTable(
  'request_types',
  {
    id: serial('id').primaryKey(),
    kind_id: integer('kind_id')
      .notNull()
      .references(() => requestKinds.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    fields: jsonb('fields').$type<RequestFieldDef[]>().notNull().default([]),
    sla_hours: numeric('sla_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('request_types_code_key').on(t.code)],
);

/** A landlord's settings of a catalogue type (made on first need, shown by default). */
export const landlordRequestTypes = pgTable(
  'landlord_request_types',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    request_type_id: integer('request_type_id')
      .notNull()
      .references(() => requestTypes.id),
    show: boolean('show').notNull().default(true),
    sla_hours: numeric('sla_hours', { precision: 6, scale: 2, mode: 'number' }),
    default_executor_id: integer('default_executor_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('landlord_request_types_key').on(t.landlord_id, t.request_type_id)],
);

/** A landlord's working week for SLA clocks. */
export const businessCalendars = pgTable('business_calendars', {
  landlord_id: integer('landlord_id')
    .primaryKey()
    .references(() => landlords.id),
  week: jsonb('week').$type<WeekSchedule>().notNull(),
  ...timestamps,
});

export const holidays = pgTable(
  'holidays',
  {
    landlord_id: landlordRef(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.landlord_id, t.date] })],
);

/** Service requests (bids): numbered per landlord, with answers to the type's fields. */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    number: integer('number').notNull(),
    request_type_id: integer('request_type_id')
      .notNull()
      .references(() => requestTypes.id),
    object_id: integer('object_id')
      .notNull()
      .references(() => objects.id),
    room_id: integer('room_id').references(() => rooms.id),
    renter_id: integer('renter_id').references(() => renters.id),
    applicant_name: text('applicant_name').notNull(),
    phone: text('phone'),
    description: text('description'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('new'),
    executor_id: integer('executor_id').references(() => users.id),
    sla_hours: numeric('sla_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    due_at: at('due_at').notNull(),
    source: text('source').notNull().default('staff'),
    rating: smallint('rating'),
    rating_comment: text('rating_comment'),
    done_at: at('done_at'),
    closed_at: at('closed_at'),
    reject_reason: text('reject_reason'),
    created_by: integer('created_by'),
    /** Number, renter, applicant, phone and text in one string, for one trigram index. */
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bids_landlord_number_key').on(t.landlord_id, t.number),
    /**
     * The journal newest first and its export's keyset batches (`(created_at, id) <`): with the
     * id the batch is an index range, and a landlord's rows are never read through the
     * platform-wide index below. With the status, the dashboard's requests per day and status
     * are read from the index alone.
     */
    index('bids_landlord_created_idx').on(t.landlord_id, t.created_at, t.id, t.status),
    index('bids_landlord_status_due_idx').on(t.landlord_id, t.status, t.due_at),
    /** A status tab newest first, and the journal sorted by status: index ranges, not sorts. */
    index('bids_landlord_status_created_idx').on(t.landlord_id, t.status, t.created_at, t.id),
    index('bids_landlord_status_id_idx').on(t.landlord_id, t.status, t.id),
    /** The journal's source filter (from staff, from renters) newest first. */
    index('bids_landlord_source_created_idx').on(t.landlord_id, t.source, t.created_at, t.id),
    /**
     * A person's open requests by deadline (the dashboard's pending list, the calendar's
     * deadlines): only open ones are kept in it.
     */
    index('bids_open_executor_due_idx')
      .on(t.landlord_id, t.executor_id, t.due_at, t.id)
      .where(sql`${t.status} in ('new', 'in_progress')`),
    /** The journal sorted by deadline (its column header), a page read straight off the index. */
    index('bids_landlord_due_idx').on(t.landlord_id, t.due_at, t.id),
    /**
     * The superadmin's journal of every organization, newest first, and its export's keyset
     * batches: without it each batch sorted all the organizations' requests.
     */
    index('bids_created_idx').on(t.created_at, t.id),
    /**
     * Requests done per week and whether by their deadline (the dashboard's SLA chart): the
     * done ones only, read from the index alone.
     */
    index('bids_landlord_done_due_idx')
      .on(t.landlord_id, t.done_at, t.due_at)
      .where(sql`${t.status} = 'done'`),
    index('bids_landlord_executor_idx').on(t.landlord_id, t.executor_id, t.created_at, t.id),
    index('bids_landlord_type_idx').on(t.landlord_id, t.request_type_id, t.created_at),
    index('bids_landlord_object_idx').on(t.landlord_id, t.object_id, t.created_at),
    index('bids_renter_idx').on(t.renter_id, t.created_at),
    index('bids_creator_idx').on(t.created_by),
    /** Search within one organization (as `tasks_landlord_search_trgm`). */
    index('bids_landlord_search_trgm').using(
      'gin',
      t.landlord_id,
      sql`${t.search_text} gin_trgm_ops`,
    ),
  ],
);

/** Everything that happened to a bid, in order: creation, status changes, assignment, rating. */
export const bidEvents = pgTable(
  'bid_events',
  workEventColumns('bid_id', () => bids.id),
  (t) => [
    index('bid_events_bid_idx').on(t.bid_id, t.at),
    index('bid_events_status_idx').on(t.bid_id, t.to_status),
  ],
);

/** Comments on a bid; internal ones are for staff only. */
export const bidComments = pgTable(
  'bid_comments',
  {
    ...workCommentColumns('bid_id', () => bids.id),
    text: text('text').notNull(),
    internal: boolean('internal').notNull().default(false),
    created_at: atNow('created_at'),
  },
  (t) => [index('bid_comments_bid_idx').on(t.bid_id, t.created_at)],
);

/** A user's named list filters, per screen. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    created_at: atNow('created_at'),
  },
  (t) => [index('saved_filters_user_idx').on(t.user_id, t.resource)],
);

/** Messages visitors leave through the QR code. */
export const visitorMessages = pgTable(
  'visitor_messages',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    object_id: integer('object_id').references(() => objects.id),
    category: text('category').notNull(),
    text: text('text').notNull(),
    name: text('name'),
    phone: text('phone'),
    status: text('status').notNull().default('new'),
    reply_note: text('reply_note'),
    bid_id: integer('bid_id').references(() => bids.id),
    ...timestamps,
  },
  (t) => [
    index('visitor_messages_landlord_idx').on(t.landlord_id, t.created_at),
    index('visitor_messages_status_idx').on(t.landlord_id, t.status, t.created_at),
    index('visitor_messages_text_trgm').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);
