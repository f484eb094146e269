import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type TaskKpiRow, taskKpiAnswer, taskKpiQuery } from '../../../src/domain/tasks';
import { optionalReferenceId } from '../../../src/domain/validation';
import type { AuthUser } from '../../lib/authUser';
import { badRequest } from '../../lib/errors';
import { type ExcelColumn, streamExcel } from '../../lib/excel';
import { translate } from '../../lib/i18n';
import { binaryBody } from '../../lib/responses';
import { currentUser } from '../../plugins/access';
import { taskKpi } from './kpi';

/** The period, the department, and for the superadmin the organization it looks at. */
const kpiParams = taskKpiQuery.safeExtend({ landlord_id: optionalReferenceId() });

/**
 * Whose tasks: the caller's own organization; the superadmin, who has none, names one. Anyone
 * else's `landlord_id` is ignored.
 */
const organizationOf = (user: AuthUser, landlordId: number | null) => {
  if (user.role !== 'superadmin') return user.landlord_id as number;
  if (!landlordId) throw badRequest({ landlord_id: 'validation.required' });
  return landlordId;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The KPI table's columns, headers in the reader's language, numbers as numbers. */
const kpiColumns = (locale: string): ExcelColumn<TaskKpiRow>[] => {
  const header = (name: string) => translate(locale, `resources.tasks.kpi.${name}`);
  const number = (name: Exclude<keyof TaskKpiRow, 'executor_name' | 'department'>, width = 14) => ({
    header: header(name),
    width,
    value: (r: TaskKpiRow) => r[name],
  });
  return [
    { header: header('executor'), width: 30, value: (r) => r.executor_name },
    { header: header('department'), width: 22, value: (r) => r.department },
    number('assigned', 12),
    number('completed', 12),
    number('on_time', 12),
    number('on_time_percent', 12),
    number('overdue', 16),
    number('returned', 18),
    number('mean_hours_to_done', 22),
  ];
};

/**
 * `GET /api/tasks/kpi` and its sheet `POST /api/download/excel/tasks-kpi`: for whoever reads
 * every task (levels view, intermediate, main; the landlord; the superadmin).
 */
export const taskKpiRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = [app.authenticate, app.requireSettings('tasks', false)];

  app.get(
    '/api/tasks/kpi',
    {
      preValidation: access,
      schema: { tags: ['tasks'], querystring: kpiParams, response: { 200: taskKpiAnswer } },
    },
    async (request) => {
      const { landlord_id, ...period } = request.query;
      const landlordId = organizationOf(currentUser(request), landlord_id);
      return taskKpi(await app.reportDb(request), { landlordId, ...period });
    },
  );

  app.post(
    '/api/download/excel/tasks-kpi',
    {
      preValidation: access,
      schema: {
        tags: ['tasks'],
        body: kpiParams,
        response: { 200: binaryBody(XLSX, 'The KPI table as an .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { landlord_id, ...period } = request.body;
      const landlordId = organizationOf(user, landlord_id);
      const kpi = await taskKpi(await app.reportDb(request), { landlordId, ...period });
      return streamExcel<TaskKpiRow>(reply, {
        fileName: `tasks-kpi-${period.from}-${period.to}.xlsx`,
        sheet: translate(user.locale, 'resources.tasks.kpi_sheet').slice(0, 31),
        columns: kpiColumns(user.locale),
        next: async (batch) => (batch === 0 ? kpi.rows : null),
      });
    },
  );
};
