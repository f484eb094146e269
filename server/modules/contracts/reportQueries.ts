import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  leaseState,
  type PlanRoom,
  type PlanState,
  type RentRollRow,
} from '../../../src/domain/leaseReports';
import type { Db } from '../../db/client';
import { contracts, objects, rooms } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { notFound } from '../../lib/errors';
import { organizationRows, rowScope } from '../../lib/scope';
import { contractColumnsOf } from './service';

/** Occupied and vacant m², occupancy %, the rent due and the area-weighted rate of some rows. */
const totalsOf = (rows: RentRollRow[]) => {
  const leased = rows.filter((r) => r.contract_id !== null);
  const occupied = leased.reduce((s, r) => s + r.area, 0);
  const vacant = rows.filter((r) => r.contract_id === null).reduce((s, r) => s + r.area, 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    occupied_area: round(occupied),
    vacant_area: round(vacant),
    occupancy: occupied + vacant > 0 ? round((occupied / (occupied + vacant)) * 100) : null,
    rent: round(leased.reduce((s, r) => s + (r.rent ?? 0), 0)),
    average_rate:
      occupied > 0
        ? round(leased.reduce((s, r) => s + (r.rate_per_m2 ?? 0) * r.area, 0) / occupied)
        : null,
  };
};

/**
 * The rent roll of a month in one statement: each lease that covers a day of the month (its
 * rooms, area, rate and the month's rent after indexation and free months, `contract_month_rent`)
 * and each room no lease covers that month; totals per object and for the organization.
 */
export const readRentRoll = async (
  db: Db,
  user: AuthUser,
  month: string,
  objectId: number | null,
) => {
  const first = `${month}-01`;
  const c = alias(contracts, 'c');
  const rm = alias(rooms, 'rm');
  const leases = rowScope(user, 'contracts', contractColumnsOf(c)) ?? sql`true`;
  const roomsOfOrganization = organizationRows(user, rm.landlord_id) ?? sql`true`;
  const object = objectId === null ? sql`true` : sql`rm.object_id = ${objectId}`;
  const leaseObject = objectId === null ? sql`true` : sql`c.object_id = ${objectId}`;
  const { rows } = await db.execute<RentRollRow>(sql`
    with span as (select ${first}::date as first,
        (${first}::date + interval '1 month' - interval '1 day')::date as last),
    leases as (
      select c.* , lease_last_day(c.status, c.ends_on, c.terminated_on) as last_day
      from contracts c, span
      where ${leases} and c.status <> 'draft' and ${leaseObject}
        and c.ends_on >= span.first and c.starts_on <= span.last
        and lease_last_day(c.status, c.ends_on, c.terminated_on) >= span.first
    )
    select o.id as object_id, o.name as object_name, min(rm.floor) as floor,
      array_agg(rm.number order by length(rm.number), rm.number) as rooms,
      sum(rm.area)::float8 as area, l.id as contract_id, l.number, l.renter_id,
      coalesce(r.outlet_name, r.legal_name) as renter, l.rate_per_m2::float8 as rate_per_m2,
      contract_month_rent(l.starts_on, l.last_day, l.monthly_rent, l.indexation_percent,
        l.free_months, (select first from span))::float8 as rent,
      to_char(l.ends_on, 'YYYY-MM-DD') as ends_on
    from leases l
    join contract_rooms cr on cr.contract_id = l.id
    join rooms rm on rm.id = cr.room_id and ${object}
    join objects o on o.id = rm.object_id
    join renters r on r.id = l.renter_id
    group by o.id, o.name, l.id, l.number, l.renter_id, r.outlet_name, r.legal_name,
      l.rate_per_m2, l.starts_on, l.last_day, l.monthly_rent, l.indexation_percent,
      l.free_months, l.ends_on
    union all
    select o.id, o.name, rm.floor, array[rm.number], rm.area::float8, null, null, null, null,
      null, null, null
    from rooms rm join objects o on o.id = rm.object_id
    where ${roomsOfOrganization} and ${object}
      and not exists (select 1 from contract_rooms cr join leases l on l.id = cr.contract_id
        where cr.room_id = rm.id)
    order by 2, 1, 3, 4`);
  const byObject = new Map<number, RentRollRow[]>();
  for (const row of rows)
    byObject.set(row.object_id, [...(byObject.get(row.object_id) ?? []), row]);
  return {
    month,
    rows,
    objects: [...byObject.values()].map((own) => ({
      object_id: own[0].object_id,
      object_name: own[0].object_name,
      ...totalsOf(own),
    })),
    totals: totalsOf(rows),
  };
};

/** A room as the plan's query reads it: its floor, and a state the lease's end decides later. */
type PlanRow = Omit<PlanRoom, 'state'> & { floor: number; state: PlanState | null };

/**
 * An object's rooms by floor (top floor first), each with the lease that covers it `today`
 * (`room_lease`) and its state by the lease's end, else its earliest draft, else what staff set.
 */
export const readPlan = async (db: Db, user: AuthUser, objectId: number, today: string) => {
  const [object] = await db
    .select({ id: objects.id, name: objects.name })
    .from(objects)
    .where(and(eq(objects.id, objectId), organizationRows(user, objects.landlord_id)));
  if (!object) throw notFound();
  const { rows } = await db.execute<PlanRow>(sql`
    select rm.id, rm.number, rm.floor, rm.area::float8 as area,
      case when l.contract_id is not null then null
        when d.id is not null then 'draft'
        when rm.status = 'reserved' then 'reserved'
        else 'vacant' end as state,
      coalesce(l.contract_id, d.id) as contract_id,
      coalesce(r.outlet_name, r.legal_name, dr.outlet_name, dr.legal_name) as renter,
      to_char(l.ends_on, 'YYYY-MM-DD') as ends_on,
      case when c.id is null then null else contract_month_rent(c.starts_on,
        lease_last_day(c.status, c.ends_on, c.terminated_on), c.monthly_rent,
        c.indexation_percent, c.free_months, date_trunc('month', ${today}::date)::date)::float8 end as rent
    from rooms rm
    left join lateral room_lease(rm.id, ${today}::date) l on true
    left join contracts c on c.id = l.contract_id
    left join renters r on r.id = c.renter_id
    left join lateral (select c2.id, c2.renter_id from contract_rooms cr2
        join contracts c2 on c2.id = cr2.contract_id
        where cr2.room_id = rm.id and c2.status = 'draft' and l.contract_id is null
        order by c2.starts_on, c2.id limit 1) d on true
    left join renters dr on dr.id = d.renter_id
    where rm.object_id = ${object.id}
    order by rm.floor desc, length(rm.number), rm.number`);
  const floors: { floor: number; rooms: PlanRow[] }[] = [];
  for (const row of rows) {
    const last = floors[floors.length - 1];
    if (last?.floor === row.floor) last.rooms.push(row);
    else floors.push({ floor: row.floor, rooms: [row] });
  }
  return {
    object_id: object.id,
    name: object.name,
    floors: floors.map((f) => ({
      floor: f.floor,
      // In the answer's documented order, so the serializer and a bare JSON agree.
      rooms: f.rooms.map((room) => ({
        id: room.id,
        number: room.number,
        area: room.area,
        state: room.state ?? leaseState(room.ends_on as string, today),
        contract_id: room.contract_id,
        renter: room.renter,
        ends_on: room.ends_on,
        rent: room.rent,
      })),
    })),
  };
};
