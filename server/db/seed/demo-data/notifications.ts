import { eq, inArray, sql } from 'drizzle-orm';
import type { NotificationAudience } from '../../../../src/domain/notifications';
import { insertNotification } from '../../../lib/notificationDelivery';
import type { Db } from '../../client';
import { notificationRecipients, notifications, users } from '../../schema';

interface DemoNotification {
  /** The sender's login. */
  from: string;
  audience: Exclude<NotificationAudience, 'users'>;
  message: string;
  days_ago: number;
  /** Every n-th recipient has read it (1: everyone, 0: nobody); the demo renter as `renter_read`. */
  read_every: number;
  renter_read?: boolean;
}

const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    from: 'landlord',
    audience: 'renters',
    message:
      'Уважаемые арендаторы! В ночь на субботу с 23:00 до 05:00 в корпусе B плановые работы на электросетях. Пожалуйста, отключите витринное освещение и кассовое оборудование до 22:45.',
    days_ago: 9,
    read_every: 1,
    renter_read: true,
  },
  {
    from: 'landlord',
    audience: 'employees',
    message:
      'Коллеги, в пятницу в 10:00 планёрка в переговорной на 2-м этаже: итоги месяца и график уборки на праздники.',
    days_ago: 5,
    read_every: 2,
  },
  {
    from: 'superadmin',
    audience: 'all',
    message:
      'В Arenda CRM появились уведомления: отправляйте сообщения сотрудникам и арендаторам с файлами и смотрите, кто их прочитал.',
    days_ago: 3,
    read_every: 3,
  },
  {
    from: 'landlord',
    audience: 'renters',
    message:
      'Напоминаем: арендная плата за текущий месяц вносится до 5-го числа. Счета отправлены на электронную почту, указанную в договоре.',
    days_ago: 1,
    read_every: 4,
    renter_read: false,
  },
];

const DAY = 86_400_000;

/**
 * A few notifications stored as the delivery service stores them (no demo account has a device
 * to push to), backdated, some read: the sent lists and the inboxes of the demo organizations
 * are not empty.
 */
export const insertDemoNotifications = async (db: Db, now = new Date()) => {
  const senders = await db
    .select({ id: users.id, role: users.role, login: users.login, landlord_id: users.landlord_id })
    .from(users)
    .where(inArray(users.login, [...new Set(DEMO_NOTIFICATIONS.map((n) => n.from)), 'renter']));
  const byLogin = new Map(senders.map((u) => [u.login, u]));
  const renterId = byLogin.get('renter')?.id ?? 0;
  for (const demo of DEMO_NOTIFICATIONS) {
    const sender = byLogin.get(demo.from);
    if (!sender) continue;
    const created = new Date(now.getTime() - demo.days_ago * DAY).toISOString();
    const row = await insertNotification(db, {
      sender,
      landlordId: sender.role === 'superadmin' ? null : sender.landlord_id,
      message: demo.message,
      audience: demo.audience,
    });
    await db.update(notifications).set({ created_at: created }).where(eq(notifications.id, row.id));
    const readAt = sql`${created}::timestamptz + interval '3 hours'`;
    if (demo.read_every > 0) {
      await db
        .update(notificationRecipients)
        .set({ read_at: readAt })
        .where(
          sql`${notificationRecipients.notification_id} = ${row.id}
            and ${notificationRecipients.user_id} % ${demo.read_every} = 0`,
        );
    }
    if (demo.renter_read !== undefined) {
      await db
        .update(notificationRecipients)
        .set({ read_at: demo.renter_read ? readAt : null })
        .where(
          sql`${notificationRecipients.notification_id} = ${row.id}
            and ${notificationRecipients.user_id} = ${renterId}`,
        );
    }
  }
};
