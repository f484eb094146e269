import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, atNow, timestamps } from './columns';
import { employees, renters } from './organization';
import { landlords } from './platform';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    password_hash: text('password_hash').notNull(),
    email: text('email'),
    phone: text('phone'),
    full_name: text('full_name').notNull(),
    role: text('role').notNull(),
    landlord_id: integer('landlord_id').references(() => landlords.id),
    employee_id: integer('employee_id').references(() => employees.id),
    renter_id: integer('renter_id').references(() => renters.id),
    locale: text('locale').notNull().default('ru'),
    status: text('status').notNull().default('active'),
    must_change_password: boolean('must_change_password').notNull().default(false),
    /** The events this user wants pushed to their phones (`PUSH_EVENTS`). */
    push_events: text('push_events')
      .array()
      .notNull()
      .default(sql`'{bid_assigned,task_assigned,task_due,notification}'::text[]`),
    last_login_at: at('last_login_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_login_key').on(sql`lower(${t.login})`),
    index('users_landlord_idx').on(t.landlord_id, t.full_name),
    index('users_employee_idx').on(t.employee_id),
    index('users_renter_idx').on(t.renter_id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: atNow('created_at'),
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: atNow('created_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

/** Failed logins, counted per login and address within the throttle window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    at: atNow('at'),
  },
  (t) => [
    index('login_failures_login_ip_idx').on(t.login, t.ip, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

/**
 * Live-stream tickets already used (`GET /api/events`): a ticket opens one stream, on whichever
 * server process it reaches. A row is kept until its ticket expires: each claim clears the expired.
 */
export const usedEventTickets = pgTable(
  'used_event_tickets',
  {
    id: text('id').primaryKey(),
    expires_at: at('expires_at').notNull(),
  },
  (t) => [index('used_event_tickets_expires_idx').on(t.expires_at)],
);
