import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery } from '../../../src/domain/list';
import { COMPLETED_TASK_STATUSES, CURRENT_TASK_STATUSES } from '../../../src/domain/tasks';
import { tasks } from '../../db/schema';
import { executorsRoute } from '../../lib/assignedWork/executorsRoute';
import { parseListQuery } from '../../lib/list';
import { listRoute } from '../../lib/listRoute';
import { currentUser } from '../../plugins/access';
import { taskCountSpec, taskListSpec } from './listSpec';
import { taskScope } from './scope';
import { selectTaskRows, tags, taskListRow, taskViews } from './view';
import { TASK_WORK } from './work';

const inList = (statuses: readonly string[]) => inArray(tasks.status, [...statuses]);

/** `GET /api/tasks`, its per-tab counts and the people a task may be given to. */
export const taskListRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: '/api/tasks',
    access: app.requireAccess('tasks', 'list'),
    spec: taskListSpec,
    scope: taskScope,
    select: () => selectTaskRows(app.db),
    count: tasks,
    view: taskViews,
    row: taskListRow,
    tags,
  });

  app.get(
    '/api/tasks/counts',
    {
      preValidation: app.requireAccess('tasks', 'list'),
      schema: {
        tags,
        summary: 'How many tasks each tab holds under the list’s filters',
        querystring: listQuery.pick({ filter: true, search: true }),
        response: { 200: z.object({ current: z.number(), completed: z.number() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = parseListQuery(request.query as Record<string, unknown>, taskCountSpec);
      const [row] = await app.db
        .select({
          current: sql<number>`count(*) filter (where ${inList(CURRENT_TASK_STATUSES)})`.mapWith(
            Number,
          ),
          completed:
            sql<number>`count(*) filter (where ${inList(COMPLETED_TASK_STATUSES)})`.mapWith(Number),
        })
        .from(tasks)
        .where(and(taskScope(user), ...q.where));
      return row;
    },
  );

  await app.register(executorsRoute(TASK_WORK, '/api/tasks/executors', tags));
};
