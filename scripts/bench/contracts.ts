import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { contracts, objects } from '../../server/db/schema';
import { countRows } from '../../server/lib/listRoute';
import { contractListSpec } from '../../server/modules/contracts/listSpec';
import { readPlan, readRentRoll } from '../../server/modules/contracts/reportQueries';
import { contractViews, readContracts } from '../../server/modules/contracts/view';
import { EXACT_TOTAL_LIMIT } from '../../src/domain/list';
import { kzDate, withoutIndexes } from './bids';
import { landlordUser } from './dashboard';
import type { BaselineAnswer, Caller, Scenario } from './scenarios';

/**
 * Leases the bench loads: 40 objects of the demo landlord with 500 rooms each and one of
 * `landlord2` with 5,000, every room with four terms one after another (three expired, the
 * current one active — a draft for one room in ten): 100,000 contracts.
 */
export const CONTRACTS = { roomsPerObject: 500, bigObjectRooms: 5_000, termsPerRoom: 4 };

/** The 500-room object the rent roll and stacking plan scenarios read (set by the fill). */
export const PLAN_OBJECT = { id: 0 };

const h = (salt: number) => sql.raw(`(hashint4(r.id * 8 + ${salt}) & 2147483647)`);

/** Rooms on floors of `perFloor` for each object of the landlord made by the bench. */
const insertRooms = (db: Db, objectIds: number[], perObject: number, perFloor: number) =>
  db.execute(sql`
    insert into rooms (landlord_id, object_id, number, floor, area, purpose, status)
    select o.landlord_id, o.id, (f * 1000 + i)::text, f, 18 + (hashint4(o.id * 7919 + f * 131 + i) & 255),
      'retail', 'free'
    from objects o, generate_series(1, ${perObject / perFloor}) f, generate_series(1, ${perFloor}) i
    where o.id = any(${`{${objectIds.join(',')}}`}::int[])`);

/** Four terms a room, in one statement per term: contracts, then their rooms. */
const insertTerms = async (db: Db, landlordId: number, objectIds: number[]) => {
  const today = kzDate(0);
  for (let term = 0; term < CONTRACTS.termsPerRoom; term++) {
    const current = term === CONTRACTS.termsPerRoom - 1;
    const back = CONTRACTS.termsPerRoom - 1 - term;
    await db.execute(sql`
      with ids as (select array_agg(id order by id) as a from renters where landlord_id = ${landlordId}),
      picked as (
        select r.id as room_id, r.number as room, r.area, r.object_id,
          ids.a[1 + ${h(2)} % array_length(ids.a, 1)] as renter_id,
          ${today}::date - (${h(1)} % 900) as current_start
        from rooms r, ids
        where r.object_id = any(${`{${objectIds.join(',')}}`}::int[])
      )
      insert into contracts (landlord_id, number, signed_on, renter_id, object_id, area,
        rate_per_m2, monthly_rent, starts_on, ends_on, indexation_percent, notice_days, status,
        search_text)
      select ${landlordId}, 'Б-' || p.room_id || '-' || ${term}, s.starts_on - 10, p.renter_id,
        p.object_id, p.area, 5000 + (${sql.raw('hashint4(p.room_id)')} & 8191),
        round(p.area * (5000 + (${sql.raw('hashint4(p.room_id)')} & 8191)), 2), s.starts_on, s.ends_on,
        case when p.room_id % 3 = 0 then null else 7 end, 60,
        ${
          current
            ? sql`case when p.room_id % 10 = 0 then 'draft' else 'active' end`
            : sql`'expired'`
        },
        'Б-' || p.room_id || '-' || ${term} || ' ' || rn.legal_name || ' ' || p.room
      from picked p join renters rn on rn.id = p.renter_id,
      lateral (select
        ${
          current
            ? sql`p.current_start as starts_on,
                ${today}::date + 1 + (hashint4(p.room_id * 3) & 1023) as ends_on`
            : sql`p.current_start - ${back * 365}::int as starts_on,
                p.current_start - ${back * 365 - 364}::int as ends_on`
        }) s`);
  }
  await db.execute(sql`
    insert into contract_rooms (landlord_id, contract_id, room_id)
    select landlord_id, id, split_part(number, '-', 2)::int from contracts
    where landlord_id = ${landlordId} and number like 'Б-%'`);
};

