import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employees } from '../../db/schema';
import { currentUser } from '../../plugins/access';
import { employeeGeneralInfo, employeePick } from './schemas';
import { employeeScope as scope } from './service';

/** The employees' picker and their counts: reads beside the list, for whoever may list them. */
export const employeeSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Active employees for pickers. */
  app.get(
    '/api/employee/all',
    {
      preValidation: app.requireAccess('employees', 'list'),
      schema: { tags: ['employees'], response: { 200: z.array(employeePick) } },
    },
    async (request) => {
      const user = currentUser(request);
      return app.db
        .select({
          id: employees.id,
          full_name: employees.full_name,
          department: employees.department,
          position: employees.position,
        })
        .from(employees)
        .where(and(scope(user), eq(employees.status, 'active')))
        .orderBy(asc(employees.full_name));
    },
  );

  /** "General info": how many employees by department and by status. */
  app.get(
    '/api/employee/general-info',
    {
      preValidation: app.requireAccess('employees', 'list'),
      schema: { tags: ['employees'], response: { 200: employeeGeneralInfo } },
    },
    async (request) => {
      const user = currentUser(request);
      const [byDepartment, byStatus] = await Promise.all([
        app.db
          .select({ department: employees.department, count: count() })
          .from(employees)
          .where(and(scope(user), eq(employees.status, 'active')))
          .groupBy(employees.department),
        app.db
          .select({ status: employees.status, count: count() })
          .from(employees)
          .where(scope(user))
          .groupBy(employees.status),
      ]);
      return {
        by_department: byDepartment.map((d) => ({
          department: d.department,
          count: Number(d.count),
        })),
        by_status: Object.fromEntries(byStatus.map((s) => [s.status, Number(s.count)])),
      };
    },
  );
};
