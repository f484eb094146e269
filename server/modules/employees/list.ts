import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employees } from '../../db/schema';
import { listRoute } from '../../lib/listRoute';
import { tableRow } from '../../lib/rowSchema';
import { employeeListScope, listSpec } from './listSpec';
import { withLogins } from './service';

/** An employee with its sign-in login; work hours as `HH:MM`. */
export const employeeRow = tableRow(employees).extend({
  work_start: z.string().describe('HH:MM'),
  work_end: z.string().describe('HH:MM'),
  login: z.string().nullable(),
});

/** `GET /api/employee` (the spec's `page, limit, search` or react-admin's parameters). */
export const employeeListRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: '/api/employee',
    access: app.requireAccess('employees', 'list'),
    spec: listSpec,
    scope: employeeListScope,
    select: () => app.db.select().from(employees),
    count: employees,
    view: (rows) => withLogins(app.db, rows),
    row: employeeRow,
    tags: ['employees'],
  });
};
