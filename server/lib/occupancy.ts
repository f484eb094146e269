import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one occupancy rule (migration 0022): a room is occupied on a day when a lease covers it
 * that day — `room_lease(room, day)` in SQL. The renter card's rooms (the `renter_rooms` view),
 * the room list's status, an object's occupancy, the dashboard's chart, the rent roll and the
 * stacking plan all read it through here; nothing stores it.
 */

/** Today in Kazakhstan, as SQL computes it. */
export const TODAY = sql`almaty_today()`;

/** A `YYYY-MM-DD` day as a SQL date. */
export const dayOf = (day: string): SQL => sql`${day}::date`;

/** The lease covering `room` on `day` (0 or 1 row: contract_id, renter_id, starts_on, ends_on). */
export const roomLease = (room: AnyPgColumn | SQL, day: SQL = TODAY): SQL =>
  sql`room_lease(${room}, ${day})`;

/** Whether a lease covers `room` on `day`. */
export const occupiedOn = (room: AnyPgColumn | SQL, day: SQL = TODAY): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${roomLease(room, day)})`;

/** A room's status as shown: occupied by the rule, else what staff set (free or reserved). */
export const roomStatus = (room: { id: AnyPgColumn; status: AnyPgColumn }): SQL<string> =>
  sql<string>`case when ${occupiedOn(room.id)} then 'occupied' else ${room.status} end`;

/** The last day a lease covers: its end, or its termination day when that comes first. */
export const leaseLastDay = (c: {
  status: AnyPgColumn;
  ends_on: AnyPgColumn;
  terminated_on: AnyPgColumn;
}): SQL<string> => sql<string>`lease_last_day(${c.status}, ${c.ends_on}, ${c.terminated_on})`;
