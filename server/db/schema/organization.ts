import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { landlordRef } from './workColumns';

/** Every tenant-owned table carries its landlord. */

export type LocalizedName = { ru: string; kk: string; en: string };

export const objectTypes = pgTable('object_types', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  ...timestamps,
});

export const socialNetworks = pgTable('social_networks', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const objects = pgTable(
  'objects',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    object_type_id: integer('object_type_id')
      .notNull()
      .references(() => objectTypes.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    logo_id: integer('logo_id'),
    is_public: boolean('is_public').notNull().default(false),
    description: text('description'),
    created_by: integer('created_by'),
    ...timestamps,
  },
  (t) => [index('objects_landlord_idx').on(t.landlord_id, t.name)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    object_id: integer('object_id')
      .notNull()
      .references(() => objects.id),
    number: text('number').notNull(),
    floor: integer('floor').notNull(),
    area: numeric('area', { precision: 10, scale: 2 }).notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('free'),
    logo_id: integer('logo_id'),
    created_by: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('rooms_landlord_object_idx').on(t.landlord_id, t.object_id, t.number),
    uniqueIndex('rooms_object_number_key').on(t.object_id, t.number),
  ],
);

export const renters = pgTable(
  'renters',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    legal_name: text('legal_name').notNull(),
    bin_iin: text('bin_iin').notNull(),
    legal_address: text('legal_address'),
    outlet_name: text('outlet_name'),
    category: text('category').notNull(),
    contact_full_name: text('contact_full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    status: text('status').notNull().default('active'),
    created_by: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('renters_landlord_bin_key').on(t.landlord_id, t.bin_iin),
    index('renters_landlord_created_idx').on(t.landlord_id, t.created_at),
    index('renters_legal_name_trgm').using('gin', sql`${t.legal_name} gin_trgm_ops`),
    index('renters_bin_trgm').using('gin', sql`${t.bin_iin} gin_trgm_ops`),
    index('renters_outlet_trgm').using('gin', sql`${t.outlet_name} gin_trgm_ops`),
    index('renters_contact_trgm').using('gin', sql`${t.contact_full_name} gin_trgm_ops`),
    index('renters_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('renters_landlord_status_idx').on(t.landlord_id, t.status, t.category),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    full_name: text('full_name').notNull(),
    iin: text('iin'),
    legal_entity_name: text('legal_entity_name'),
    department: text('department'),
    group: text('group'),
    position: text('position'),
    phone: text('phone'),
    email: text('email'),
    status: text('status').notNull().default('active'),
    pass_card: text('pass_card'),
    work_start: time('work_start').notNull().default('09:00'),
    work_end: time('work_end').notNull().default('18:00'),
    notification_access: boolean('notification_access').notNull().default(false),
    created_by: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('employees_landlord_name_idx').on(t.landlord_id, t.full_name),
    index('employees_landlord_created_idx').on(t.landlord_id, t.created_at),
    index('employees_full_name_trgm').using('gin', sql`${t.full_name} gin_trgm_ops`),
    index('employees_landlord_card_idx')
      .on(t.landlord_id, t.pass_card)
      .where(sql`${t.pass_card} is not null`),
  ],
);

/** One access level per employee and module. */
export const employeeAccess = pgTable(
  'employee_access',
  {
    landlord_id: landlordRef(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    level: text('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.module] })],
);
