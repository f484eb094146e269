import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery } from '../../../src/domain/list';
import { COMPLETED_TASK_STATUSES, CURRENT_TASK_STATUSES } from '../../../src/domain/tasks';
import { employees, tasks, users } from '../../db/schema';
import { parseListQuery } from '../../lib/list';
import { listRoute } from '../../lib/listRoute';
import { ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { taskCountSpec, taskListSpec } from './listSpec';
import { taskScope } from './scope';
import { executorRows } from './service';
import { selectTaskRows, tags, taskListRow, taskViews } from './view';

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

  app.get(
    '/api/tasks/executors',
    {
      preValidation: app.requireAccess('tasks', 'create'),
      schema: {
        tags,
        summary: 'Who may be given a task: the organization’s owners and executing employees',
        response: {
          200: z.array(
            z.object({ id: z.number(), name: z.string(), department: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) => {
      const landlordId = ownLandlordId(currentUser(request));
      return app.db
        .select({ id: users.id, name: users.full_name, department: employees.department })
        .from(users)
        .leftJoin(employees, eq(employees.id, users.employee_id))
        .where(executorRows(landlordId))
        .orderBy(asc(users.full_name), asc(users.id));
    },
  );
};
