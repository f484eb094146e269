import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATIONS_PER_PAGE } from '../../../src/domain/constants';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import type { ExcelColumn } from '../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../lib/exportRoute';
import type { ListSpec } from '../../lib/list';
import { listRoute } from '../../lib/listRoute';
import { rowScope } from '../../lib/scope';
import { sentRow } from './schemas';
import { NOTIFICATION_ENTITY } from './service';

export const SENT_RESOURCE = 'employee-notifications';
export const tags = ['notifications'];

/**
 * What people sent (not the product's own event messages), as the caller's `notifications`
 * level reads them: every one, or those the caller wrote.
 */
export const sentScope = (user: AuthUser) =>
  and(
    eq(notifications.kind, 'message'),
    rowScope(user, 'notifications', {
      landlord: notifications.landlord_id,
      createdBy: notifications.author_id,
    }),
  );

export const sentSpec: ListSpec = {
  idColumn: notifications.id,
  defaultSort: ['created_at', 'DESC'],
  sortable: {
    id: notifications.id,
    created_at: notifications.created_at,
    recipient_count: notifications.recipient_count,
  },
  filters: {
    audience: { column: notifications.audience, type: 'string' },
    /** Sent in a period (`created_at_gte`/`_lte`): the reports page's sheet of what was sent. */
    created_at: { column: notifications.created_at, type: 'date' },
  },
  search: [notifications.message],
  pageSize: NOTIFICATIONS_PER_PAGE,
};

/** Sent notifications with their author's name, read count and file count, in one query. */
export const selectSent = (db: Db) =>
  db
    .select({
      ...getTableColumns(notifications),
      author_name: users.full_name,
      read_count: sql<number>`(select count(*)::int from notification_recipients r
        where r.notification_id = ${notifications.id} and r.read_at is not null)`,
      files_count: sql<number>`(select count(*)::int from attachments a
        where a.entity = ${NOTIFICATION_ENTITY} and a.entity_id = ${notifications.id})`,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.author_id));

export type SentRow = Awaited<ReturnType<ReturnType<typeof selectSent>['where']>>[number];

const columns = ({ t, enumText, at }: ExportTexts): ExcelColumn<SentRow>[] => {
  const field = (name: string) => t(`resources.employee-notifications.fields.${name}`);
  return [
    { header: field('created_at'), width: 18, value: (n) => at(n.created_at) },
    { header: field('message'), width: 60, value: (n) => n.message },
    {
      header: field('audience'),
      width: 18,
      value: (n) => enumText('notification_audience', n.audience),
    },
    { header: field('author_name'), width: 28, value: (n) => n.author_name },
    { header: field('recipient_count'), width: 12, value: (n) => n.recipient_count },
    { header: field('read_count'), width: 12, value: (n) => n.read_count },
    { header: field('files_count'), width: 10, value: (n) => n.files_count },
  ];
};

/** `GET /api/employee-notifications` (the sent list) and `GET …/export` (its Excel). */
export const sentListRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: '/api/employee-notifications',
    access: app.requireAccess(SENT_RESOURCE, 'list'),
    spec: sentSpec,
    scope: sentScope,
    select: () => selectSent(app.db),
    count: notifications,
    row: sentRow,
    tags,
    summary: 'Sent notifications (page, per_page 15, search)',
  });
  excelExportRoute(app, {
    path: '/api/employee-notifications/export',
    method: 'GET',
    access: app.requireAccess(SENT_RESOURCE, 'export'),
    spec: sentSpec,
    scope: sentScope,
    select: (db) => selectSent(db),
    order: {
      id: (n) => n.id,
      by: { column: notifications.created_at, value: (n) => n.created_at },
    },
    columns,
    sheet: 'resources.employee-notifications.name',
    file: 'notifications',
    tags,
  });
};
