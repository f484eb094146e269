import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** The demo landlord's renter accounts and what they already received. */
export const NOTIFICATIONS = {
  /** Renter accounts (`users` with role `renter`) over the demo landlord's renters. */
  renterAccounts: 5_000,
  /** Earlier messages of the landlord to all its renters, one a day back from yesterday. */
  history: 20,
  /** The newest of them are unread by everyone; of the older ones every tenth recipient. */
  unreadNewest: 3,
  /** Sends of the send scenario (each one to every renter account), after a warm-up. */
  sends: 20,
};

/** The bench's renter accounts are `bench-renter-1` …; the unread count reads the first. */
export const benchRenterLogin = (n: number) => `bench-renter-${n}`;

/**
 * `NOTIFICATIONS.renterAccounts` active renter accounts of the landlord, round its active renters
 * in id order (an inactive company's accounts are told nothing), with the landlord's own
 * password hash (the demo password signs them in), in one INSERT … SELECT.
 */
const insertRenterAccounts = async (db: Db, landlordId: number) => {
  await db.execute(sql`
    with rr as (
      select id, contact_full_name, (row_number() over (order by id))::int - 1 as k,
        count(*) over ()::int as n
      from renters where landlord_id = ${landlordId} and status = 'active'
    ), owner as (
      select password_hash from users where login = 'landlord'
    )
    insert into users (login, password_hash, full_name, role, landlord_id, renter_id, email)
    select 'bench-renter-' || g, owner.password_hash, rr.contact_full_name, 'renter',
      ${landlordId}, rr.id, 'bench-renter-' || g || '@bench.example.kz'
    from generate_series(1, ${NOTIFICATIONS.renterAccounts}) g
    cross join owner
    join rr on rr.k = (g - 1) % rr.n`);
};

/**
 * The landlord's earlier messages to its renters, with a recipient row for every renter account
 * of the landlord (demo ones too), read a few hours after sending but for the newest, which
 * nobody read, and every tenth recipient of the older ones: the inboxes and the unread index
 * hold what a live organization's do.
 */
const insertHistory = async (db: Db, landlordId: number) => {
  await db.execute(sql`
    insert into notifications (landlord_id, author_id, kind, message, audience, created_at)
    select ${landlordId}, (select id from users where login = 'landlord'), 'message',
      'Уведомление арендаторам №' || g || ': график работы и плановые работы на неделю.',
      'renters', now() - make_interval(days => g)
    from generate_series(1, ${NOTIFICATIONS.history}) g`);
  await db.execute(sql`
    with sent as (
      select id, created_at, (row_number() over (order by created_at desc))::int as newest
      from notifications
      where landlord_id = ${landlordId} and message like 'Уведомление арендаторам №%'
    ), delivered as (
      insert into notification_recipients (notification_id, user_id, read_at)
      select sent.id, u.id,
        case when sent.newest <= ${NOTIFICATIONS.unreadNewest} or (u.id + sent.id) % 10 = 0
          then null else sent.created_at + make_interval(hours => 1 + u.id % 48) end
      from sent
      join users u on u.landlord_id = ${landlordId} and u.role = 'renter' and u.status = 'active'
      returning notification_id
    )
    update notifications n set recipient_count = counted.n
    from (select notification_id, count(*)::int as n from delivered group by notification_id)
      as counted
    where n.id = counted.notification_id`);
};

/** The renter accounts, then their history (see above). */
export const insertNotificationData = async (db: Db, landlordId: number) => {
  await insertRenterAccounts(db, landlordId);
  await insertHistory(db, landlordId);
};
