import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employees } from '../../db/schema';
import { streamExcel } from '../../lib/excel';
import { translate } from '../../lib/i18n';
import { parseListQuery } from '../../lib/list';
import { currentUser } from '../../plugins/access';
import { asksForDeleted, listSpec } from './listSpec';
import { type EmployeeRow, employeeScope } from './service';

const EXPORT_BATCH = 1000;

/** The list's filter and sort, as the list sends them. */
const exportBody = z
  .object({
    filter: z.record(z.string(), z.unknown()).optional(),
    sort: z.tuple([z.string(), z.string()]).optional(),
    search: z.string().max(200).optional(),
  })
  .nullish();

/** `POST /api/download/excel/employee`. */
export const employeeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The current filter as an .xlsx with headers in the caller's language, streamed. */
  app.post(
    '/api/download/excel/employee',
    {
      preValidation: app.requireAccess('employees', 'export'),
      schema: { tags: ['employees'], body: exportBody },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      const query = {
        filter: JSON.stringify(body.filter ?? {}),
        ...(body.sort ? { sort: JSON.stringify(body.sort) } : {}),
        ...(body.search ? { search: body.search } : {}),
      };
      const q = parseListQuery(query, listSpec, { unbounded: true });
      const where = and(
        employeeScope(user),
        ...q.where,
        asksForDeleted(query) ? undefined : eq(employees.status, 'active'),
      );
      const t = (field: string) => translate(user.locale, `resources.employees.fields.${field}`);
      const enumText = (group: string, value: string | null) =>
        value ? translate(user.locale, `enums.${group}.${value}`) : null;
      return streamExcel(reply, {
        fileName: `employees-${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheet:
          translate(user.locale, 'resources.employees.name').split('||||').pop()?.trim() ??
          'Employees',
        columns: [
          { header: t('full_name'), width: 34, value: (e: EmployeeRow) => e.full_name },
          { header: t('iin'), width: 15, value: (e) => e.iin },
          {
            header: t('department'),
            width: 24,
            value: (e) => enumText('department', e.department),
          },
          { header: t('group'), width: 16, value: (e) => e.group },
          { header: t('position'), width: 28, value: (e) => e.position },
          { header: t('legal_entity_name'), width: 28, value: (e) => e.legal_entity_name },
          { header: t('phone'), width: 16, value: (e) => e.phone },
          { header: t('email'), width: 26, value: (e) => e.email },
          { header: t('pass_card'), width: 12, value: (e) => e.pass_card },
          { header: t('work_start'), width: 10, value: (e) => e.work_start.slice(0, 5) },
          { header: t('work_end'), width: 10, value: (e) => e.work_end.slice(0, 5) },
          { header: t('status'), width: 12, value: (e) => enumText('employee_status', e.status) },
        ],
        next: async (batch) => {
          const rows = await app.db
            .select()
            .from(employees)
            .where(where)
            .orderBy(...q.orderBy)
            .limit(EXPORT_BATCH)
            .offset(batch * EXPORT_BATCH);
          return rows.length ? rows : null;
        },
      });
    },
  );
};
