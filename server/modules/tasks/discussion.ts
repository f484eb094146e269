import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskCommentInput } from '../../../src/domain/tasks';
import { commentRoutes } from '../../lib/assignedWork/comments';
import { historyRoute } from '../../lib/assignedWork/history';
import { fileRow } from '../../lib/rowSchema';
import { taskReader } from './detail';
import { actorsOf } from './scope';
import { tags } from './view';
import { TASK_WORK } from './work';

const commentRow = z.object({
  id: z.number(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  text: z.string().nullable(),
  files: z.array(fileRow),
  created_at: z.string(),
});

/** What is said about a task (comments with files) and what happened to it (its history). */
export const taskDiscussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { find } = await taskReader(app);
  const read = app.requireAccess('tasks', 'list');
  const path = '/api/tasks/:id';

  await commentRoutes(app, TASK_WORK, {
    path,
    tags,
    find,
    read,
    write: read,
    mayComment: (user, task) => actorsOf(user, task).length > 0,
    body: taskCommentInput,
    schemas: { row: commentRow, created: commentRow },
    created: 'listed',
  });
  historyRoute(app, TASK_WORK, { path, tags, read, find });
};
