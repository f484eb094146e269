import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { objects, rooms } from '../../server/db/schema';
import { addDays } from '../../src/domain/rentSchedule';

/**
 * Leases for server tests: free rooms to let, a contract's body, and a renter put in rooms the
 * way staff do it (a draft, then activated).
 */

let serial = 0;

/** A valid contract's body for these rooms (a year from 2027-01-01 unless told otherwise). */
export const leaseBody = (
  renterId: number,
  place: { object_id: number; room_ids: number[] },
  overrides: object = {},
) => ({
  number: `T-${process.pid}-${++serial}`,
  signed_on: '2026-12-20',
  renter_id: renterId,
  object_id: place.object_id,
  room_ids: place.room_ids,
  area: null,
  rate_per_m2: 10_000,
  deposit: 500_000,
  starts_on: '2027-01-01',
  ends_on: '2027-12-31',
  indexation_percent: 8,
  payment_day: 5,
  free_months: 0,
  notice_days: 60,
  responsible_id: null,
  file_ids: [],
  comment: null,
  ...overrides,
});

/** A lease of `roomIds` (all in one object) to the renter, active; by default it covers today. */
export const leaseRooms = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  renterId: number,
  roomIds: number[],
  overrides: object = {},
) => {
  const [room] = await app.db.select().from(rooms).where(eq(rooms.id, roomIds[0]));
  const created = await app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers,
    payload: leaseBody(
      renterId,
      { object_id: room.object_id, room_ids: roomIds },
      { ...coveringToday(), ...overrides },
    ),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const active = await app.inject({
    method: 'PUT',
    url: `/api/contracts/${id}/status`,
    headers,
    payload: { status: 'active' },
  });
  expect(active.statusCode, active.body).toBe(200);
  return active.json() as { id: number; number: string; room_ids: number[] };
};

let roomSerial = 0;

/** New free rooms of the first object of an organization, made through the API for one test. */
export const newRooms = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  landlordId: number,
  count: number,
) => {
  const [object] = await app.db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.landlord_id, landlordId))
    .orderBy(asc(objects.id))
    .limit(1);
  const made: { id: number; object_id: number; area: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers,
      payload: {
        object_id: object.id,
        number: `L${process.pid % 1000}-${++roomSerial}`,
        floor: 1 + (roomSerial % 3),
        area: 20 + roomSerial,
        purpose: 'retail',
        status: 'free',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    made.push(res.json());
  }
  return made;
};

/** A term that covers today: from a month ago for a year (Kazakhstan's days). */
export const coveringToday = () => {
  const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
  return {
    starts_on: addDays(today, -30),
    ends_on: addDays(today, 335),
    signed_on: addDays(today, -40),
  };
};
