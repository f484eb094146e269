import { type SQL, sql } from 'drizzle-orm';
import type { NotificationAudience, NotificationLinkKind } from '../../src/domain/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { accountActive } from './authUser';
import { badRequest } from './errors';

/** Who a notification reaches: an audience of an organization (or the platform), or people picked. */
export interface Reach {
  /** Who sends: a person, or none when the product itself tells (a task assigned). */
  sender: { id: number; role: string } | null;
  /** The organization it is sent in; none for the platform (a superadmin writing to landlords). */
  landlordId: number | null;
  /** An audience, or the users picked (`{ users: [...] }`). */
  audience: Exclude<NotificationAudience, 'users'> | { users: number[] };
}

/** A notification to store: whom it reaches and what it says. */
export interface NewNotification extends Reach {
  message: string;
  link?: { kind: NotificationLinkKind; id: number } | null;
  /** `message` for what people write; an event's name for what the product sends. */
  kind?: string;
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
 * The accounts `reach` may reach: those that could sign in now (`accountActive`: a deleted
 * employee or an inactive renter company is not told), of the sender's organization (the
 * platform reaches landlords' staff of any), never the sender. Explicit ids are checked against
 * the same rule.
 */
export const reachable = (reach: Reach): SQL => {
  const platform = reach.landlordId === null;
  const roles =
    typeof reach.audience === 'string'
      ? audienceRoles(reach.audience, platform)
      : platform
        ? ['landlord', 'employee']
        : ['landlord', 'employee', 'renter'];
  const organization = platform
    ? sql`u.landlord_id is not null`
    : sql`u.landlord_id = ${reach.landlordId}`;
  const picked =
    typeof reach.audience === 'string'
      ? sql`true`
      : sql`u.id = any(${`{${reach.audience.users.join(',')}}`}::int[])`;
  const notSender = reach.sender ? sql`u.id <> ${reach.sender.id}` : sql`true`;
  return sql`${accountActive('u')} and ${organization}
    and u.role = any(${`{${roles.join(',')}}`}::text[]) and ${picked} and ${notSender}`;
};

/**
 * Stores a notification and its recipients (everyone `reach` reaches, in one set-based insert),
 * with their count: the rows of a delivery, without its files, hints or pushes.
 */
export const insertNotification = async (db: Db, reach: NewNotification) => {
  const [created] = await db
    .insert(notifications)
    .values({
      landlord_id: reach.landlordId,
      author_id: reach.sender?.id ?? null,
      kind: reach.kind ?? 'message',
      message: reach.message,
      audience: typeof reach.audience === 'string' ? reach.audience : 'users',
      link_kind: reach.link?.kind ?? null,
      link_id: reach.link?.id ?? null,
    })
    .returning();
  const { rows } = await db.execute<{ recipient_count: number }>(sql`
    with delivered as (
      insert into notification_recipients (notification_id, user_id)
      select ${created.id}, u.id from users u where ${reachable(reach)}
      returning 1
    )
    update notifications set recipient_count = (select count(*) from delivered)
    where id = ${created.id}
    returning recipient_count`);
  return { ...created, recipient_count: Number(rows[0].recipient_count) };
};
