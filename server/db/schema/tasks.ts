import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMPLETED_TASK_STATUSES, CURRENT_TASK_STATUSES } from '../../../src/domain/taskStatuses';
import { at, atNow, timestamps } from './columns';
import { renters, rooms } from './organization';
import { bids } from './requests';
import { users } from './users';
import { landlordRef, workCommentColumns, workEventColumns } from './workColumns';

/** Statuses as an SQL list of literals, for an index's predicate. */
const statusList = (statuses: readonly string[]) =>
  sql.raw(statuses.map((status) => `'${status}'`).join(', '));

/** A task's priority as a number to sort by (high first when descending). */
export const priorityRank = (priority: AnyPgColumn) =>
  sql`case ${priority} when 'high' then 3 when 'medium' then 2 else 1 end`;

/** An organization's own task categories (Settings). */
export const taskCategories = pgTable(
  'task_categories',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('task_categories_landlord_name_key').on(t.landlord_id, sql`lower(${t.name})`),
  ],
);

/**
 * A task given to an employee. `assigned_at` is when the current executor got it (KPI counts a
 * task for them from then); `done_at` the last move to done; `reminded` the reminders already
 * sent for the current deadline (minutes before it), cleared when the deadline changes.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    landlord_id: landlordRef(),
    number: integer('number').notNull(),
    executor_id: integer('executor_id')
      .notNull()
      .references(() => users.id),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    category_id: integer('category_id').references(() => taskCategories.id, {
      onDelete: 'set null',
    }),
    priority: text('priority').notNull().default('medium'),
    deadline: at('deadline').notNull(),
    status: text('status').notNull().default('new'),
    description: text('description').notNull(),
    bid_id: integer('bid_id').references(() => bids.id),
    renter_id: integer('renter_id').references(() => renters.id),
    room_id: integer('room_id').references(() => rooms.id),
    assigned_at: atNow('assigned_at'),
    done_at: at('done_at'),
    returned_count: integer('returned_count').notNull().default(0),
    reject_reason: text('reject_reason'),
    reminded: integer('reminded').array().notNull().default(sql`'{}'::int[]`),
    /** Number and description in one string, for one trigram index. */
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tasks_landlord_number_key').on(t.landlord_id, t.number),
    index('tasks_landlord_status_deadline_idx').on(t.landlord_id, t.status, t.deadline),
    index('tasks_landlord_executor_idx').on(t.landlord_id, t.executor_id, t.status, t.deadline),
    index('tasks_landlord_creator_idx').on(t.landlord_id, t.created_by, t.status, t.deadline),
    index('tasks_landlord_category_idx').on(t.landlord_id, t.category_id),
    index('tasks_landlord_done_idx').on(t.landlord_id, t.done_at),
    index('tasks_landlord_assigned_idx').on(t.landlord_id, t.assigned_at),
    /** Tasks created in a period: the list's `created_at` filter, the dashboard's counts. */
    index('tasks_landlord_created_idx').on(t.landlord_id, t.created_at),
    index('tasks_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} in ('new', 'in_progress', 'paused', 'for_revision')`),
    /**
     * Search within one organization: the trigrams are keyed by the organization too, so a
     * common word reads its organization's matches, not every organization's.
     */
    index('tasks_landlord_search_trgm').using(
      'gin',
      t.landlord_id,
      sql`${t.search_text} gin_trgm_ops`,
    ),
    /**
     * The current tab (soonest deadline first, overdue) and the completed one (latest done
     * first), each a range of an index holding only that tab's tasks: a page costs the same
     * however many tasks the organization keeps.
     */
    index('tasks_current_deadline_idx')
      .on(t.landlord_id, t.deadline, t.id)
      .where(sql`${t.status} in (${statusList(CURRENT_TASK_STATUSES)})`),
    /** The current tab of one priority (its filter), its page and its count: a range. */
    index('tasks_current_priority_deadline_idx')
      .on(t.landlord_id, t.priority, t.deadline, t.id)
      .where(sql`${t.status} in (${statusList(CURRENT_TASK_STATUSES)})`),
    index('tasks_current_priority_idx')
      .on(t.landlord_id, sql`(${priorityRank(t.priority)})`, t.id)
      .where(sql`${t.status} in (${statusList(CURRENT_TASK_STATUSES)})`),
    /**
     * Search in the current tab: the organization's current tasks whose text matches.
     * Without it each of the organization's current tasks is rechecked one by one, and a case-blind
     * match of Cyrillic text costs microseconds a row (a table shaped like the bench's million
     * tasks: the capped count rechecked 8,044 current tasks of the biggest organization in
     * 57 ms, and reads its 708 matches from this index in 4 ms).
     */
    index('tasks_current_search_trgm')
      .using('gin', t.landlord_id, sql`${t.search_text} gin_trgm_ops`)
      .where(sql`${t.status} in (${statusList(CURRENT_TASK_STATUSES)})`),
    index('tasks_completed_done_idx')
      .on(t.landlord_id, t.done_at, t.id)
      .where(sql`${t.status} in (${statusList(COMPLETED_TASK_STATUSES)})`),
  ],
);

/** Everything that happened to a task, in order: creation, moves, reassignment, deadline changes. */
export const taskEvents = pgTable(
  'task_events',
  workEventColumns('task_id', () => tasks.id),
  (t) => [
    index('task_events_task_idx').on(t.task_id, t.at),
    index('task_events_landlord_status_idx').on(t.landlord_id, t.to_status, t.at),
  ],
);

/** Comments on a task; their files are attachments of entity `task_comment`. */
export const taskComments = pgTable(
  'task_comments',
  {
    ...workCommentColumns('task_id', () => tasks.id),
    text: text('text'),
    created_at: atNow('created_at'),
  },
  (t) => [index('task_comments_task_idx').on(t.task_id, t.created_at)],
);
