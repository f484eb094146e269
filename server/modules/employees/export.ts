import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employees } from '../../db/schema';
import { type ExcelColumn, phoneCell } from '../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../lib/exportRoute';
import { employeeListScope, listSpec } from './listSpec';
import type { EmployeeRow } from './service';

/** The list's fields, enums in the caller's language. */
const columns = ({ t, enumText }: ExportTexts): ExcelColumn<EmployeeRow>[] => {
  const field = (name: string) => t(`resources.employees.fields.${name}`);
  return [
    { header: field('full_name'), width: 34, value: (e) => e.full_name },
    { header: field('iin'), width: 15, value: (e) => e.iin },
    { header: field('department'), width: 24, value: (e) => enumText('department', e.department) },
    { header: field('group'), width: 16, value: (e) => e.group },
    { header: field('position'), width: 28, value: (e) => e.position },
    { header: field('legal_entity_name'), width: 28, value: (e) => e.legal_entity_name },
    { header: field('phone'), width: 16, value: (e) => phoneCell(e.phone) },
    { header: field('email'), width: 26, value: (e) => e.email },
    { header: field('pass_card'), width: 12, value: (e) => e.pass_card },
    { header: field('work_start'), width: 10, value: (e) => e.work_start.slice(0, 5) },
    { header: field('work_end'), width: 10, value: (e) => e.work_end.slice(0, 5) },
    { header: field('status'), width: 12, value: (e) => enumText('employee_status', e.status) },
  ];
};

/** `POST /api/download/excel/employee`: the current filter, in the list's own order. */
export const employeeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  excelExportRoute(app, {
    path: '/api/download/excel/employee',
    access: app.requireAccess('employees', 'export'),
    spec: listSpec,
    scope: employeeListScope,
    select: (db) => db.select().from(employees),
    order: 'list',
    columns,
    sheet: 'resources.employees.name',
    file: 'employees',
    tags: ['employees'],
  });
};
