import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { atNow, timestamps } from './columns';
import { objects, renters } from './organization';
import { landlords } from './platform';

const landlordRef = () =>
  integer('landlord_id')
    .notNull()
    .references(() => landlords.id);

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const area = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * The waiting list: questionnaires prospective tenants send through the landlord's public
 * application form. Their two file sets live in `attachments` (slots `files_1`, `files_2`).
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    /** The object the link named or the applicant chose; null for the whole organization. */
    object_id: integer('object_id').references(() => objects.id),
    // Company
    bin_iin: text('bin_iin').notNull(),
    company_name: text('company_name').notNull(),
    legal_address: text('legal_address'),
    director_full_name: text('director_full_name'),
    bank: text('bank'),
    bik: text('bik'),
    iik: text('iik'),
    // Brand
    brand_name: text('brand_name').notNull(),
    category: text('category').notNull(),
    brand_country: text('brand_country'),
    years_in_business: integer('years_in_business'),
    segment: text('segment'),
    stores_count: integer('stores_count'),
    media_link: text('media_link'),
    average_check: money('average_check'),
    turnover_per_sqm: money('turnover_per_sqm'),
    // Requirements for premises
    area_min: area('area_min'),
    area_max: area('area_max'),
    turnover_tenge: money('turnover_tenge'),
    power_min_kw: area('power_min_kw'),
    power_max_kw: area('power_max_kw'),
    floor: text('floor'),
    store_format: text('store_format'),
    water_supply: boolean('water_supply'),
    indoor_supply: boolean('indoor_supply'),
    file_link_1: text('file_link_1'),
    file_link_2: text('file_link_2'),
    // Contacts
    contact_full_name: text('contact_full_name').notNull(),
    email: text('email').notNull(),
    work_phone: text('work_phone'),
    phone: text('phone').notNull(),
    comment: text('comment'),
    additional_info: text('additional_info'),
    status: text('status').notNull().default('new'),
    /** The renter made from this questionnaire ("make renter"). */
    renter_id: integer('renter_id').references(() => renters.id),
    ...timestamps,
  },
  (t) => [
    index('questionnaires_landlord_created_idx').on(t.landlord_id, t.created_at),
    index('questionnaires_landlord_status_idx').on(t.landlord_id, t.status, t.created_at),
    index('questionnaires_landlord_category_idx').on(t.landlord_id, t.category, t.created_at),
    index('questionnaires_landlord_object_idx').on(t.landlord_id, t.object_id, t.created_at),
    index('questionnaires_renter_idx').on(t.renter_id),
    index('questionnaires_company_trgm').using('gin', sql`${t.company_name} gin_trgm_ops`),
    index('questionnaires_brand_trgm').using('gin', sql`${t.brand_name} gin_trgm_ops`),
    index('questionnaires_bin_trgm').using('gin', sql`${t.bin_iin} gin_trgm_ops`),
    index('questionnaires_contact_trgm').using('gin', sql`${t.contact_full_name} gin_trgm_ops`),
  ],
);

/** A questionnaire's status history: its arrival (from null) and every change, who and when. */
export const questionnaireEvents = pgTable(
  'questionnaire_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    landlord_id: landlordRef(),
    questionnaire_id: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    user_id: integer('user_id'),
    at: atNow('at'),
  },
  (t) => [index('questionnaire_events_questionnaire_idx').on(t.questionnaire_id, t.at)],
);

/** Demo requests from the landing page: the superadmin's inbox, no landlord. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    /** Name or company, as the visitor typed it. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The page the form was sent from (`/`, `/ru`, `/support`…). */
    page: text('page'),
    status: text('status').notNull().default('new'),
    ...timestamps,
  },
  (t) => [
    index('demo_requests_created_idx').on(t.created_at),
    index('demo_requests_status_idx').on(t.status, t.created_at),
    index('demo_requests_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('demo_requests_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Messages from the landing's support page: the superadmin's inbox, no landlord. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    ...timestamps,
  },
  (t) => [
    index('support_messages_created_idx').on(t.created_at),
    index('support_messages_status_idx').on(t.status, t.created_at),
    index('support_messages_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('support_messages_message_trgm').using('gin', sql`${t.message} gin_trgm_ops`),
  ],
);
