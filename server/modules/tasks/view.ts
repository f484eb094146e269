import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { TASK_STATUSES, type TaskStatus, taskMovesFor } from '../../../src/domain/tasks';
import type { Db } from '../../db/client';
import { taskCategories, tasks, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { tableRow } from '../../lib/rowSchema';
import { actorsOf } from './scope';

export const tags = ['tasks'];

const executors = alias(users, 'executors');
const creators = alias(users, 'creators');

/** A task's columns as the API shows them: all but the search text and the reminders sent. */
const { search_text: _searchText, reminded: _reminded, ...shownColumns } = getTableColumns(tasks);

/** The list's columns in one query: the task with its executor's, creator's and category's names. */
export const selectTaskRows = (db: Db) =>
  db
    .select({
      task: shownColumns,
      executor_name: executors.full_name,
      creator_name: creators.full_name,
      category_name: taskCategories.name,
    })
    .from(tasks)
    .innerJoin(executors, eq(executors.id, tasks.executor_id))
    .innerJoin(creators, eq(creators.id, tasks.created_by))
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.category_id));

export type TaskJoinRow = Awaited<ReturnType<ReturnType<typeof selectTaskRows>['where']>>[number];

const actor = z.enum(['executor', 'creator']);

/** A list row: every `Task` field, the names, and what the caller plays and may move it to. */
export const taskListRow = tableRow(tasks, ['search_text', 'reminded']).extend({
  executor_name: z.string(),
  creator_name: z.string(),
  category_name: z.string().nullable(),
  actors: z.array(actor).describe('The roles the caller plays on the task'),
  moves: z.array(z.enum(TASK_STATUSES)).describe('The statuses the caller may move it to'),
});

/** Rows as the API shows them, for this caller. */
export const taskViews = (rows: TaskJoinRow[], user: AuthUser) =>
  rows.map(({ task, executor_name, creator_name, category_name }) => {
    const actors = actorsOf(user, task);
    return Object.assign(task, {
      executor_name,
      creator_name,
      category_name,
      actors,
      moves: taskMovesFor(task.status as TaskStatus, actors),
    });
  });
