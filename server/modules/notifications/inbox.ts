import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATIONS_PER_PAGE } from '../../../src/domain/constants';
import { idParams, isCalendarDate } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { notificationRecipients, notifications, users } from '../../db/schema';
import { filesOf } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { badRequest, notFound } from '../../lib/errors';
import type { ListSpec } from '../../lib/list';
import { listRoute } from '../../lib/listRoute';
import { announce } from '../../lib/liveHints';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { inboxRow, readAllAnswer } from './schemas';
import { NOTIFICATION_ENTITY } from './service';

const tags = ['notifications'];
/** The inbox: a page every signed-in user has. */
const INBOX_RESOURCE = 'notifications';
const r = notificationRecipients;

/**
 * `created_at_gte`/`_lte`: received from or until an Almaty day (the dashboard's counts link
 * here). The total counts the recipients' table alone, so the sending date is a lookup by key.
 */
const sentWithin = (bound: 'gte' | 'lte', value: unknown) => {
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  if (!isCalendarDate(day))
    throw badRequest({ [`filter.created_at_${bound}`]: 'validation.invalid' });
  const edge =
    bound === 'gte' ? sql`>= ${`${day}T00:00:00+05:00`}` : sql`<= ${`${day}T23:59:59.999+05:00`}`;
  return sql`exists (select 1 from ${notifications} where ${notifications.id} = ${r.notification_id}
    and ${notifications.created_at} ${edge})`;
};

const inboxSpec: ListSpec = {
  idColumn: r.notification_id,
  defaultSort: ['id', 'DESC'],
  sortable: { id: r.notification_id, created_at: r.notification_id },
  pageSize: NOTIFICATIONS_PER_PAGE,
  /** react-admin's filter `{unread: true}`, as the query's `unread=true`. */
  custom: {
    unread: (value) => (value === true || value === 'true' ? isNull(r.read_at) : undefined),
    created_at_gte: (value) => sentWithin('gte', value),
    created_at_lte: (value) => sentWithin('lte', value),
  },
};

/** The caller's own received notifications: nobody reads another's inbox. */
const own = (user: AuthUser) => eq(r.user_id, user.id);

const selectInbox = (db: Db) =>
  db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      message: notifications.message,
      author_id: notifications.author_id,
      author_name: users.full_name,
      created_at: notifications.created_at,
      read_at: r.read_at,
      link_kind: notifications.link_kind,
      link_id: notifications.link_id,
    })
    .from(r)
    .innerJoin(notifications, eq(notifications.id, r.notification_id))
    .leftJoin(users, eq(users.id, notifications.author_id));

type InboxRow = Awaited<ReturnType<ReturnType<typeof selectInbox>['where']>>[number];

/** Marks the caller's unread notifications (one, or all) read and tells their live streams. */
const markRead = async (db: Db, user: AuthUser, notificationId?: number) =>
  db.transaction(async (tx) => {
    const marked = await tx
      .update(r)
      .set({ read_at: sql`now()` })
      .where(
        and(
          own(user),
          isNull(r.read_at),
          notificationId === undefined ? undefined : eq(r.notification_id, notificationId),
        ),
      )
      .returning({ id: r.notification_id });
    if (marked.length > 0) await announce(tx, { type: 'read', user_id: user.id });
    return marked.length;
  });

/**
 * The inbox of every signed-in user (renters too): `GET /api/notifications` newest first
 * (`unread=true` for the unread only), `GET /api/notifications/{id}` opens one and marks it read,
 * `POST /api/notifications/read-all` (and the spec's `POST /api/employee-notifications/read-all`)
 * marks every one read.
 */
export const notificationInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const everyone = app.requireAccess(INBOX_RESOURCE, 'list');
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const view = async (rows: InboxRow[], user: AuthUser) => {
    const ids = rows.map((row) => row.id);
    const files = await filesOf(app.db, NOTIFICATION_ENTITY, ids, { secret, userId: user.id });
    return rows.map((row) => ({ ...row, files: files.get(row.id)?.files ?? [] }));
  };

  listRoute(app, {
    path: '/api/notifications',
    access: everyone,
    spec: inboxSpec,
    query: { unread: z.enum(['true', 'false']).optional().describe('Only the unread ones') },
    scope: (user, query) => and(own(user), query.unread === 'true' ? isNull(r.read_at) : undefined),
    select: () => selectInbox(app.db),
    count: r,
    view,
    row: inboxRow,
    tags,
    summary: "The caller's received notifications, newest first (page, per_page 15, unread)",
  });

  app.get(
    '/api/notifications/:id',
    {
      preValidation: everyone,
      schema: {
        tags,
        summary: 'Open a received notification: it is marked read',
        params: idParams,
        response: { 200: inboxRow },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await markRead(app.db, user, id);
      const [row] = await selectInbox(app.db).where(and(own(user), eq(r.notification_id, id)));
      if (!row) throw notFound();
      return (await view([row], user))[0];
    },
  );

  const readAll = {
    config: { trialOpen: true },
    preValidation: everyone,
    schema: {
      tags,
      summary: "Mark every notification of the caller's inbox read",
      response: { 200: readAllAnswer },
    },
  };
  const readAllHandler = async (request: Parameters<typeof currentUser>[0]) => ({
    count: await markRead(app.db, currentUser(request)),
  });
  app.post('/api/notifications/read-all', readAll, readAllHandler);
  app.post('/api/employee-notifications/read-all', readAll, readAllHandler);
};
