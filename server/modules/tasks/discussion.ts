import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskCommentInput } from '../../../src/domain/tasks';
import { idParams } from '../../../src/domain/validation';
import { taskComments, taskEvents, users } from '../../db/schema';
import { assertOwnFiles, filesOf, linkFiles } from '../../lib/attachments';
import { forbidden } from '../../lib/errors';
import { fileRow } from '../../lib/rowSchema';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { taskReader } from './detail';
import { actorsOf } from './scope';
import { announceTaskChange } from './service';
import { tags } from './view';

/** The attachments' entity of a task comment's files. */
export const TASK_COMMENT_ENTITY = 'task_comment';

const commentRow = z.object({
  id: z.number(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  text: z.string().nullable(),
  files: z.array(fileRow),
  created_at: z.string(),
});

const eventRow = z.object({
  id: z.number(),
  type: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  /** For an assignment: the name of the executor it went to. */
  executor_name: z.string().nullable(),
  at: z.string(),
});

/** What is said about a task (comments with files) and what happened to it (its history). */
export const taskDiscussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { find } = await taskReader(app);
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const read = app.requireAccess('tasks', 'list');

  /** A task's comments (or the one of `commentId`) with their files, signed for the reader. */
  const commentsOf = async (taskId: number, userId: number, commentId?: number) => {
    const rows = await app.db
      .select({
        id: taskComments.id,
        author_id: taskComments.author_id,
        author_name: users.full_name,
        text: taskComments.text,
        created_at: taskComments.created_at,
      })
      .from(taskComments)
      .leftJoin(users, eq(users.id, taskComments.author_id))
      .where(
        and(
          eq(taskComments.task_id, taskId),
          commentId ? eq(taskComments.id, commentId) : undefined,
        ),
      )
      .orderBy(asc(taskComments.created_at), asc(taskComments.id));
    const files = await filesOf(
      app.db,
      TASK_COMMENT_ENTITY,
      rows.map((r) => r.id),
      { secret, userId },
    );
    return rows.map((r) => ({ ...r, files: files.get(r.id)?.files ?? [] }));
  };

  app.get(
    '/api/tasks/:id/comments',
    {
      preValidation: read,
      schema: { tags, params: idParams, response: { 200: z.array(commentRow) } },
    },
    async (request) => {
      const user = currentUser(request);
      const task = await find(user, request.params.id);
      return commentsOf(task.id, user.id);
    },
  );

  app.post(
    '/api/tasks/:id/comments',
    {
      preValidation: read,
      config: { idempotent: true },
      schema: { tags, params: idParams, body: taskCommentInput, response: { 201: commentRow } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const task = await find(user, request.params.id);
      if (actorsOf(user, task).length === 0) throw forbidden();
      const { text, file_ids } = request.body;
      const id = await app.createOnce(request, async (tx) => {
        await assertOwnFiles(tx, user, file_ids, 'file_ids');
        const [row] = await tx
          .insert(taskComments)
          .values({ landlord_id: task.landlord_id, task_id: task.id, author_id: user.id, text })
          .returning({ id: taskComments.id });
        await linkFiles(
          tx,
          { entity: TASK_COMMENT_ENTITY, entityId: row.id, landlordId: task.landlord_id },
          file_ids,
        );
        await announceTaskChange(tx, task);
        return row.id;
      });
      const [comment] = await commentsOf(task.id, user.id, id);
      return reply.status(201).send(comment);
    },
  );

  app.get(
    '/api/tasks/:id/history',
    {
      preValidation: read,
      schema: { tags, params: idParams, response: { 200: z.array(eventRow) } },
    },
    async (request) => {
      const user = currentUser(request);
      const task = await find(user, request.params.id);
      return app.db
        .select({
          id: taskEvents.id,
          type: taskEvents.type,
          from_status: taskEvents.from_status,
          to_status: taskEvents.to_status,
          data: taskEvents.data,
          user_id: taskEvents.user_id,
          user_name: users.full_name,
          executor_name: sql<string | null>`(select e.full_name from ${users} e
            where e.id = (${taskEvents.data}->>'executor_id')::int)`,
          at: taskEvents.at,
        })
        .from(taskEvents)
        .leftJoin(users, eq(users.id, taskEvents.user_id))
        .where(eq(taskEvents.task_id, task.id))
        .orderBy(desc(taskEvents.at), desc(taskEvents.id));
    },
  );
};
