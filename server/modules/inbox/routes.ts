import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_FORM_RATE_LIMIT } from '../../../src/domain/constants';
import {
  demoRequestInput,
  INBOX_STATUSES,
  INBOX_TRANSITIONS,
  inboxStatusInput,
  supportMessageInput,
} from '../../../src/domain/inbox';
import { demoRequests, supportMessages } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { ListSpec } from '../../lib/list';
import { recordRoute, statusRoute } from '../../lib/recordRoutes';
import { idOnly } from '../../lib/responses';
import type { StatusTable } from '../../lib/transition';
import { inboxExportRoute } from './export';
import { inboxListRoute, inboxRow } from './list';

/** The form fields an inbox's export shows after the number, date and status. */
type InboxField = 'name' | 'email' | 'phone' | 'page' | 'message';

/** A demo request or a support message: what both tables hold, and the fields of either. */
export type InboxRow = { id: number; status: string; created_at: string } & Partial<
  Record<InboxField, string | null>
>;

export interface Inbox {
  /** The access resource (superadmin-only in `canAccess`), audit entity and path segment. */
  resource: 'demo-requests' | 'support-messages';
  table: StatusTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  list: ListSpec;
  /** Export columns after the number, date and status, by field name. */
  fields: { name: InboxField; width: number }[];
}

const listSpec = (
  table: { id: AnyPgColumn; status: AnyPgColumn; created_at: AnyPgColumn; updated_at: AnyPgColumn },
  sortable: Record<string, AnyPgColumn>,
  search: AnyPgColumn[],
): ListSpec => ({
  idColumn: table.id,
  defaultSort: ['created_at', 'DESC'],
  sortable: {
    id: table.id,
    created_at: table.created_at,
    updated_at: table.updated_at,
    status: table.status,
    ...sortable,
  },
  filters: {
    status: { column: table.status, type: 'string', values: INBOX_STATUSES },
    created_at: { column: table.created_at, type: 'date' },
  },
  search,
});

const INBOXES: Inbox[] = [
  {
    resource: 'demo-requests',
    table: demoRequests,
    id: demoRequests.id,
    status: demoRequests.status,
    list: listSpec(demoRequests, { name: demoRequests.name, email: demoRequests.email }, [
      demoRequests.name,
      demoRequests.email,
      demoRequests.phone,
    ]),
    fields: [
      { name: 'name', width: 30 },
      { name: 'email', width: 28 },
      { name: 'phone', width: 16 },
      { name: 'page', width: 14 },
    ],
  },
  {
    resource: 'support-messages',
    table: supportMessages,
    id: supportMessages.id,
    status: supportMessages.status,
    list: listSpec(supportMessages, { name: supportMessages.name }, [
      supportMessages.name,
      supportMessages.phone,
      supportMessages.message,
    ]),
    fields: [
      { name: 'name', width: 26 },
      { name: 'phone', width: 16 },
      { name: 'message', width: 60 },
    ],
  },
];

/**
 * The landing's two forms and the superadmin's inbox of what they bring: demo requests and
 * support messages (`new` → `contacted` → `closed`), with search, period and Excel export.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/public/demo-requests',
    {
      schema: { tags: ['public'], body: demoRequestInput, response: { 201: idOnly } },
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
    },
    async (request, reply) => {
      const [row] = await app.db
        .insert(demoRequests)
        .values({ ...request.body, status: 'new' })
        .returning();
      await recordAudit(app.db, {
        user: null,
        landlordId: null,
        entity: 'demo-requests',
        entityId: row.id,
        action: 'create',
        before: null,
        after: row,
      });
      return reply.status(201).send({ id: row.id });
    },
  );

  app.post(
    '/api/public/support-messages',
    {
      schema: { tags: ['public'], body: supportMessageInput, response: { 201: idOnly } },
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
    },
    async (request, reply) => {
      const [row] = await app.db
        .insert(supportMessages)
        .values({ ...request.body, status: 'new' })
        .returning();
      await recordAudit(app.db, {
        user: null,
        landlordId: null,
        entity: 'support-messages',
        entityId: row.id,
        action: 'create',
        before: null,
        after: row,
      });
      return reply.status(201).send({ id: row.id });
    },
  );

  for (const inbox of INBOXES) {
    const tags = [inbox.resource];
    const path = `/api/${inbox.resource}`;
    const rowsOf = async (where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0) =>
      (await app.db
        .select()
        .from(inbox.table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)) as InboxRow[];
    const find = async (id: number) => {
      const [row] = await rowsOf(eq(inbox.id, id), [], 1);
      if (!row) throw notFound();
      return row;
    };

    inboxListRoute(app, inbox);

    recordRoute(app, {
      path: `${path}/:id`,
      access: [app.authenticate, app.requireAccess(inbox.resource, 'show')],
      tags,
      response: inboxRow(inbox),
      find: (_user, id) => find(id),
      view: (_user, row) => row,
    });

    statusRoute(app, {
      path: `${path}/:id/status`,
      access: [app.authenticate, app.requireAccess(inbox.resource, 'edit')],
      tags,
      body: inboxStatusInput,
      response: inboxRow(inbox),
      find: (_user, id) => find(id),
      move: (_before, _body, user) => ({
        table: inbox.table,
        allowed: INBOX_TRANSITIONS,
        audit: { user, entity: inbox.resource, landlordId: null },
      }),
      view: (_user, after) => after,
    });
    inboxExportRoute(app, inbox);
  }
};