/** The bench's leases (`CONTRACTS`), with the tables' secondary indexes rebuilt after the load. */
export const insertContracts = async (db: Db, demoLandlordId: number, secondLandlordId: number) => {
  const bench = await db
    .select({ id: objects.id })
    .from(objects)
    .where(
      and(
        eq(objects.landlord_id, demoLandlordId),
        sql`${objects.address} like 'г. Алматы, ул. Толе би,%'`,
      ),
    )
    .orderBy(asc(objects.id));
  const [type] = await db
    .execute<{ id: number }>(sql`select id from object_types order by id limit 1`)
    .then((r) => r.rows);
  const [big] = await db
    .insert(objects)
    .values({
      landlord_id: secondLandlordId,
      object_type_id: type.id,
      name: 'БЦ «Бенч Плаза»',
      address: 'г. Астана, пр. Мангилик Ел, 55',
      city: 'astana',
    })
    .returning({ id: objects.id });
  const demoObjects = bench.map((o) => o.id);
  PLAN_OBJECT.id = demoObjects[0];
  await withoutIndexes(db, 'contracts', async () => {
    await withoutIndexes(db, 'contract_rooms', async () => {
      await insertRooms(db, demoObjects, CONTRACTS.roomsPerObject, 50);
      await insertRooms(db, [big.id], CONTRACTS.bigObjectRooms, 100);
      await insertTerms(db, demoLandlordId, demoObjects);
      await insertTerms(db, secondLandlordId, [big.id]);
    });
  });
};

const PAGE = 25;

/** `GET /api/contracts` bare: the page in the list's default order, its rooms, its total. */
const contractPage =
  (filter: Record<string, unknown>) =>
  async (db: Db, caller: Caller): Promise<BaselineAnswer> => {
    const tab = filter.tab === undefined ? undefined : contractListSpec.custom?.tab?.(filter.tab);
    const where = and(eq(contracts.landlord_id, caller.landlordId), tab);
    const rows = await readContracts(db)
      .where(where)
      .orderBy(asc(contracts.ends_on), asc(contracts.id))
      .limit(PAGE);
    const body = await contractViews('bench')(db, rows, landlordUser(caller));
    const total =
      rows.length < PAGE
        ? rows.length
        : Math.min(await countRows(db, contracts, where, EXACT_TOTAL_LIMIT), EXACT_TOTAL_LIMIT);
    return { body, total };
  };

const thisMonth = () => kzDate(0).slice(0, 7);

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

export const CONTRACT_SCENARIOS: Scenario[] = [
  {
    name: 'contracts page 1',
    path: `/api/contracts?${query({ range: [0, PAGE - 1], sort: ['ends_on', 'ASC'] })}`,
    baseline: contractPage({}),
  },
  {
    name: 'contracts ending in 90 days',
    path: `/api/contracts?${query({ range: [0, PAGE - 1], sort: ['ends_on', 'ASC'], filter: { tab: 'ending' } })}`,
    baseline: contractPage({ tab: 'ending' }),
  },
  {
    name: 'rent roll, 500 rooms',
    get path() {
      return `/api/contracts/rent-roll?month=${thisMonth()}&object_id=${PLAN_OBJECT.id}`;
    },
    baseline: async (db, caller) => ({
      body: await readRentRoll(db, landlordUser(caller), thisMonth(), PLAN_OBJECT.id),
    }),
  },
  {
    name: 'stacking plan, 500 rooms',
    get path() {
      return `/api/objects/${PLAN_OBJECT.id}/plan`;
    },
    baseline: async (db, caller) => ({
      body: await readPlan(db, landlordUser(caller), PLAN_OBJECT.id, kzDate(0)),
    }),
  },
];
