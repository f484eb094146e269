import { and, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXACT_TOTAL_LIMIT, listQuery } from '../../../src/domain/list';
import {
  COMPLETED_TASK_STATUSES,
  CURRENT_TASK_STATUSES,
  TASK_TABS,
} from '../../../src/domain/tasks';
import { tasks } from '../../db/schema';
import { executorsRoute } from '../../lib/assignedWork/executorsRoute';
import { parseListQuery } from '../../lib/list';
import { countRows, listRoute } from '../../lib/listRoute';
import { currentUser } from '../../plugins/access';
import { taskCountSpec, taskListSpec } from './listSpec';
import { taskScope } from './scope';
import { selectTaskRows, tags, taskListRow, taskViews } from './view';
import { TASK_WORK } from './work';

const inList = (statuses: readonly string[]) => inArray(tasks.status, [...statuses]);
/** Each tab is counted exactly up to the lists' limit, then "more than" it. */
const CAP = EXACT_TOTAL_LIMIT;

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
        description: `Exact up to ${EXACT_TOTAL_LIMIT}; a tab with more is counted as that many and named in \`capped\` ("more than").`,
        querystring: listQuery.pick({ filter: true, search: true }),
        response: {
          200: z.object({
            current: z.number(),
            completed: z.number(),
            capped: z.array(z.enum(TASK_TABS)),
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = parseListQuery(request.query as Record<string, unknown>, taskCountSpec);
      const counted = (statuses: readonly string[]) =>
        countRows(app.db, tasks, and(taskScope(user), ...q.where, inList(statuses)), CAP);
      const [current, completed] = await Promise.all([
        counted(CURRENT_TASK_STATUSES),
        counted(COMPLETED_TASK_STATUSES),
      ]);
      return {
        current: Math.min(current, CAP),
        completed: Math.min(completed, CAP),
        capped: TASK_TABS.filter((tab) => (tab === 'current' ? current : completed) > CAP),
      };
    },
  );

  await app.register(executorsRoute(TASK_WORK, '/api/tasks/executors', tags));
};
