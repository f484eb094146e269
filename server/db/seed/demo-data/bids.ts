import { and, asc, eq, inArray } from 'drizzle-orm';
import { kazakhstanHolidays } from '../../../../src/domain/holidays';
import { REQUEST_KINDS } from '../../../../src/domain/requestTypes';
import { landlordCalendar } from '../../../lib/businessCalendar';
import type { Db } from '../../client';
import {
  bidComments,
  bidEvents,
  bids,
  counters,
  renterRooms,
  renters,
  requestTypes,
  rooms,
  users,
} from '../../schema';
import { type BidPlanInput, type PlanRenter, planBids } from './bidPlan';

const CHUNK = 500;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

export interface DemoBidOptions {
  seed: number;
  count: number;
  /** How busy each weekday is, Monday first. */
  week: number[];
  /** The plates' region code: 02 Almaty, 01 Astana. */
  region: string;
  now?: Date;
}

/**
 * About `count` bids of a landlord over the last 90 days, with their history and comments, and
 * the bid counter set so new bids continue the numbering. A few queries and bulk inserts.
 */
export const insertDemoBids = async (db: Db, landlordId: number, options: DemoBidOptions) => {
  const now = options.now ?? new Date();
  const calendar = await landlordCalendar(db, landlordId);
  // The calendar holds this year's and next year's holidays; the 90 days may reach last year.
  const lastYear = kazakhstanHolidays(now.getFullYear() - 1).map((h) => h.date);
  const types = await db
    .select({
      id: requestTypes.id,
      code: requestTypes.code,
      sla_hours: requestTypes.sla_hours,
      fields: requestTypes.fields,
    })
    .from(requestTypes)
    .where(and(eq(requestTypes.is_active, true), eq(requestTypes.kind_id, REQUEST_KINDS.tenant)))
    .orderBy(asc(requestTypes.sort_order), asc(requestTypes.id));
  const renterRows = await db
    .select({
      id: renters.id,
      legal_name: renters.legal_name,
      outlet_name: renters.outlet_name,
      contact_full_name: renters.contact_full_name,
      phone: renters.phone,
    })
    .from(renters)
    .where(and(eq(renters.landlord_id, landlordId), eq(renters.status, 'active')))
    .orderBy(asc(renters.id));
  const held = await db
    .select({
      renter_id: renterRooms.renter_id,
      id: rooms.id,
      object_id: rooms.object_id,
      purpose: rooms.purpose,
    })
    .from(renterRooms)
    .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
    .where(eq(renterRooms.landlord_id, landlordId))
    .orderBy(asc(renterRooms.renter_id), asc(rooms.id));
  const people = await db
    .select({ id: users.id, role: users.role, renter_id: users.renter_id })
    .from(users)
    .where(
      and(
        eq(users.landlord_id, landlordId),
        eq(users.status, 'active'),
        inArray(users.role, ['landlord', 'employee', 'renter']),
      ),
    )
    .orderBy(asc(users.id));

  const planRenters: PlanRenter[] = renterRows.map((r) => ({
    ...r,
    user_id: people.find((u) => u.role === 'renter' && u.renter_id === r.id)?.id ?? null,
    rooms: held
      .filter((h) => h.renter_id === r.id)
      .map(({ id, object_id, purpose }) => ({ id, object_id, purpose })),
  }));
  const input: BidPlanInput = {
    seed: options.seed,
    count: options.count,
    now,
    calendar: { ...calendar, holidays: [...lastYear, ...calendar.holidays] },
    types,
    renters: planRenters,
    // Employees with logins carry most of the work; the owner takes the rest.
    staff: people
      .filter((u) => u.role !== 'renter')
      .map((u) => ({ id: u.id, weight: u.role === 'employee' ? 2 : 1 })),
    week: options.week,
    region: options.region,
  };
  const planned = planBids(input);
  if (!planned.length) return 0;

  const ids = new Map<number, number>();
  for (const part of chunks(planned)) {
    const inserted = await db
      .insert(bids)
      .values(part.map((p) => ({ ...p.row, landlord_id: landlordId })))
      .returning({ id: bids.id, number: bids.number });
    for (const row of inserted) ids.set(row.number, row.id);
  }
  const owned = <T>(list: (p: (typeof planned)[number]) => T[]) =>
    planned.flatMap((p) =>
      list(p).map((row) => ({
        ...row,
        landlord_id: landlordId,
        bid_id: ids.get(p.row.number) as number,
      })),
    );
  for (const part of chunks(owned((p) => p.events))) await db.insert(bidEvents).values(part);
  for (const part of chunks(owned((p) => p.comments))) await db.insert(bidComments).values(part);
  await db
    .insert(counters)
    .values({ landlord_id: landlordId, name: 'bids', value: planned.length })
    .onConflictDoUpdate({
      target: [counters.landlord_id, counters.name],
      set: { value: planned.length },
    });
  return planned.length;
};
