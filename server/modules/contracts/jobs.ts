import { and, eq, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import { type ContractAlert, dueAlerts } from '../../../src/domain/leaseAlerts';
import { linkPathOf } from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';
import { translate } from '../../lib/i18n';
import type { Job } from '../../plugins/scheduler';
import { almatyDay } from '../dashboard/periods';
import { notify } from '../notifications/service';

/**
 * Moves every active lease past its end to `expired`, with its audit row, in one statement: an
 * expired lease is no longer active, so a second run (or a second server) changes nothing.
 */
export const expireContracts = async (db: Db) => {
  const { rows } = await db.execute<{ n: number }>(sql`
    with expired as (
      update contracts set status = 'expired', updated_at = now()
      where status = 'active' and ends_on < almaty_today()
      returning id, landlord_id
    ), logged as (
      insert into audit_log (landlord_id, user_id, entity, entity_id, action, changes)
      select landlord_id, null, 'contracts', id, 'update',
        '{"status": {"from": "active", "to": "expired"}}'::jsonb from expired
      returning 1
    )
    select count(*)::int as n from logged`);
  return Number(rows[0]?.n ?? 0);
};

type Lease = {
  id: number;
  landlord_id: number;
  number: string;
  renter: string;
  starts_on: string;
  ends_on: string;
  notice_days: number;
  indexation_percent: number | null;
  responsible_id: number | null;
  alerts_sent: string[];
};

/** `dd.mm.yyyy`, as every language of the product writes a day in a message. */
const shownDay = (day: string) => day.split('-').reverse().join('.');

/** Who hears of a lease's dates: its responsible person, the owners, `main` in contracts. */
const recipientsOf = async (db: Db, lease: Lease) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    select u.id from users u
    left join employee_access a on a.employee_id = u.employee_id and a.module = 'contracts'
    where u.landlord_id = ${lease.landlord_id} and u.status = 'active'
      and (u.role = 'landlord' or a.level = 'main' or u.id = ${lease.responsible_id})`);
  return rows.map((r) => r.id);
};

/** One alert to the lease's people: an inbox notification linking to it, and its push. */
const tell = async (db: Db, lease: Lease, alert: ContractAlert, users: number[]) => {
  const params = {
    number: lease.number,
    renter: lease.renter,
    date: shownDay(alert.day),
    percent: lease.indexation_percent ?? 0,
  };
  const text = (locale: string) => translate(locale, `app.push.${alert.kind}`, params);
  await notify(db, {
    sender: null,
    landlordId: lease.landlord_id,
    message: text('ru'),
    audience: { users },
    link: { kind: 'contract', id: lease.id },
    kind: alert.kind,
    push: {
      event: 'notification',
      title: Object.fromEntries(LOCALES.map((l) => [l, text(l)])) as Record<Locale, string>,
      body: lease.renter,
      link: linkPathOf('contract', lease.id),
    },
  });
};

/**
 * Sends the critical-date alerts due today (`dueAlerts`), each exactly once: the keys are added
 * to `alerts_sent` by an update that lands only while none of them is there, so of two servers
 * one sends and the other finds them taken. Leases with nothing near are not read.
 */
export const alertContracts = async (db: Db, now = new Date()) => {
  const today = almatyDay(now);
  const { rows } = await db.execute<Lease>(sql`
    select c.id, c.landlord_id, c.number, coalesce(r.outlet_name, r.legal_name) as renter,
      to_char(c.starts_on, 'YYYY-MM-DD') as starts_on, to_char(c.ends_on, 'YYYY-MM-DD') as ends_on,
      c.notice_days, c.indexation_percent::float8 as indexation_percent, c.responsible_id,
      c.alerts_sent
    from contracts c join renters r on r.id = c.renter_id
    where c.status = 'active' and c.ends_on >= ${today}::date and (
      c.ends_on <= ${today}::date + 90
      or c.ends_on - c.notice_days <= ${today}::date + 14
      or (c.indexation_percent is not null and exists (select 1 from generate_series(1, 30) y
        where (c.starts_on + make_interval(years => y))::date
          between ${today}::date and least(c.ends_on, ${today}::date + 30))))`);
  let sent = 0;
  for (const lease of rows) {
    const { due, keys } = dueAlerts(lease, today, lease.alerts_sent);
    if (keys.length === 0) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(contracts)
        .set({ alerts_sent: sql`${contracts.alerts_sent} || ${`{${keys.join(',')}}`}::text[]` })
        .where(
          and(
            eq(contracts.id, lease.id),
            sql`not (${contracts.alerts_sent} && ${`{${keys.join(',')}}`}::text[])`,
          ),
        )
        .returning({ id: contracts.id });
      if (!claimed) return;
      const users = await recipientsOf(tx, lease);
      if (users.length === 0) return;
      for (const alert of due) await tell(tx, lease, alert, users);
      sent += due.length;
    });
  }
  return sent;
};

/** The scheduler's lease work: expiry and critical-date alerts, hourly, under the job lock. */
export const contractJobs = (): Job[] => [
  {
    name: 'contract-expiry',
    everyMs: 60 * 60_000,
    run: async (db) => void (await expireContracts(db)),
  },
  {
    name: 'contract-alerts',
    everyMs: 60 * 60_000,
    run: async (db) => void (await alertContracts(db)),
  },
];
