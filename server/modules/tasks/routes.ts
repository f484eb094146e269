import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskCreateInput, taskUpdateInput } from '../../../src/domain/tasks';
import { idParams } from '../../../src/domain/validation';
import { attachments, taskComments, tasks } from '../../db/schema';
import { announceChange, recordEvent } from '../../lib/assignedWork/work';
import { recordAudit } from '../../lib/audit';
import { badRequest, forbidden } from '../../lib/errors';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../lib/partialUpdate';
import { recordRoute } from '../../lib/recordRoutes';
import { noContent } from '../../lib/responses';
import { ownLandlordId } from '../../lib/scope';
import { staleStatus } from '../../lib/transition';
import { currentUser } from '../../plugins/access';
import { taskCategoryRoutes } from './categories';
import { taskDetailRow, taskReader } from './detail';
import { taskDiscussionRoutes } from './discussion';
import { taskExportRoutes } from './export';
import { taskListRoutes } from './list';
import { decides, isOpen } from './scope';
import {
  checkTask,
  createTask,
  linkTaskFiles,
  reassignTasks,
  searchTextOf,
  TASK_ENTITY,
  taskValues,
} from './service';
import { tags } from './view';
import { TASK_COMMENT_ENTITY, TASK_WORK } from './work';
import { taskWorkflowRoutes } from './workflow';

/** A minute's grace for the form's clock, as `futureDeadline` gives. */
const GRACE_MS = 60_000;

/** `/api/tasks`: tasks given to employees, their workflow, comments, history and categories. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(taskExportRoutes);
  await app.register(taskCategoryRoutes);
  app.addHook('preValidation', app.authenticate);
  await app.register(taskListRoutes);
  await app.register(taskWorkflowRoutes);
  await app.register(taskDiscussionRoutes);
  const { find, fullView } = await taskReader(app);

  recordRoute(app, {
    path: '/api/tasks/:id',
    access: app.requireAccess('tasks', 'show'),
    tags,
    response: taskDetailRow,
    find,
    view: (user, task) => fullView(user, task.id),
  });

  app.post(
    '/api/tasks',
    {
      preValidation: app.requireAccess('tasks', 'create'),
      config: { idempotent: true },
      schema: { tags, body: taskCreateInput, response: { 201: taskDetailRow } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const id = await app.createOnce(
        request,
        async (tx) => (await createTask(tx, user, landlordId, request.body)).id,
      );
      return reply.status(201).send(await fullView(user, id));
    },
  );

  app.put(
    '/api/tasks/:id',
    {
      preValidation: [
        app.requireAccess('tasks', 'edit'),
        keepAbsentFields(
          taskUpdateInput,
          recordById(async (user, id) => {
            const shown = await fullView(user, (await find(user, id)).id);
            return { ...shown, file_ids: shown.files.map((f) => f.id) };
          }),
        ),
      ],
      schema: {
        tags,
        description: PARTIAL_UPDATE,
        params: idParams,
        body: taskUpdateInput,
        response: { 200: taskDetailRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      const before = await find(user, request.params.id);
      if (!decides(user, before)) throw forbidden();
      if (!isOpen(before)) throw staleStatus();
      const deadlineMoved = Date.parse(input.deadline) !== Date.parse(before.deadline);
      if (deadlineMoved && Date.parse(input.deadline) < Date.now() - GRACE_MS) {
        throw badRequest({ deadline: 'validation.deadline_past' });
      }
      await app.db.transaction(async (tx) => {
        await checkTask(tx, user, before.landlord_id, input, before);
        const values = taskValues(input);
        const [after] = await tx
          .update(tasks)
          .set({
            ...values,
            executor_id: before.executor_id,
            deadline: deadlineMoved ? input.deadline : before.deadline,
            ...(deadlineMoved ? { reminded: [] } : {}),
            search_text: await searchTextOf(tx, { ...input, number: before.number }),
            updated_at: new Date().toISOString(),
          })
          .where(and(eq(tasks.id, before.id), eq(tasks.status, before.status)))
          .returning();
        if (!after) throw staleStatus();
        await linkTaskFiles(tx, after, input.file_ids);
        const changed = Object.keys(values).filter(
          (k) =>
            k !== 'executor_id' &&
            JSON.stringify(before[k as keyof typeof before]) !==
              JSON.stringify(after[k as keyof typeof after]),
        );
        if (changed.length) {
          await recordEvent(tx, TASK_WORK, after, {
            user_id: user.id,
            type: 'edited',
            data: { fields: changed },
          });
        }
        await reassignTasks(tx, user, [before], input.executor_id);
        await announceChange(tx, TASK_WORK, after);
      });
      return fullView(user, before.id);
    },
  );

  app.delete(
    '/api/tasks/:id',
    {
      preValidation: app.requireAccess('tasks', 'delete'),
      schema: { tags, params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      await app.db.transaction(async (tx) => {
        const comments = await tx
          .select({ id: taskComments.id })
          .from(taskComments)
          .where(eq(taskComments.task_id, before.id));
        await tx
          .delete(attachments)
          .where(and(eq(attachments.entity, TASK_ENTITY), eq(attachments.entity_id, before.id)));
        if (comments.length) {
          await tx.delete(attachments).where(
            and(
              eq(attachments.entity, TASK_COMMENT_ENTITY),
              inArray(
                attachments.entity_id,
                comments.map((c) => c.id),
              ),
            ),
          );
        }
        await tx.delete(tasks).where(eq(tasks.id, before.id));
        await recordAudit(tx, {
          user,
          landlordId: before.landlord_id,
          entity: TASK_ENTITY,
          entityId: before.id,
          action: 'delete',
          before,
          after: null,
        });
        await announceChange(tx, TASK_WORK, before);
      });
      return reply.status(204).send();
    },
  );
};
