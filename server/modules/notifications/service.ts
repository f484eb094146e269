import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import { NOTIFICATION_PREVIEW_MAX } from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { linkFiles } from '../../lib/attachments';
import { badRequest } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { announce } from '../../lib/liveHints';
import {
  insertNotification,
  type NewNotification,
  reachable,
} from '../../lib/notificationDelivery';
import { type PushMessage, queueNotificationPushes } from '../push/outbox';

/** The attachments' entity of a notification's files. */
export const NOTIFICATION_ENTITY = 'notification';

/** The inbox card a notification opens at (the push's link too). */
export const inboxPath = (id: number) => `/notifications/${id}/show`;

export interface Delivery extends NewNotification {
  /** Files already stored (ids), attached to the notification. */
  fileIds?: number[];
  /** The push instead of the inbox's `notification` one (an event with its own switch); null: none. */
  push?: PushMessage | null;
}

/** Every picked id must be reachable; one that is not is a 400 on `recipients`, never a delivery. */
const assertPicked = async (db: Db, delivery: Delivery, users: number[]) => {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users u where ${reachable(delivery)}`,
  );
  if (Number(rows[0]?.n ?? 0) !== users.length)
    throw badRequest({ recipients: 'validation.invalid' });
};

/** A message shortened for a push or a preview. */
export const preview = (message: string) => {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length <= NOTIFICATION_PREVIEW_MAX
    ? flat
    : `${flat.slice(0, NOTIFICATION_PREVIEW_MAX - 1).trimEnd()}…`;
};

const pushTitle = () =>
  Object.fromEntries(
    LOCALES.map((l) => [l, translate(l, 'resources.notifications.push_title')]),
  ) as Record<Locale, string>;

/**
 * Delivers a notification: the row, its recipients in one set-based insert, its files, a live
 * hint and the pushes, all in the caller's transaction (pass one: a failure stores nothing).
 * No reachable recipient is a 400 on `recipients`. Returns the notification row.
 */
export const notify = async (db: Db, delivery: Delivery) => {
  const picked = typeof delivery.audience === 'string' ? null : delivery.audience.users;
  if (picked) {
    const ids = [...new Set(picked)].filter((id) => id !== delivery.sender?.id);
    if (ids.length === 0) throw badRequest({ recipients: 'validation.required' });
    delivery = { ...delivery, audience: { users: ids } };
    await assertPicked(db, delivery, ids);
  }
  const created = await insertNotification(db, delivery);
  if (created.recipient_count === 0)
    throw badRequest({ recipients: 'resources.employee-notifications.no_recipients' });
  if (delivery.fileIds?.length) {
    await linkFiles(
      db,
      { entity: NOTIFICATION_ENTITY, entityId: created.id, landlordId: delivery.landlordId },
      delivery.fileIds,
    );
  }
  await announce(db, { type: 'unread', notification_id: created.id });
  if (delivery.push === null) return created;
  await queueNotificationPushes(
    db,
    created.id,
    delivery.push ?? {
      event: 'notification',
      title: pushTitle(),
      body: preview(delivery.message),
      link: inboxPath(created.id),
    },
  );
  return created;
};
