import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { objects, rooms } from '../db/schema';

/**
 * The one occupancy rule (migrations 0022, 0023): a room is occupied on a day when a lease covers
 * it that day — `leases_on(day)` in SQL, every room a lease covers that day, and `room_lease(room,
 * day)`, one room's. The renter card's rooms (the `renter_rooms` view),
 * the room list's status, an object's occupancy, the dashboard's chart, the rent roll and the
 * stacking plan all read it through here; nothing stores it.
 */

/** Today in Kazakhstan, as SQL computes it. */
export const TODAY = sql`almaty_today()`;

/** A `YYYY-MM-DD` day as a SQL date. */
export const dayOf = (day: string): SQL => sql`${day}::date`;

/**
 * Each room a lease covers on `day`, with the lease: landlord_id, contract_id, renter_id,
 * object_id, room_id, starts_on, ends_on.
 */
export const leasesOn = (day: SQL = TODAY): SQL => sql`leases_on(${day})`;

/**
 * Each object's rooms and m², all and let today, as a lateral subquery of `objects` (one
 * aggregate row an object): its rooms beside the set of those its leases cover.
 */
export const objectOccupancy = (db: Db) => {
  const leased = db
    .selectDistinct({ room_id: sql<number>`l.room_id`.as('leased_room_id') })
    .from(sql`${leasesOn()} l`)
    .where(sql`l.object_id = ${objects.id}`)
    .as('leased');
  const occupied = sql`${leased.room_id} is not null`;
  return db
    .select({
      rooms_total: sql<number>`count(*)::int`.as('rooms_total'),
      rooms_occupied: sql<number>`count(${leased.room_id})::int`.as('rooms_occupied'),
      area_total: sql<number>`coalesce(sum(${rooms.area}), 0)::float8`.as('area_total'),
      area_occupied:
        sql<number>`coalesce(sum(${rooms.area}) filter (where ${occupied}), 0)::float8`.as(
          'area_occupied',
        ),
    })
    .from(rooms)
    .leftJoin(leased, eq(leased.room_id, rooms.id))
    .where(eq(rooms.object_id, objects.id))
    .as('occupancy');
};

/** The lease covering `room` on `day` (0 or 1 row: contract_id, renter_id, starts_on, ends_on). */
export const roomLease = (room: AnyPgColumn | SQL, day: SQL = TODAY): SQL =>
  sql`room_lease(${room}, ${day})`;

/**
 * Whether a lease covers `room` on `day`, as a filter over many rooms: the set of every room let
 * that day is read once and hashed, not probed room by room.
 */
export const occupiedOn = (room: AnyPgColumn | SQL, day: SQL = TODAY): SQL<boolean> =>
  sql<boolean>`${room} in (select l.room_id from ${leasesOn(day)} l)`;

/**
 * A room's status as shown: occupied by the rule, else what staff set (free or reserved). One
 * probe a room, for the rows a page already chose.
 */
export const roomStatus = (room: { id: AnyPgColumn; status: AnyPgColumn }): SQL<string> =>
  sql<string>`case when exists (select 1 from ${roomLease(room.id)}) then 'occupied'
    else ${room.status} end`;

/** The last day a lease covers: its end, or its termination day when that comes first. */
export const leaseLastDay = (c: {
  status: AnyPgColumn;
  ends_on: AnyPgColumn;
  terminated_on: AnyPgColumn;
}): SQL<string> => sql<string>`lease_last_day(${c.status}, ${c.ends_on}, ${c.terminated_on})`;
