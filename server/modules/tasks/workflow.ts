import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TASK_REASON_REQUIRED,
  taskBulkAssignInput,
  taskBulkDeadlineInput,
  taskDeadlineInput,
  taskStatusInput,
} from '../../../src/domain/tasks';
import { idParams } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { assertExecutor } from '../../lib/assignedWork/executors';
import { recordEvent, statusEvent } from '../../lib/assignedWork/work';
import type { AuthUser } from '../../lib/authUser';
import { forbidden, notFound } from '../../lib/errors';
import { statusRoute } from '../../lib/recordRoutes';
import { allOrNotFound } from '../../lib/scope';
import { staleStatus, transitionStatus } from '../../lib/transition';
import { currentUser } from '../../plugins/access';
import { taskDetailRow, taskReader } from './detail';
import { tellAboutTask } from './notices';
import { actorsOf, decides, isOpen, moveRefusal, type TaskRow, taskScope } from './scope';
import { reassignTasks } from './service';
import { tags } from './view';
import { TASK_WORK } from './work';

const updatedCount = z.object({ updated: z.number() });

/**
 * A new deadline for an open task (the creator's): the reminders start over, and an expired task
 * goes back to work. Guarded like any move: another writer's change first is a 409.
 */
export const extendDeadline = (tx: Db, user: AuthUser, before: TaskRow, deadline: string) => {
  const to = before.status === 'expired' ? 'in_progress' : before.status;
  return transitionStatus(tx, {
    table: tasks,
    before,
    to,
    allowed: () => (isOpen(before) ? undefined : staleStatus()),
    set: { deadline, reminded: sql`'{}'::int[]` },
    history: (t, after) =>
      recordEvent(t, TASK_WORK, after, {
        user_id: user.id,
        type: 'deadline',
        ...(to === before.status ? {} : { from_status: before.status, to_status: to }),
        data: { from: before.deadline, to: after.deadline },
      }),
  });
};

/** Tasks of `ids` the caller decides on, all open: else 404 (not theirs) or 409 (closed). */
const decidedTasks = async (db: Db, user: AuthUser, ids: number[]) => {
  const rows = allOrNotFound(
    await db
      .select()
      .from(tasks)
      .where(and(inArray(tasks.id, ids), taskScope(user))),
    ids,
  );
  if (!rows.every((t) => decides(user, t))) throw notFound();
  if (!rows.every(isOpen)) throw staleStatus();
  return rows;
};

/** A task's moves, its deadline, and the creator's bulk changes. */
export const taskWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { find, fullView } = await taskReader(app);
  const work = app.requireAccess('tasks', 'work');
  const edit = app.requireAccess('tasks', 'edit');

  statusRoute(app, {
    path: '/api/tasks/:id/status',
    access: work,
    tags,
    body: taskStatusInput,
    response: taskDetailRow,
    find,
    move: (before, { status, reason }, user) => {
      const now = new Date().toISOString();
      return {
        table: tasks,
        allowed: (from, to) => moveRefusal(from, to, actorsOf(user, before)),
        reason: { field: 'reason', value: reason, requiredFor: TASK_REASON_REQUIRED },
        set: {
          ...(status === 'done' ? { done_at: now } : {}),
          ...(status === 'for_revision'
            ? { returned_count: sql`${tasks.returned_count} + 1` }
            : {}),
          ...(status === 'rejected' ? { reject_reason: reason } : {}),
        },
        history: async (tx, after) => {
          await recordEvent(
            tx,
            TASK_WORK,
            after,
            statusEvent(user.id, { from: before.status, to: status, reason }),
          );
          if (status === 'done' && after.created_by !== user.id) {
            await tellAboutTask(tx, after, 'task_done', after.created_by);
          }
          if (status === 'for_revision' && after.executor_id !== user.id) {
            await tellAboutTask(tx, after, 'task_returned', after.executor_id);
          }
        },
      };
    },
    view: (user, after) => fullView(user, after.id),
  });

  app.put(
    '/api/tasks/:id/deadline',
    {
      preValidation: edit,
      schema: { tags, params: idParams, body: taskDeadlineInput, response: { 200: taskDetailRow } },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      if (!decides(user, before)) throw forbidden();
      await app.db.transaction((tx) => extendDeadline(tx, user, before, request.body.deadline));
      return fullView(user, before.id);
    },
  );

  app.post(
    '/api/tasks/bulk-assign',
    {
      preValidation: edit,
      schema: { tags, body: taskBulkAssignInput, response: { 200: updatedCount } },
    },
    async (request) => {
      const user = currentUser(request);
      const { ids, executor_id } = request.body;
      const rows = await decidedTasks(app.db, user, ids);
      for (const landlordId of new Set(rows.map((r) => r.landlord_id))) {
        await assertExecutor(app.db, TASK_WORK, landlordId, executor_id);
      }
      const updated = await app.db.transaction((tx) => reassignTasks(tx, user, rows, executor_id));
      return { updated };
    },
  );

  app.post(
    '/api/tasks/bulk-deadline',
    {
      preValidation: edit,
      schema: { tags, body: taskBulkDeadlineInput, response: { 200: updatedCount } },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await decidedTasks(app.db, user, request.body.ids);
      await app.db.transaction(async (tx) => {
        for (const task of rows) await extendDeadline(tx, user, task, request.body.deadline);
      });
      return { updated: rows.length };
    },
  );
};
