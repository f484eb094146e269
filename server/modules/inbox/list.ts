import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INBOX_STATUSES } from '../../../src/domain/inbox';
import { listRoute } from '../../lib/listRoute';
import { tableRow } from '../../lib/rowSchema';
import type { Inbox } from './routes';

/** A demo request or a support message: the table's row, its status one of the inbox's. */
export const inboxRow = (inbox: Inbox) =>
  tableRow(inbox.table).extend({ status: z.enum(INBOX_STATUSES) });

/** `GET /api/demo-requests` or `/api/support-messages`: the superadmin's inbox of one form. */
export const inboxListRoute = (app: FastifyInstance, inbox: Inbox) =>
  listRoute(app, {
    path: `/api/${inbox.resource}`,
    access: [app.authenticate, app.requireAccess(inbox.resource, 'list')],
    spec: inbox.list,
    select: () => app.db.select().from(inbox.table),
    count: inbox.table,
    row: inboxRow(inbox),
    tags: [inbox.resource],
  });
