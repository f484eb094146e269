import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FieldChange } from '../../../src/domain/audit';
import { auditLog } from '../../db/schema';
import type { ExcelColumn } from '../../lib/excel';
import { excelExportRoute } from '../../lib/exportRoute';
import type { PageSource } from '../../lib/listRoute';
import { listRoute } from '../../lib/listRoute';
import {
  type AuditLogRaw,
  assertAuditPeriod,
  auditLogRow,
  auditLogSelect,
  auditLogSpec,
  auditLogView,
} from './logList';

/** A changed value as a cell shows it: text as it is, anything else as JSON, none as a dash. */
const valueText = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The changed fields as lines of `field: from → to`. */
const changesText = (changes: Record<string, FieldChange>) =>
  Object.entries(changes)
    .map(([field, { from, to }]) => `${field}: ${valueText(from)} → ${valueText(to)}`)
    .join('\n');

/**
 * The superadmin's audit viewer: every organization's writes, newest first, filtered by
 * organization, record, person, action and period (`GET /api/audit-log`), and the same as an
 * .xlsx (`POST /api/download/excel/audit-log`). Read-only; every other role gets 403.
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: '/api/audit-log',
    access: [app.authenticate, app.requireAccess('audit-log', 'list')],
    spec: auditLogSpec,
    scope: (_user, query) => assertAuditPeriod(query),
    select: () => auditLogSelect(app.db),
    count: auditLog,
    view: (rows) => rows.map(auditLogView),
    row: auditLogRow,
    tags: ['audit'],
    summary: 'Every organization’s audit log (superadmin)',
  });

  excelExportRoute<AuditLogRaw>(app, {
    path: '/api/download/excel/audit-log',
    access: [app.authenticate, app.requireAccess('audit-log', 'export')],
    spec: auditLogSpec,
    scope: (_user, query) => assertAuditPeriod(query),
    select: (db) => auditLogSelect(db) as unknown as PageSource<AuditLogRaw>,
    order: { id: (r) => r.id, by: { column: auditLog.at, value: (r) => r.at } },
    columns: ({ t, at }): ExcelColumn<AuditLogRaw>[] => {
      const field = (name: string) => t(`resources.audit-log.fields.${name}`);
      return [
        { header: field('at'), width: 17, value: (r) => at(r.at) },
        { header: field('landlord'), width: 28, value: (r) => r.landlord_name },
        {
          header: field('user'),
          width: 28,
          value: (r) => (r.user_name ? `${r.user_name} (${r.user_login})` : null),
        },
        {
          header: field('entity'),
          width: 24,
          value: (r) => {
            const key = `resources.audit-log.entities.${r.entity}`;
            const name = t(key);
            return name === key ? r.entity : name;
          },
        },
        { header: field('entity_id'), width: 10, value: (r) => r.entity_id },
        {
          header: field('action'),
          width: 14,
          value: (r) => t(`resources.audit-log.actions.${r.action}`),
        },
        { header: field('changes'), width: 80, value: (r) => changesText(r.changes) },
      ];
    },
    sheet: 'resources.audit-log.name',
    file: 'audit-log',
    tags: ['audit'],
  });
};
