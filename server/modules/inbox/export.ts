import type { FastifyInstance } from 'fastify';
import { type InboxStatus, inboxStatusKey } from '../../../src/domain/inbox';
import { type ExcelColumn, phoneCell } from '../../lib/excel';
import { excelExportRoute } from '../../lib/exportRoute';
import type { PageSource } from '../../lib/listRoute';
import type { Inbox, InboxRow } from './routes';

/** `POST /api/download/excel/<inbox>`: number, date, status and the form's own fields. */
export const inboxExportRoute = (app: FastifyInstance, inbox: Inbox) =>
  excelExportRoute(app, {
    path: `/api/download/excel/${inbox.resource}`,
    access: [app.authenticate, app.requireAccess(inbox.resource, 'export')],
    spec: inbox.list,
    select: (db) => db.select().from(inbox.table) as unknown as PageSource<InboxRow>,
    order: { id: (r) => r.id },
    columns: ({ t, at }): ExcelColumn<InboxRow>[] => {
      const field = (name: string) => t(`resources.${inbox.resource}.fields.${name}`);
      return [
        { header: field('id'), width: 8, value: (r) => r.id },
        { header: field('created_at'), width: 17, value: (r) => at(r.created_at) },
        {
          header: field('status'),
          width: 14,
          value: (r) => t(inboxStatusKey(inbox.resource, r.status as InboxStatus)),
        },
        ...inbox.fields.map(({ name, width }) => ({
          header: field(name),
          width,
          value: (r: InboxRow) =>
            name === 'phone' ? phoneCell(r.phone ?? null) : (r[name] ?? null),
        })),
      ];
    },
    sheet: `resources.${inbox.resource}.name`,
    file: inbox.resource,
    tags: [inbox.resource],
  });
