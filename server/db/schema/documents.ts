import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { contractors } from './contractors';
import { renters } from './organization';
import { users } from './users';
import { landlordRef, workEventColumns } from './workColumns';

/**
 * A registered letter (correspondence). `sequence` is its place in the organization's register of
 * its direction and year (a counter row gives it, locked by the registering transaction, so the
 * numbers have no gaps); `number` is the sequence written with the prefix (`ВХ-2026-0001`).
 * `correspondent` is always the name shown and searched: a renter's or contractor's at
 * registration, or the free text typed. `reminded_for` is the due day the responsible person was
 * last reminded of, so a reminder goes out once per due day.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    direction: text('direction').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    registered_on: date('registered_on').notNull(),
    sender_number: text('sender_number'),
    sender_date: date('sender_date'),
    renter_id: integer('renter_id').references(() => renters.id),
    contractor_id: integer('contractor_id').references(() => contractors.id),
    correspondent: text('correspondent').notNull(),
    subject: text('subject').notNull(),
    summary: text('summary'),
    delivery: text('delivery').notNull(),
    responsible_id: integer('responsible_id').references(() => users.id),
    due_on: date('due_on'),
    reply_to_id: integer('reply_to_id').references((): AnyPgColumn => documents.id),
    status: text('status').notNull().default('registered'),
    comment: text('comment'),
    created_by: integer('created_by').references(() => users.id),
    reminded_for: date('reminded_for'),
    /** Number, correspondent, subject and summary in one string, for one trigram index. */
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('documents_register_key').on(t.landlord_id, t.direction, t.year, t.sequence),
    /** The list's default order: the newest registration first. */
    index('documents_landlord_registered_idx').on(t.landlord_id, t.registered_on, t.id),
    index('documents_landlord_status_due_idx').on(t.landlord_id, t.status, t.due_on),
    index('documents_landlord_responsible_idx').on(t.landlord_id, t.responsible_id, t.status),
    index('documents_landlord_renter_idx').on(t.landlord_id, t.renter_id),
    index('documents_landlord_contractor_idx').on(t.landlord_id, t.contractor_id),
    index('documents_reply_to_idx').on(t.reply_to_id),
    /** Letters awaiting an answer, newest first: the "to answer" and "overdue" tabs, the dashboard. */
    index('documents_awaiting_idx')
      .on(t.landlord_id, t.registered_on, t.id)
      .where(sql`${t.direction} = 'incoming' and ${t.status} in ('registered', 'in_work')`),
    /** The same letters by their due day, across organizations: the reminders' scan. */
    index('documents_awaiting_due_idx')
      .on(t.due_on)
      .where(sql`${t.direction} = 'incoming' and ${t.status} in ('registered', 'in_work')`),
    index('documents_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('documents_correspondent_trgm').using('gin', sql`${t.correspondent} gin_trgm_ops`),
  ],
);

/** Everything that happened to a letter: registration, moves, responsible and due changes. */
export const documentEvents = pgTable(
  'document_events',
  workEventColumns('document_id', () => documents.id),
  (t) => [index('document_events_document_idx').on(t.document_id, t.at)],
);

/** An organization's own register prefixes (Settings); without a row, the defaults. */
export const documentPrefixes = pgTable('document_prefixes', {
  landlord_id: landlordRef().primaryKey(),
  incoming: text('incoming').notNull(),
  outgoing: text('outgoing').notNull(),
  ...timestamps,
});
