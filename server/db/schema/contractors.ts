import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { landlords } from './platform';

/** Service companies a landlord works with; the public contractor form adds them as `new`. */
export const contractors = pgTable(
  'contractors',
  {
    id: serial('id').primaryKey(),
    landlord_id: integer('landlord_id')
      .notNull()
      .references(() => landlords.id),
    company_name: text('company_name').notNull(),
    bin: text('bin').notNull(),
    contact_full_name: text('contact_full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    services: text('services').array().notNull(),
    comment: text('comment'),
    status: text('status').notNull().default('new'),
    /** `staff` (entered by hand) or `form` (the public contractor form). */
    source: text('source').notNull().default('staff'),
    status_note: text('status_note'),
    created_by: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('contractors_landlord_created_idx').on(t.landlord_id, t.created_at),
    index('contractors_landlord_status_idx').on(t.landlord_id, t.status),
    index('contractors_services_idx').using('gin', t.services),
    index('contractors_company_trgm').using('gin', sql`${t.company_name} gin_trgm_ops`),
    index('contractors_bin_trgm').using('gin', sql`${t.bin} gin_trgm_ops`),
    index('contractors_contact_trgm').using('gin', sql`${t.contact_full_name} gin_trgm_ops`),
    index('contractors_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);
