import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { taskCreateInput } from '../../../src/domain/tasks';
import type { Db } from '../../db/client';
import { bids, renters, rooms, taskCategories, tasks, users } from '../../db/schema';
import { assertExecutor } from '../../lib/assignedWork/executors';
import { heldFileIds } from '../../lib/assignedWork/files';
import { tellAssigned } from '../../lib/assignedWork/pushes';
import { recordEvent } from '../../lib/assignedWork/work';
import { assertOwnFiles, linkFiles } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { nextNumber } from '../../lib/counters';
import { badRequest } from '../../lib/errors';
import { assertOwnRow } from '../../lib/scope';
import { tellAboutTask } from './notices';
import type { TaskRow } from './scope';
import { TASK_WORK } from './work';

export const TASK_ENTITY = 'tasks';

/** A task's input as the routes take it (create and update share the fields). */
export type TaskInput = Omit<z.output<typeof taskCreateInput>, 'deadline'> & { deadline: string };

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
    await assertExecutor(db, TASK_WORK, landlordId, input.executor_id, 'executor_id', errors);
  }
  const refs = [
    ['category_id', taskCategories, input.category_id],
    ['bid_id', bids, input.bid_id],
    ['renter_id', renters, input.renter_id],
    ['room_id', rooms, input.room_id],
  ] as const;
  for (const [field, table, id] of refs) {
    await assertOwnRow(db, table, id, landlordId, field, errors);
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  const current = await heldFileIds(db, TASK_ENTITY, existing);
  await assertOwnFiles(db, user, input.file_ids, 'file_ids', current);
};

/** Tells a task's executor it was given to them (as `tellAssigned` decides who is told). */
const tellTaskAssigned = (tx: Db, task: TaskRow, actorId: number) =>
  tellAssigned(tx, TASK_WORK, task, { executorId: task.executor_id, actorId }, (recipient) =>
    tellAboutTask(tx, task, 'task_assigned', recipient),
  );

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
  await recordEvent(tx, TASK_WORK, task, {
    user_id: user.id,
    type: 'created',
    to_status: 'new',
    data: { executor_id: task.executor_id },
  });
  await tellTaskAssigned(tx, task, user.id);
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
    await recordEvent(tx, TASK_WORK, task, {
      user_id: user.id,
      type: 'assigned',
      data: { executor_id: executorId, previous_executor_id: before?.executor_id ?? null },
    });
    await tellTaskAssigned(tx, task, user.id);
  }
  return changed.length;
};
