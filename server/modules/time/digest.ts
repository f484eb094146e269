import { sql } from 'drizzle-orm';
import { almatyDay, almatyMidnight } from '../../../src/domain/almatyTime';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import { linkPathOf } from '../../../src/domain/notifications';
import { isWorkingDay } from '../../../src/domain/sla';
import { DIGEST_GRACE_MINUTES } from '../../../src/domain/time';
import type { Db } from '../../db/client';
import { timeDigests, timeSettings } from '../../db/schema';
import { accountActive } from '../../lib/authUser';
import { landlordCalendar } from '../../lib/businessCalendar';
import { translate } from '../../lib/i18n';
import type { Job } from '../../plugins/scheduler';
import { notify } from '../notifications/service';

/** A digest late by more than this (a server that was down) is not sent: it would tell old news. */
const DIGEST_LATEST_MS = 2 * 3_600_000;
/** How many names the digest spells out; the rest are counted. */
const NAMES_SHOWN = 10;

type Missing = {
  landlord_id: number;
  work_start: string;
  names: string[];
};

/**
 * Who has not arrived: per organization with the digest on and per work start whose grace has
 * passed today, the active employees with a pass card, not away, without an arrival today.
 */
const missingNow = async (db: Db, day: string, now: Date) => {
  const dayStart = almatyMidnight(day);
  const { rows } = await db.execute<Missing>(sql`
    select e.landlord_id, e.work_start::text as work_start,
      array_agg(e.full_name order by e.full_name) as names
    from employees e
    join ${timeSettings} s on s.landlord_id = e.landlord_id and s.digest
    where e.status = 'active' and e.pass_card is not null
      and ${dayStart.toISOString()}::timestamptz + e.work_start
        + make_interval(mins => ${DIGEST_GRACE_MINUTES}) <= ${now.toISOString()}::timestamptz
      and ${dayStart.toISOString()}::timestamptz + e.work_start
        + make_interval(mins => ${DIGEST_GRACE_MINUTES}) > ${new Date(now.getTime() - DIGEST_LATEST_MS).toISOString()}::timestamptz
      and not exists (select 1 from time_marks m where m.employee_id = e.id and m.day = ${day})
      and not exists (select 1 from time_digests d where d.landlord_id = e.landlord_id
        and d.day = ${day} and d.work_start = e.work_start)
      and not exists (select 1 from pass_events p where p.landlord_id = e.landlord_id
        and p.employee_id = e.id and p.direction = 'in' and p.replaced_by is null
        and p.at >= ${dayStart.toISOString()} and p.at < ${almatyMidnight(day, 1).toISOString()})
    group by e.landlord_id, e.work_start
  `);
  return rows;
};

/** Who reads the digest: the organization's owner and its employees at `main` in time. */
const recipientsOf = async (db: Db, landlordId: number) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    select u.id from users u
    where u.landlord_id = ${landlordId} and ${accountActive('u')}
      and (u.role = 'landlord' or exists (select 1 from employee_access a
        where a.employee_id = u.employee_id and a.module = 'time' and a.level = 'main'))
  `);
  return rows.map((r) => r.id);
};

const digestText = (locale: string, time: string, names: string[]) => {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  return more > 0
    ? translate(locale, 'app.push.time_digest_more', { time, names: shown, count: more })
    : translate(locale, 'app.push.time_digest', { time, names: shown });
};

/**
 * The morning digest: once per organization, working day and work start (the claim row makes it
 * once with two servers), the owner and `main` in time are told who has not arrived by the work
 * start plus 15 minutes.
 */
export const sendTimeDigests = async (db: Db, now = new Date()) => {
  const day = almatyDay(now);
  let sent = 0;
  for (const group of await missingNow(db, day, now)) {
    if (!isWorkingDay(await landlordCalendar(db, group.landlord_id), day)) continue;
    const [claimed] = await db
      .insert(timeDigests)
      .values({ landlord_id: group.landlord_id, day, work_start: group.work_start })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    const recipients = await recipientsOf(db, group.landlord_id);
    if (recipients.length === 0) continue;
    const [h, m] = group.work_start.split(':').map(Number);
    const minutes = h * 60 + m + DIGEST_GRACE_MINUTES;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const text = (locale: string) => digestText(locale, time, group.names);
    await notify(db, {
      sender: null,
      landlordId: group.landlord_id,
      message: text('ru'),
      audience: { users: recipients },
      link: { kind: 'timesheet', id: group.landlord_id },
      kind: 'time_digest',
      push: {
        event: 'notification',
        title: Object.fromEntries(LOCALES.map((l) => [l, text(l)])) as Record<Locale, string>,
        body: text('ru'),
        link: linkPathOf('timesheet', group.landlord_id),
      },
    });
    sent++;
  }
  return sent;
};

/** The time module's scheduled work: the morning digest, checked every five minutes. */
export const timeJobs = (): Job[] => [
  { name: 'time-digest', everyMs: 5 * 60_000, run: async (db) => void (await sendTimeDigests(db)) },
];
