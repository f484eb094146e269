import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, atNow, timestamps } from './columns';

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const landlords = pgTable(
  'landlords',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    bin: text('bin').notNull(),
    legal_address: text('legal_address').notNull(),
    city: text('city').notNull(),
    director_full_name: text('director_full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    logo_id: integer('logo_id'),
    status: text('status').notNull().default('active'),
    /** When the free trial ends; null once the organization no longer runs on a trial (paid). */
    trial_ends_at: at('trial_ends_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('landlords_bin_key').on(t.bin),
    index('landlords_created_idx').on(t.created_at),
    index('landlords_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('landlords_bin_trgm').using('gin', sql`${t.bin} gin_trgm_ops`),
    index('landlords_director_trgm').using('gin', sql`${t.director_full_name} gin_trgm_ops`),
    index('landlords_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('landlords_city_idx').on(t.city),
    index('landlords_status_idx').on(t.status),
  ],
);

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    landlord_id: integer('landlord_id'),
    uploaded_by: integer('uploaded_by'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    checksum: text('checksum').notNull(),
    storage_key: text('storage_key').notNull(),
    is_public: boolean('is_public').notNull().default(false),
    /** Set when a record references the file; unreferenced uploads are removed after a day. */
    attached_at: at('attached_at'),
    created_at: atNow('created_at'),
  },
  (t) => [
    uniqueIndex('files_storage_key').on(t.storage_key),
    index('files_unattached_idx').on(t.created_at).where(sql`${t.attached_at} is null`),
    /** Each user's recent and unattached uploads: the upload rate and quota. */
    index('files_uploader_idx').on(t.uploaded_by, t.created_at),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    landlord_id: integer('landlord_id'),
    user_id: integer('user_id'),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    at: atNow('at'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.at),
    /** The superadmin's audit viewer: newest first, by organization, by person, or all. */
    index('audit_log_landlord_at_idx').on(t.landlord_id, t.at),
    index('audit_log_user_at_idx').on(t.user_id, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  created_at: atNow('created_at'),
});

/** Request counters of rate-limited routes, shared by every server process. */
/**
 * Creates sent with an `Idempotency-Key`: a retry with the same key (after a lost response)
 * gets the first answer again instead of a second record. Kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** SHA-256 of the method, path and canonical body: the key answers only that request. */
    request_hash: text('request_hash').notNull(),
    /** The server process handling the request (a retry may take over a dead holder's claim). */
    holder: text('holder').notNull(),
    /** Null while the first request is still being handled. */
    status: integer('status'),
    body: text('body'),
    /**
     * The record the request created, written in the create's own transaction: a claim with it
     * but no answer was cut off after its commit, and a retry answers that record.
     */
    record_id: integer('record_id'),
    /** When the key was claimed (or taken over): the holder's lease starts here. */
    created_at: atNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    window_start: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.window_start)],
);
