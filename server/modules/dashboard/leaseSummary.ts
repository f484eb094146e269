import { and, inArray, sql } from 'drizzle-orm';
import { readScope } from '../../../src/domain/access';
import { ENDING_SOON_DAYS } from '../../../src/domain/contracts';
import { dashboardAnswer, objectOccupancy } from '../../../src/domain/dashboard';
import type { Db } from '../../db/client';
import { contracts, type LeaseSummary, leaseSummaries } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { TODAY } from '../../lib/occupancy';
import { rowScope } from '../../lib/scope';
import { contractColumns } from '../contracts/service';
import { occupancy } from './charts';

/**
 * The dashboard's lease figures (leases ending soon, the month's rent, each object's occupancy)
 * for someone who reads the whole organization's leases and objects: computed once per Almaty
 * day and lease version (`lease_versions`, moved on by triggers whenever the organization's
 * contracts, their rooms, its rooms or its objects change) and kept in `lease_summaries`, so a
 * request reads one row instead of summing every lease. Anyone with a narrower view gets them
 * computed for their rows each time (fewer rows, and a summary of the whole would show more).
 */
export const wholeOrganization = (user: AuthUser): user is AuthUser & { landlord_id: number } =>
  user.role !== 'renter' &&
  user.role !== 'superadmin' &&
  user.landlord_id !== null &&
  readScope(user, 'contracts') === 'all' &&
  readScope(user, 'objects') === 'all';

type Current = {
  day: string;
  version: number;
  kept_day: string | null;
  kept_version: number | null;
  summary: LeaseSummary | null;
};

/**
 * The organization's summary as kept, with today and the current version. `db` may be the
 * replica: what it keeps and the version it reads come from one snapshot.
 */
const readKept = async (db: Db, landlordId: number) => {
  const { rows } = await db.execute<Current>(sql`
    select almaty_today()::text as day,
      coalesce((select version from lease_versions where landlord_id = ${landlordId}), 0)::int8
        as version,
      s.day::text as kept_day, s.version as kept_version, s.summary
    from (select 1) one
    left join ${leaseSummaries} s on s.landlord_id = ${landlordId}`);
  const [row] = rows;
  return {
    ...row,
    version: Number(row.version),
    kept_version: row.kept_version && Number(row.kept_version),
  };
};

/**
 * The figures of `user`'s organization: the kept ones while they are today's and of the current
 * version, else `compute`d and kept on `primary` (a summary never replaces a later one).
 */
export const leaseSummaryOf = async (
  db: Db,
  primary: Db,
  user: AuthUser & { landlord_id: number },
  compute: () => Promise<LeaseSummary>,
): Promise<LeaseSummary> => {
  const kept = await readKept(db, user.landlord_id);
  if (kept.summary && kept.kept_day === kept.day && kept.kept_version === kept.version) {
    // As computed: jsonb gives an object's keys back in an order of its own.
    return {
      leases: dashboardAnswer.shape.leases.unwrap().parse(kept.summary.leases),
      occupancy: objectOccupancy.array().parse(kept.summary.occupancy),
    };
  }
  // Computed after the version was read: a change committed meanwhile leaves the new summary
  // at the older version, so the next read computes again.
  const summary = await compute();
  await primary
    .insert(leaseSummaries)
    .values({ landlord_id: user.landlord_id, day: kept.day, version: kept.version, summary })
    .onConflictDoUpdate({
      target: leaseSummaries.landlord_id,
      set: { day: kept.day, version: kept.version, summary },
      setWhere: sql`(${leaseSummaries.day}, ${leaseSummaries.version}) <= (${kept.day}::date, ${kept.version}::int8)`,
    });
  return summary;
};

/** Active leases ending within 90 days and the rent due this month, of the leases in scope. */
const leaseCounts = async (db: Db, user: AuthUser) => {
  const last = sql`lease_last_day(${contracts.status}, ${contracts.ends_on}, ${contracts.terminated_on})`;
  const month = sql`date_trunc('month', ${TODAY})::date`;
  const [row] = await db
    .select({
      ending: sql<number>`(count(*) filter (where ${contracts.status} = 'active'
        and ${contracts.ends_on} <= ${TODAY} + ${ENDING_SOON_DAYS}::int))::int`,
      month_rent: sql<number>`coalesce(sum(contract_month_rent(${contracts.starts_on}, ${last},
        ${contracts.monthly_rent}, ${contracts.indexation_percent}, ${contracts.free_months},
        ${month})) filter (where ${contracts.starts_on} < ${month} + interval '1 month'), 0)::float8`,
    })
    .from(contracts)
    .where(
      and(
        rowScope(user, 'contracts', contractColumns),
        inArray(contracts.status, ['active', 'terminated', 'expired']),
        sql`${contracts.ends_on} >= ${month}`,
      ),
    );
  return row ?? { ending: 0, month_rent: 0 };
};

/**
 * The dashboard's lease parts `user` is shown: the organization's kept summary for someone who
 * reads all of it, else computed over their rows.
 */
export const leaseFigures = async (
  db: Db,
  primary: Db,
  user: AuthUser,
  shown: { leases: boolean; occupancy: boolean },
): Promise<{
  leases: LeaseSummary['leases'] | null;
  occupancy: LeaseSummary['occupancy'] | null;
}> => {
  const compute = async () => {
    const [leases, objects] = await Promise.all([
      shown.leases ? leaseCounts(db, user) : null,
      shown.occupancy ? occupancy(db, user) : null,
    ]);
    return { leases, occupancy: objects };
  };
  if (!wholeOrganization(user)) return compute();
  return leaseSummaryOf(db, primary, user, async () => {
    const [leases, objects] = await Promise.all([leaseCounts(db, user), occupancy(db, user)]);
    return { leases, occupancy: objects };
  });
};
