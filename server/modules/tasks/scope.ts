import type { SQL } from 'drizzle-orm';
import { canAccess, levelOf } from '../../../src/domain/access';
import {
  isCurrentTask,
  TASK_TRANSITIONS,
  type TaskActor,
  type TaskStatus,
} from '../../../src/domain/tasks';
import { tasks } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { forbidden } from '../../lib/errors';
import { rowScope } from '../../lib/scope';
import { staleStatus } from '../../lib/transition';

/** A task as the rules read it (the search text plays no part). */
export type TaskRow = Omit<typeof tasks.$inferSelect, 'search_text'>;

const columns = {
  landlord: tasks.landlord_id,
  createdBy: tasks.created_by,
  executor: tasks.executor_id,
};

/** The tasks a caller may read: the landlord's all, an employee's by their `tasks` level. */
export const taskScope = (user: AuthUser): SQL | undefined => rowScope(user, 'tasks', columns);

type Party = Pick<TaskRow, 'executor_id' | 'created_by'>;

/** Decides on every task of the organization: the landlord, or `main` in tasks. */
export const managesTasks = (user: AuthUser) =>
  user.role === 'landlord' || (user.role === 'employee' && levelOf(user, 'tasks') === 'main');

/**
 * The roles a caller plays on a task: `executor` when it is theirs to work and their level
 * works it; `creator` when they set it (and their level edits it), or manage every task. A
 * superadmin plays none: it only reads.
 */
export const actorsOf = (user: AuthUser, task: Party): TaskActor[] => {
  if (user.role !== 'employee' && user.role !== 'landlord') return [];
  const record = { executor_id: task.executor_id, created_by: task.created_by };
  const actors: TaskActor[] = [];
  if (
    task.executor_id === user.id &&
    canAccess(user, { resource: 'tasks', action: 'work', record })
  ) {
    actors.push('executor');
  }
  const author =
    task.created_by === user.id && canAccess(user, { resource: 'tasks', action: 'edit', record });
  if (author || managesTasks(user)) actors.push('creator');
  return actors;
};

/** Whether the caller decides on this task: edits it, extends it, reassigns it. */
export const decides = (user: AuthUser, task: Party) => actorsOf(user, task).includes('creator');

/** The refusal of a move (403 when the caller plays no role, 409 when the table says no). */
export const moveRefusal = (from: string, to: string, actors: TaskActor[]) => {
  if (actors.length === 0) return forbidden();
  const by = TASK_TRANSITIONS[from as TaskStatus]?.[to as TaskStatus] ?? [];
  return by.some((a) => actors.includes(a)) ? undefined : staleStatus();
};

/** An open task (the current tab): still to be worked, so its fields and deadline may change. */
export const isOpen = (task: Pick<TaskRow, 'status'>) => isCurrentTask(task.status as TaskStatus);
