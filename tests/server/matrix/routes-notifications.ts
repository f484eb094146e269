import { eq } from 'drizzle-orm';
import { notificationRecipients, notifications, users } from '../../../server/db/schema';
import { multipartBody } from '../helpers';
import { owner } from './crud';
import { next, readAs, shared, total } from './factories';
import { everyone, ORG } from './rules';
import type { RouteCase } from './runner';
import type { Rec, World } from './world';

/**
 * Notifications: the sent list reads by the `notifications` level (the fixed staff are `main`),
 * sending takes notification access (landlord, superadmin, the demo `employee`; not landlord 2's
 * `main` employee, who has none), the inbox is every signed-in user's own.
 */

/** A notification landlord 1 sent to its employee at `none` (a user every sender may reach). */
const sentByOwner = (w: World) =>
  shared('notification', async () => {
    const form = multipartBody({
      message: 'Matrix notification',
      'recipients[0]': String(w.fixed.emp_none.userId),
    });
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/employee-notifications',
      headers: { authorization: `Bearer ${owner(w)}`, ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 201) throw new Error(`notification: ${res.statusCode} ${res.body}`);
    return res.json() as Rec;
  });

/** A notification straight in `userId`'s inbox (any role, the superadmin's too). */
const received = async (w: World, userId: number) => {
  const [row] = await w.app.db
    .insert(notifications)
    .values({ message: `Matrix inbox ${next()}`, recipient_count: 1 })
    .returning();
  await w.app.db
    .insert(notificationRecipients)
    .values({ notification_id: row.id, user_id: userId });
  return row.id;
};

const ownerId = async (w: World) => {
  const [row] = await w.app.db.select().from(users).where(eq(users.login, 'landlord'));
  return row.id;
};

export const NOTIFICATION_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/employee-notifications',
    ok: 200,
    fixed: ORG.list,
    target: async () => ({ url: '/api/employee-notifications?page=1' }),
  },
  {
    method: 'GET',
    path: '/api/employee-notifications/{id}',
    ok: 200,
    fixed: ORG.read,
    target: async (w) => ({ url: `/api/employee-notifications/${(await sentByOwner(w)).id}` }),
  },
  {
    method: 'GET',
    path: '/api/employee-notifications/export',
    ok: 200,
    fixed: ORG.export,
    target: async () => ({ url: '/api/employee-notifications/export' }),
  },
  {
    // Landlord 1's employee picked: landlord 2 may send but not to it (400 on `recipients`).
    method: 'POST',
    path: '/api/employee-notifications',
    ok: 201,
    fixed: { ...ORG.create(201, 400), superadmin: 201, l2_employee: 403 },
    target: async (w) => ({
      url: '/api/employee-notifications',
      form: multipartBody({
        message: `Matrix send ${next()}`,
        'recipients[0]': String(w.fixed.emp_none.userId),
      }),
      field: 'recipients',
      // The recipient's inbox: a delivery adds to it, a refused one must not.
      readback: () => total(w, w.fixed.emp_none.token, '/api/notifications'),
    }),
  },
  {
    method: 'GET',
    path: '/api/notifications',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/notifications?unread=true' }),
  },
  {
    method: 'GET',
    path: '/api/notifications/{id}',
    ok: 200,
    fixed: everyone(200),
    target: async (w, who) => ({
      url: `/api/notifications/${who.userId ? await received(w, who.userId) : 1}`,
    }),
  },
  {
    method: 'GET',
    path: '/api/notifications/{id}',
    label: "another user's",
    ok: 200,
    fixed: { ...everyone(404), landlord: 200 },
    target: async (w) => {
      const id = await received(w, await ownerId(w));
      return {
        url: `/api/notifications/${id}`,
        readback: async () => readAs(w, owner(w), '/api/notifications?unread=true'),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/notifications/read-all',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/notifications/read-all' }),
  },
  {
    method: 'POST',
    path: '/api/employee-notifications/read-all',
    ok: 200,
    fixed: everyone(200),
    target: async (w, who) => {
      if (who.userId) await received(w, who.userId);
      return { url: '/api/employee-notifications/read-all' };
    },
  },
];
