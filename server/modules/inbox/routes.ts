import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_FORM_RATE_LIMIT } from '../../../src/domain/constants';
import { idParams } from '../../../src/domain/validation';
import {
  demoRequestInput,
  INBOX_STATUSES,
  INBOX_TRANSITIONS,
  type InboxStatus,
  inboxStatusInput,
  inboxStatusKey,
  supportMessageInput,
} from '../../../src/domain/waitingList';
import { demoRequests, supportMessages } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { type ExcelColumn, streamExcel } from '../../lib/excel';
import { translate } from '../../lib/i18n';
import { countRows, type ListSpec, pageWithTotal, parseListQuery, sendList } from '../../lib/list';
import { type StatusTable, transitionStatus } from '../../lib/transition';
import { currentUser } from '../../plugins/access';
import { dateFormatter, exportBody, sheetName } from '../waitingList/export';

type Row = Record<string, unknown> & { id: number; status: string; created_at: string };

interface Inbox {
  /** The access resource (superadmin-only in `canAccess`), audit entity and path segment. */
  resource: 'demo-requests' | 'support-messages';
  table: StatusTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  list: ListSpec;
  /** Export columns after the number, date and status, by field name. */
  fields: { name: string; width: number }[];
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

const BATCH = 1000;

/**
 * The landing's two forms and the superadmin's inbox of what they bring: demo requests and
 * support messages (`new` → `contacted` → `closed`), with search, period and Excel export.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/public/demo-requests',
    {
      schema: { tags: ['public'], body: demoRequestInput },
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
      schema: { tags: ['public'], body: supportMessageInput },
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
        .offset(offset)) as Row[];
    const find = async (id: number) => {
      const [row] = await rowsOf(eq(inbox.id, id), [], 1);
      if (!row) throw notFound();
      return row;
    };

    app.get(
      path,
      {
        preValidation: [app.authenticate, app.requireAccess(inbox.resource, 'list')],
        schema: { tags },
      },
      async (request, reply) => {
        const q = parseListQuery(request.query as Record<string, unknown>, inbox.list);
        const where = and(...q.where);
        const [rows, total] = await pageWithTotal(
          q,
          () => rowsOf(where, q.orderBy, q.limit, q.offset),
          () => countRows(app.db, inbox.table, where),
        );
        return sendList(reply, inbox.resource, q, rows, total);
      },
    );

    app.get(
      `${path}/:id`,
      {
        preValidation: [app.authenticate, app.requireAccess(inbox.resource, 'show')],
        schema: { tags, params: idParams },
      },
      async (request) => {
        return find(request.params.id);
      },
    );

    app.put(
      `${path}/:id/status`,
      {
        preValidation: [app.authenticate, app.requireAccess(inbox.resource, 'edit')],
        schema: { tags, params: idParams, body: inboxStatusInput },
      },
      async (request) => {
        const user = currentUser(request);
        const before = await find(request.params.id);
        return app.db.transaction((tx) =>
          transitionStatus(tx, {
            table: inbox.table,
            before,
            to: request.body.status,
            allowed: INBOX_TRANSITIONS,
            audit: { user, entity: inbox.resource, landlordId: null },
          }),
        );
      },
    );

    app.post(
      `/api/download/excel/${inbox.resource}`,
      {
        preValidation: [app.authenticate, app.requireAccess(inbox.resource, 'export')],
        schema: { tags, body: exportBody },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const q = parseListQuery(
          {
            filter: JSON.stringify(body.filter ?? {}),
            ...(body.search ? { search: body.search } : {}),
          },
          inbox.list,
          { unbounded: true },
        );
        const where = and(...q.where);
        const locale = user.locale;
        const at = dateFormatter(locale);
        const field = (name: string) =>
          translate(locale, `resources.${inbox.resource}.fields.${name}`);
        const columns: ExcelColumn<Row>[] = [
          { header: field('id'), width: 8, value: (r) => r.id },
          { header: field('created_at'), width: 17, value: (r) => at(r.created_at) },
          {
            header: field('status'),
            width: 14,
            value: (r) =>
              translate(locale, inboxStatusKey(inbox.resource, r.status as InboxStatus)),
          },
          ...inbox.fields.map(({ name, width }) => ({
            header: field(name),
            width,
            value: (r: Row) => r[name] as string | null,
          })),
        ];
        let lastId = 2_147_483_647;
        return streamExcel<Row>(reply, {
          fileName: `${inbox.resource}-${new Date().toISOString().slice(0, 10)}.xlsx`,
          sheet: sheetName(locale, `resources.${inbox.resource}.name`, inbox.resource),
          columns,
          next: async () => {
            const rows = await rowsOf(and(where, lt(inbox.id, lastId)), [desc(inbox.id)], BATCH);
            if (rows.length === 0) return null;
            lastId = rows[rows.length - 1].id;
            return rows;
          },
        });
      },
    );
  }
};
