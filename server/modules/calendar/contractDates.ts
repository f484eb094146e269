import { sql } from 'drizzle-orm';
import { levelOf } from '../../../src/domain/access';
import type { CalendarEntry } from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';
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

/**
 * The critical dates in [from, to) of the active leases the caller reads: the end, the last day
 * to give notice, each indexation (the anniversaries in the window's years) — in one query that
 * names the renter only of the leases with a date in the window.
 */
export const contractDates = async (db: Db, user: AuthUser, from: Date, to: Date) => {
  if (user.role !== 'landlord' && user.role !== 'employee') return [];
  const scope = rowScope(user, 'contracts', contractColumns);
  const mine = seesAll(user) ? sql`true` : sql`${contracts.responsible_id} = ${user.id}`;
  const first = new Date(from.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
  const last = new Date(to.getTime() - 1 + 5 * 3_600_000).toISOString().slice(0, 10);
  const { rows } = await db.execute<LeaseDate>(sql`
    with leases as (
      select id, number, renter_id, starts_on, ends_on, notice_days, indexation_percent
      from ${contracts}
      where contracts.status = 'active' and ${scope ?? sql`true`} and ${mine}
        and contracts.ends_on >= ${first}::date and contracts.starts_on <= ${last}::date
    ),
    anniversaries as (
      select l.id, l.ends_on,
        (l.starts_on + make_interval(years => yr.y - extract(year from l.starts_on)::int))::date as day
      from leases l
      cross join generate_series(extract(year from ${first}::date)::int,
        extract(year from ${last}::date)::int) yr(y)
      where l.indexation_percent is not null and yr.y > extract(year from l.starts_on)
    ),
    dates as (
      select id, 'end' as key, ends_on as day from leases
      where ends_on between ${first}::date and ${last}::date
      union all
      select id, 'notice', ends_on - notice_days from leases
      where notice_days > 0 and ends_on - notice_days between ${first}::date and ${last}::date
      union all
      select id, 'index-' || to_char(day, 'YYYY-MM-DD'), day from anniversaries
      where day between ${first}::date and ${last}::date and day <= ends_on
    )
    select l.id, l.number, coalesce(r.outlet_name, r.legal_name) as renter, d.key,
      to_char(d.day, 'YYYY-MM-DD') as day, l.indexation_percent::float8 as percent
    from dates d
    join leases l on l.id = d.id
    join renters r on r.id = l.renter_id
    order by d.day, l.id`);
  return rows.map((row) => entryOf(user, row));
};
