import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INBOX_STATUSES } from '../../../src/domain/inbox';
import { listRoute } from '../../lib/listRoute';
import { tableRow } from '../../lib/rowSchema';
import type { Inbox } from './routes';

/** `GET /api/demo-requests` or `/api/support-messages`: the superadmin's inbox of one form. */
export const inboxListRoute = (app: FastifyInstance, inbox: Inbox) =>
  listRoute(app, {
    path: `/api/${inbox.resource}`,
    access: [app.authenticate, app.requireAccess(inbox.resource, 'list')],
    spec: inbox.list,
    select: () => app.db.select().from(inbox.table),
    count: inbox.table,
    row: tableRow(inbox.table).extend({ status: z.enum(INBOX_STATUSES) }),
    tags: [inbox.resource],
  });
