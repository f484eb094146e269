import { sql } from 'drizzle-orm';
import type { Locale } from '../../../src/domain/constants';
import type { PushEvent } from '../../../src/domain/push';
import type { Db } from '../../db/client';
import { accountActive } from '../../lib/authUser';

export interface PushMessage {
  event: PushEvent;
  /** The title in each recipient's own language. */
  title: Record<Locale, string>;
  body: string;
  /** The page the push opens (`/notifications/12/show`), or none. */
  link?: string | null;
}

/**
 * Queues a push for each of a notification's recipients who could still sign in
 * (`accountActive`), has a registered device and wants this event pushed, in one statement. The
 * scheduler sends them; nothing here waits for FCM.
 */
export const queueNotificationPushes = async (
  db: Db,
  notificationId: number,
  message: PushMessage,
) => {
  await db.execute(sql`
    insert into push_outbox (user_id, event, title, body, link)
    select r.user_id, ${message.event},
      case u.locale when 'kk' then ${message.title.kk} when 'en' then ${message.title.en}
        else ${message.title.ru} end,
      ${message.body}, ${message.link ?? null}
    from notification_recipients r
    join users u on u.id = r.user_id
    where r.notification_id = ${notificationId}
      and ${accountActive('u')}
      and ${message.event} = any(u.push_events)
      and exists (select 1 from push_tokens t where t.user_id = r.user_id)`);
};

/**
 * Queues a push for each of these users who could sign in now (`accountActive`), has a
 * registered device and wants this event pushed (`users.push_events`), in one statement.
 */
export const queuePushes = async (db: Db, userIds: number[], message: PushMessage) => {
  if (userIds.length === 0) return;
  await db.execute(sql`
    insert into push_outbox (user_id, event, title, body, link)
    select u.id, ${message.event},
      case u.locale when 'kk' then ${message.title.kk} when 'en' then ${message.title.en}
        else ${message.title.ru} end,
      ${message.body}, ${message.link ?? null}
    from users u
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and ${accountActive('u')}
      and ${message.event} = any(u.push_events)
      and exists (select 1 from push_tokens t where t.user_id = u.id)`);
};
