import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at, atNow } from './columns';
import { landlords } from './platform';
import { users } from './users';

/**
 * A message sent to people: by staff from the notifications screen (`kind` `message`), or by the
 * product about a record (`bid_assigned`, `task_assigned`, … with `link_kind`/`link_id`).
 * `landlord_id` is the sender's organization (null for the platform's own messages).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    landlord_id: integer('landlord_id').references(() => landlords.id),
    author_id: integer('author_id').references(() => users.id),
    kind: text('kind').notNull().default('message'),
    message: text('message').notNull(),
    /** `all`, `employees`, `renters` or `users` (people picked one by one). */
    audience: text('audience').notNull().default('users'),
    link_kind: text('link_kind'),
    link_id: integer('link_id'),
    recipient_count: integer('recipient_count').notNull().default(0),
    created_at: atNow('created_at'),
  },
  (t) => [
    index('notifications_landlord_idx').on(t.landlord_id, t.created_at),
    index('notifications_author_idx').on(t.author_id, t.created_at),
    index('notifications_message_trgm').using('gin', sql`${t.message} gin_trgm_ops`),
  ],
);

/** Who received a notification and when they read it. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: at('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.notification_id, t.user_id] }),
    /** A user's inbox, newest first. */
    index('notification_recipients_inbox_idx').on(t.user_id, t.notification_id),
    /** The unread count: an index lookup. */
    index('notification_recipients_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);

/** A device's Firebase Cloud Messaging token; a token belongs to the user who last registered it. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    token: text('token').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_agent: text('user_agent'),
    created_at: atNow('created_at'),
    updated_at: atNow('updated_at'),
  },
  (t) => [index('push_tokens_user_idx').on(t.user_id)],
);

/**
 * Pushes waiting to be sent: the request that causes one only adds a row; the scheduler sends,
 * retries with backoff and gives up after its last attempt.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: atNow('next_attempt_at'),
    sent_at: at('sent_at'),
    failed_at: at('failed_at'),
    last_error: text('last_error'),
    created_at: atNow('created_at'),
  },
  (t) => [
    index('push_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null and ${t.failed_at} is null`),
  ],
);
