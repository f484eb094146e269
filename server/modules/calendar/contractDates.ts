import { sql } from 'drizzle-orm';
import { levelOf } from '../../../src/domain/access';
import type { CalendarEntry } from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { translate } from '../../lib/i18n';
import { rowScope } from '../../lib/scope';
import { contractColumns } from '../contracts/service';
import { shortTitle } from './text';

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
  const start = new Date(`${row.day}T00:00:00+05:00`);
  return {
    key: `contract:${row.id}:${row.key}`,
    source: 'contract',
    event_id: null,
    record_id: row.id,
    occurrence: null,
    title: shortTitle(title),
    type: null,
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 86_400_000).toISOString(),
    all_day: true,
    repeat: 'none',
    detached: false,
    description: title,
    reminders: [],
    push: false,
    shared: false,
    owner: null,
    editable: false,
  };
};

/**
 * The critical dates in [from, to) of the active leases the caller reads: the end, the last day
 * to give notice, each indexation — in one query.
 */
export const contractDates = async (db: Db, user: AuthUser, from: Date, to: Date) => {
  if (user.role !== 'landlord' && user.role !== 'employee') return [];
  const scope = rowScope(user, 'contracts', contractColumns);
  const mine = seesAll(user) ? sql`true` : sql`${contracts.responsible_id} = ${user.id}`;
  const first = new Date(from.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
  const last = new Date(to.getTime() - 1 + 5 * 3_600_000).toISOString().slice(0, 10);
  const { rows } = await db.execute<LeaseDate>(sql`
    select contracts.id, contracts.number, coalesce(r.outlet_name, r.legal_name) as renter, d.key,
      to_char(d.day, 'YYYY-MM-DD') as day, contracts.indexation_percent::float8 as percent
    from ${contracts}
    join renters r on r.id = contracts.renter_id
    cross join lateral (
      select 'end' as key, contracts.ends_on as day
      union all select 'notice', contracts.ends_on - contracts.notice_days where contracts.notice_days > 0
      union all select 'index-' || to_char((contracts.starts_on + make_interval(years => y))::date,
          'YYYY-MM-DD'), (contracts.starts_on + make_interval(years => y))::date
        from generate_series(1, 30) y
        where contracts.indexation_percent is not null
          and (contracts.starts_on + make_interval(years => y))::date <= contracts.ends_on
    ) d
    where contracts.status = 'active' and ${scope ?? sql`true`} and ${mine}
      and d.day >= ${first}::date and d.day <= ${last}::date
    order by d.day, contracts.id`);
  return rows.map((row) => entryOf(user, row));
};
