import { type AnyPgColumn, bigserial, integer, jsonb, serial, text } from 'drizzle-orm/pg-core';
import { atNow } from './columns';
import { landlords } from './platform';
import { users } from './users';

/** The organization a row belongs to. */
export const landlordRef = () =>
  integer('landlord_id')
    .notNull()
    .references(() => landlords.id);

/** The assigned record (a bid, a task) a row of its history or discussion belongs to. */
const recordRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** `{ [name]: recordRef }`, typed by its name. */
const recordColumn = <K extends string>(name: K, target: () => AnyPgColumn) =>
  ({ [name]: recordRef(name, target) }) as Record<K, ReturnType<typeof recordRef>>;

/**
 * A history row of assigned work (requests, tasks): creation, moves, assignment, changes.
 * `record` names the column of the record it belongs to (`bid_id`, `task_id`).
 */
export const workEventColumns = <K extends string>(record: K, target: () => AnyPgColumn) => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  landlord_id: landlordRef(),
  ...recordColumn(record, target),
  user_id: integer('user_id'),
  type: text('type').notNull(),
  from_status: text('from_status'),
  to_status: text('to_status'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  at: atNow('at'),
});

/** A comment on assigned work: its organization, record and author; each module adds the rest. */
export const workCommentColumns = <K extends string>(record: K, target: () => AnyPgColumn) => ({
  id: serial('id').primaryKey(),
  landlord_id: landlordRef(),
  ...recordColumn(record, target),
  author_id: integer('author_id').references(() => users.id),
});
