import { type SQL, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import {
  NOTIFICATION_PREVIEW_MAX,
  type NotificationAudience,
  type NotificationLinkKind,
} from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { linkFiles } from '../../lib/attachments';
import { accountActive } from '../../lib/authUser';
import { badRequest } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { announce } from '../../lib/liveHints';
import { type PushMessage, queueNotificationPushes } from '../push/outbox';

/** The attachments' entity of a notification's files. */
export const NOTIFICATION_ENTITY = 'notification';

/** The inbox card a notification opens at (the push's link too). */
export const inboxPath = (id: number) => `/notifications/${id}/show`;

export interface Delivery {
  /** Who sends: a person, or none when the product itself tells (a task assigned). */
  sender: { id: number; role: string } | null;
  /** The organization it is sent in; none for the platform (a superadmin writing to landlords). */
  landlordId: number | null;
  message: string;
  /** An audience, or the users picked (`{ users: [...] }`). */
  audience: Exclude<NotificationAudience, 'users'> | { users: number[] };
  link?: { kind: NotificationLinkKind; id: number } | null;
  /** `message` for what people write; an event's name for what the product sends. */
  kind?: string;
  /** Files already stored (ids), attached to the notification. */
  fileIds?: number[];
  /** The push instead of the inbox's `notification` one (an event with its own switch); null: none. */
  push?: PushMessage | null;
}

/** The roles an audience reaches: inside an organization, or across them for the platform. */
const audienceRoles = (
  audience: Exclude<NotificationAudience, 'users'>,
  platform: boolean,
): string[] => {
  if (platform) {
    if (audience === 'renters') throw badRequest({ audience: 'validation.invalid' });
    return audience === 'all' ? ['landlord', 'employee'] : ['employee'];
  }
  if (audience === 'renters') return ['renter'];
  return audience === 'all' ? ['landlord', 'employee', 'renter'] : ['landlord', 'employee'];
};

/**
 * The accounts `delivery` may reach: those that could sign in now (`accountActive`: a deleted
 * employee or an inactive renter company is not told), of the sender's organization (the
 * platform reaches landlords' staff of any), never the sender. Explicit ids are checked against
 * the same rule.
 */
const reachable = (delivery: Delivery): SQL => {
  const platform = delivery.landlordId === null;
  const roles =
    typeof delivery.audience === 'string'
      ? audienceRoles(delivery.audience, platform)
      : platform
        ? ['landlord', 'employee']
        : ['landlord', 'employee', 'renter'];
  const organization = platform
    ? sql`u.landlord_id is not null`
    : sql`u.landlord_id = ${delivery.landlordId}`;
  const picked =
    typeof delivery.audience === 'string'
      ? sql`true`
      : sql`u.id = any(${`{${delivery.audience.users.join(',')}}`}::int[])`;
  const notSender = delivery.sender ? sql`u.id <> ${delivery.sender.id}` : sql`true`;
  return sql`${accountActive('u')} and ${organization}
    and u.role = any(${`{${roles.join(',')}}`}::text[]) and ${picked} and ${notSender}`;
};

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
  const [created] = await db
    .insert(notifications)
    .values({
      landlord_id: delivery.landlordId,
      author_id: delivery.sender?.id ?? null,
      kind: delivery.kind ?? 'message',
      message: delivery.message,
      audience: typeof delivery.audience === 'string' ? delivery.audience : 'users',
      link_kind: delivery.link?.kind ?? null,
      link_id: delivery.link?.id ?? null,
    })
    .returning();
  const { rows } = await db.execute<{ recipient_count: number }>(sql`
    with delivered as (
      insert into notification_recipients (notification_id, user_id)
      select ${created.id}, u.id from users u where ${reachable(delivery)}
      returning 1
    )
    update notifications set recipient_count = (select count(*) from delivered)
    where id = ${created.id}
    returning recipient_count`);
  const recipientCount = Number(rows[0].recipient_count);
  if (recipientCount === 0)
    throw badRequest({ recipients: 'resources.employee-notifications.no_recipients' });
  if (delivery.fileIds?.length) {
    await linkFiles(
      db,
      { entity: NOTIFICATION_ENTITY, entityId: created.id, landlordId: delivery.landlordId },
      delivery.fileIds,
    );
  }
  await announce(db, { type: 'unread', notification_id: created.id });
  if (delivery.push === null) return { ...created, recipient_count: recipientCount };
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
  return { ...created, recipient_count: recipientCount };
};
