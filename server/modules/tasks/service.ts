import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { taskCreateInput } from '../../../src/domain/tasks';
import type { Db } from '../../db/client';
import {
  attachments,
  bids,
  renters,
  rooms,
  taskCategories,
  taskEvents,
  tasks,
  users,
} from '../../db/schema';
import { assertOwnFiles, linkFiles } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { nextNumber } from '../../lib/counters';
import { badRequest } from '../../lib/errors';
import { announce } from '../../lib/liveHints';
import { tellAboutTask } from './notices';
import type { TaskRow } from './scope';

export const TASK_ENTITY = 'tasks';

/** Levels in tasks that may be given a task to execute. */
const EXECUTOR_LEVELS = ['executor', 'employee', 'intermediate', 'main'];

/**
 * The people of an organization who may be given tasks: its active landlord accounts, and its
 * active employees whose `tasks` level works assigned tasks. `user` is the users table (aliased).
 */
export const executorRows = (landlordId: number, user: { id: AnyPgColumn } = users): SQL =>
  sql`${user.id} in (
    select u.id from users u
    left join employees e on e.id = u.employee_id
    left join employee_access a on a.employee_id = u.employee_id and a.module = 'tasks'
    where u.landlord_id = ${landlordId} and u.status = 'active'
      and (u.role = 'landlord'
        or (u.role = 'employee' and e.status = 'active'
          and a.level = any(${`{${EXECUTOR_LEVELS.join(',')}}`}::text[]))))`;

/** A task's input as the routes take it (create and update share the fields). */
export type TaskInput = Omit<z.output<typeof taskCreateInput>, 'deadline'> & { deadline: string };

/** Writes one history row and tells open pages the task changed (when the transaction commits). */
export const taskEvent = async (
  db: Db,
  task: { id: number; landlord_id: number },
  event: Omit<typeof taskEvents.$inferInsert, 'task_id' | 'landlord_id'>,
) => {
  await db.insert(taskEvents).values({ ...event, task_id: task.id, landlord_id: task.landlord_id });
  await announceTaskChange(db, task);
};

export const announceTaskChange = (db: Db, task: { id: number; landlord_id: number }) =>
  announce(db, { type: 'changed', resource: 'tasks', id: task.id, landlord_id: task.landlord_id });

/** The next task number of a landlord (atomic: the counter row is locked by the update). */
const nextTaskNumber = (db: Db, landlordId: number) => nextNumber(db, landlordId, 'tasks');

/** The text the list's search looks in: number, description and the executor's name. */
export const searchTextOf = async (
  db: Db,
  task: { number: number; description: string; executor_id: number },
) => {
  const [executor] = await db
    .select({ name: users.full_name })
    .from(users)
    .where(eq(users.id, task.executor_id));
  return [task.number, task.description, executor?.name].filter(Boolean).join(' ');
};

/** A row of `table` with this id that belongs to the landlord, or a 400 on `field`. */
const ownRow = async (
  db: Db,
  table: typeof bids | typeof renters | typeof rooms | typeof taskCategories,
  id: number | null,
  landlordId: number,
) => {
  if (id === null) return true;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.landlord_id, landlordId)));
  return Boolean(row);
};

/**
 * Checks a task against the organization: a new executor is one who may be given tasks, the
 * category, request, renter and room are its own, the files are the caller's. Throws 400 with
 * every field's message.
 */
export const checkTask = async (
  db: Db,
  user: AuthUser,
  landlordId: number,
  input: TaskInput,
  existing: TaskRow | null,
) => {
  const errors: Record<string, string> = {};
  if (existing?.executor_id !== input.executor_id) {
    const [executor] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.executor_id), executorRows(landlordId)));
    if (!executor) errors.executor_id = 'validation.invalid';
  }
  const refs = [
    ['category_id', taskCategories, input.category_id],
    ['bid_id', bids, input.bid_id],
    ['renter_id', renters, input.renter_id],
    ['room_id', rooms, input.room_id],
  ] as const;
  for (const [field, table, id] of refs) {
    if (!(await ownRow(db, table, id, landlordId))) errors[field] = 'validation.invalid';
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  const current = existing
    ? (
        await db
          .select({ id: attachments.file_id })
          .from(attachments)
          .where(and(eq(attachments.entity, TASK_ENTITY), eq(attachments.entity_id, existing.id)))
      ).map((r) => r.id)
    : [];
  await assertOwnFiles(db, user, input.file_ids, 'file_ids', current);
};

/** The columns a create or an edit writes from the input. */
export const taskValues = (input: TaskInput) => ({
  executor_id: input.executor_id,
  category_id: input.category_id,
  priority: input.priority,
  deadline: input.deadline,
  description: input.description,
  bid_id: input.bid_id,
  renter_id: input.renter_id,
  room_id: input.room_id,
});

export const linkTaskFiles = (db: Db, task: { id: number; landlord_id: number }, ids: number[]) =>
  linkFiles(db, { entity: TASK_ENTITY, entityId: task.id, landlordId: task.landlord_id }, ids);

/**
 * Gives a new task: checks it, numbers it, links its files, writes the `created` event and tells
 * the executor (unless they gave it to themself). Run it in a transaction; returns the row.
 */
export const createTask = async (tx: Db, user: AuthUser, landlordId: number, input: TaskInput) => {
  await checkTask(tx, user, landlordId, input, null);
  const number = await nextTaskNumber(tx, landlordId);
  const [task] = await tx
    .insert(tasks)
    .values({
      ...taskValues(input),
      landlord_id: landlordId,
      number,
      created_by: user.id,
      search_text: await searchTextOf(tx, { ...input, number }),
    })
    .returning();
  await linkTaskFiles(tx, task, input.file_ids);
  await taskEvent(tx, task, {
    user_id: user.id,
    type: 'created',
    to_status: 'new',
    data: { executor_id: task.executor_id },
  });
  if (task.executor_id !== user.id)
    await tellAboutTask(tx, task, 'task_assigned', task.executor_id);
  return task;
};

/**
 * Gives open tasks to another executor: a new `assigned_at` (KPI counts them for the new one
 * from now), the search text, an `assigned` event each, and the executor told (not when they
 * took it themself). Tasks already theirs are left alone; returns how many changed.
 */
export const reassignTasks = async (
  tx: Db,
  user: AuthUser,
  rows: TaskRow[],
  executorId: number,
) => {
  const moving = rows.filter((t) => t.executor_id !== executorId);
  if (moving.length === 0) return 0;
  const now = new Date().toISOString();
  const [executor] = await tx
    .select({ name: users.full_name })
    .from(users)
    .where(eq(users.id, executorId));
  const changed = await tx
    .update(tasks)
    .set({
      executor_id: executorId,
      assigned_at: now,
      updated_at: now,
      search_text: sql`${tasks.number}::text || ' ' || ${tasks.description} || ' ' || ${executor.name}`,
    })
    .where(
      inArray(
        tasks.id,
        moving.map((t) => t.id),
      ),
    )
    .returning();
  for (const task of changed) {
    const before = moving.find((t) => t.id === task.id);
    await taskEvent(tx, task, {
      user_id: user.id,
      type: 'assigned',
      data: { executor_id: executorId, previous_executor_id: before?.executor_id ?? null },
    });
    if (executorId !== user.id) await tellAboutTask(tx, task, 'task_assigned', executorId);
  }
  return changed.length;
};
