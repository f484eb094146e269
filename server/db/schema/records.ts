import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { objects } from './organization';
import { files, landlords } from './platform';

/**
 * Files attached to a record of any module (`entity`, `entity_id`), in named slots (`files`,
 * or a form's own groups). One table, so every module lists, signs and cleans files the same way.
 */
export const attachments = pgTable(
  'attachments',
  {
    /** The owner's organization; none for the platform's own records (a superadmin's notification). */
    landlord_id: integer('landlord_id').references(() => landlords.id),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    slot: text('slot').notNull().default('files'),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entity_id, t.file_id] }),
    index('attachments_file_idx').on(t.file_id),
  ],
);

/**
 * A landlord's public links (contractor form, application form, visitor QR), optionally per
 * object. Rotating a link replaces its token, so the old one stops working at once.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: serial('id').primaryKey(),
    landlord_id: integer('landlord_id')
      .notNull()
      .references(() => landlords.id),
    kind: text('kind').notNull(),
    object_id: integer('object_id').references(() => objects.id),
    token: text('token').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('public_links_token_key').on(t.token),
    unique('public_links_owner_key').on(t.landlord_id, t.kind, t.object_id).nullsNotDistinct(),
  ],
);

/** Per-landlord counters (bid numbers): one row per landlord and name, bumped atomically. */
export const counters = pgTable(
  'counters',
  {
    landlord_id: integer('landlord_id')
      .notNull()
      .references(() => landlords.id),
    name: text('name').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.landlord_id, t.name] })],
);
