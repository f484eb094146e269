import { type SQL, sql } from 'drizzle-orm';
import { levelOf } from '../../../src/domain/access';
import type { CalendarEntry } from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { anniversaryKey, contracts, noticeDay } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { translate } from '../../lib/i18n';
import { rowScope } from '../../lib/scope';
import { contractColumns } from '../contracts/service';
import { allDayEntry } from './text';

type LeaseDate = {
  id: number;
  number: string;
  renter: string;
  key: string;
  day: string;
  percent: number | null;
};

/** The owners and `main` in contracts see every lease's dates; others those they answer for. */
const seesAll = (user: AuthUser) =>
  user.role === 'landlord' || (user.role === 'employee' && levelOf(user, 'contracts') === 'main');

const KIND: Record<string, string> = { end: 'contract_end', notice: 'contract_notice' };

/** A lease's date as a read-only all-day entry of the calendar, titled in the caller's language. */
const entryOf = (user: AuthUser, row: LeaseDate): CalendarEntry => {
  const kind = KIND[row.key] ?? 'contract_indexation';
  const title = translate(user.locale, `app.calendar.${kind}`, {
    number: row.number,
    renter: row.renter,
    percent: row.percent ?? 0,
  });
  return allDayEntry({
    key: `contract:${row.id}:${row.key}`,
    source: 'contract',
    recordId: row.id,
    title,
    description: title,
    day: row.day,
  });
};

/** A day's month and day as one number (`MMDD`), as the leases' anniversary index keeps it. */
const monthDay = (day: string) => Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));

/**
 * The `MMDD` ranges whose anniversaries may fall in [first, last] (a superset; the exact days
 * are checked after): the window's own, split at the new year; all of them for a year or more.
 * A lease begun on 29 February has its anniversary on the 28th in other years.
 */
export const anniversaryRanges = (first: string, last: string): [number, number][] => {
  const days = (Date.parse(last) - Date.parse(first)) / 86_400_000;
  if (days >= 365) return [[101, 1231]];
  const lo = monthDay(first);
  const hi = monthDay(last) === 228 ? 229 : monthDay(last);
  return lo <= hi
    ? [[lo, hi]]
    : [
        [lo, 1231],
        [101, hi],
      ];
};

/** What each date row carries of its lease, so nothing joins `contracts` again. */
const LEASE = sql`${contracts.id} as id, ${contracts.number} as number,
  ${contracts.renter_id} as renter_id, ${contracts.indexation_percent}::float8 as percent`;

/**
 * The critical dates in [from, to) of the active leases the caller reads, as rows `(id, number,
 * renter_id, percent, key, day)`: the end, the last day to give notice, each indexation (the anniversaries in the
 * window's years). Each kind is a range of its own index (the end, the notice day, the
 * anniversary's month and day), so a month costs the dates it holds, not the organization's
 * every lease. Null for those who keep no leases.
 */
const leaseDates = (user: AuthUser, from: Date, to: Date): SQL | null => {
  if (user.role !== 'landlord' && user.role !== 'employee') return null;
  const scope = rowScope(user, 'contracts', contractColumns);
  const mine = seesAll(user) ? sql`true` : sql`${contracts.responsible_id} = ${user.id}`;
  const first = new Date(from.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
  const last = new Date(to.getTime() - 1 + 5 * 3_600_000).toISOString().slice(0, 10);
  const active = sql`${contracts.status} = 'active' and ${scope ?? sql`true`} and ${mine}`;
  const anniversary = sql.join(
    anniversaryRanges(first, last).map(
      ([lo, hi]) => sql`${anniversaryKey(contracts)} between ${lo} and ${hi}`,
    ),
    sql` or `,
  );
  return sql`
    select ${LEASE}, 'end' as key, ${contracts.ends_on} as day from ${contracts}
    where ${active} and ${contracts.ends_on} between ${first}::date and ${last}::date
    union all
    select ${LEASE}, 'notice', ${noticeDay(contracts)} from ${contracts}
    where ${active} and ${contracts.notice_days} > 0
      and ${noticeDay(contracts)} between ${first}::date and ${last}::date
      and ${contracts.starts_on} <= ${last}::date
    union all
    select ${LEASE}, 'index-' || to_char(a.day, 'YYYY-MM-DD'), a.day from ${contracts}
    cross join lateral (
      select (${contracts.starts_on}
        + make_interval(years => yr.y - extract(year from ${contracts.starts_on})::int))::date as day
      from generate_series(extract(year from ${first}::date)::int,
        extract(year from ${last}::date)::int) yr(y)
      where yr.y > extract(year from ${contracts.starts_on})
    ) a
    where ${active} and ${contracts.indexation_percent} is not null and (${anniversary})
      and a.day between ${first}::date and ${last}::date and a.day <= ${contracts.ends_on}`;
};

/** The leases' critical dates in [from, to) as all-day entries, the renter named in each. */
export const contractDates = async (db: Db, user: AuthUser, from: Date, to: Date) => {
  const dates = leaseDates(user, from, to);
  if (!dates) return [];
  const { rows } = await db.execute<LeaseDate>(sql`
    with dates as (${dates})
    select d.id, d.number, coalesce(r.outlet_name, r.legal_name) as renter, d.key,
      to_char(d.day, 'YYYY-MM-DD') as day, d.percent
    from dates d
    join renters r on r.id = d.renter_id
    order by d.day, d.id`);
  return rows.map((row) => entryOf(user, row));
};

/** How many of the leases' critical dates fall on each day (`YYYY-MM-DD`) of [from, to). */
export const contractDayCounts = async (db: Db, user: AuthUser, from: Date, to: Date) => {
  const dates = leaseDates(user, from, to);
  if (!dates) return [];
  const { rows } = await db.execute<{ day: string; n: number }>(sql`
    with dates as (${dates})
    select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n from dates group by day`);
  return rows;
};
