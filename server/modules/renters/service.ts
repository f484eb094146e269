import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { renterInput } from '../../../src/domain/renters';
import type { Db } from '../../db/client';
import { renterRooms, renters, rooms } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { AppError, badRequest } from '../../lib/errors';
import { assertOwnRooms } from '../../lib/scope';

export type RenterInput = z.infer<typeof renterInput>;

/** Rooms held by an active renter are occupied; rooms no longer held go back to free. */
export const refreshOccupancy = (db: Db, landlordId: number) =>
  db.execute(sql`
    update rooms set status = case
      when exists (
        select 1 from renter_rooms rr join renters r on r.id = rr.renter_id
        where rr.room_id = rooms.id and r.status = 'active'
      ) then 'occupied'
      when rooms.status = 'occupied' then 'free'
      else rooms.status end
    where rooms.landlord_id = ${landlordId}`);

/**
 * A room is let to one active renter at a time: 400 on `room_ids` when another active renter
 * (not `renterId`) holds one of these rooms; the first lets it go by leaving it on its card.
 * The rooms' rows are locked until the transaction ends, so two writes cannot let one room.
 */
export const assertRoomsFree = async (db: Db, roomIds: number[], renterId: number | null) => {
  const ids = [...new Set(roomIds)];
  if (ids.length === 0) return;
  await db.select({ id: rooms.id }).from(rooms).where(inArray(rooms.id, ids)).for('update');
  const [taken] = await db
    .select({ room_id: renterRooms.room_id })
    .from(renterRooms)
    .innerJoin(renters, eq(renters.id, renterRooms.renter_id))
    .where(
      and(
        inArray(renterRooms.room_id, ids),
        eq(renters.status, 'active'),
        renterId === null ? undefined : ne(renters.id, renterId),
      ),
    )
    .limit(1);
  if (taken) throw badRequest({ room_ids: 'validation.room_taken' }, 'Room let to another renter');
};

/**
 * A BIN/IIN is registered once per landlord: 409 on `bin_iin` naming the renter that has it
 * (`existing`: id and name, of the caller's own organization: the only place a duplicate is).
 */
export const assertBinFree = async (
  db: Db,
  landlordId: number,
  bin: string,
  renterId: number | null,
) => {
  const [existing] = await db
    .select({ id: renters.id, legal_name: renters.legal_name, outlet_name: renters.outlet_name })
    .from(renters)
    .where(
      and(
        eq(renters.landlord_id, landlordId),
        eq(renters.bin_iin, bin),
        renterId === null ? undefined : ne(renters.id, renterId),
      ),
    )
    .limit(1);
  if (existing) {
    throw new AppError(
      409,
      'CONFLICT',
      'BIN/IIN already registered',
      { bin_iin: 'validation.bin_registered' },
      { existing: { id: existing.id, name: existing.outlet_name ?? existing.legal_name } },
    );
  }
};

/**
 * The checks of a renter's write in its landlord: its BIN/IIN is its own, its rooms are the
 * landlord's and, when it is active, held by no other active renter.
 */
export const assertRenterWrite = async (
  db: Db,
  landlordId: number,
  input: Pick<RenterInput, 'bin_iin' | 'room_ids' | 'status'>,
  renterId: number | null,
) => {
  await assertBinFree(db, landlordId, input.bin_iin, renterId);
  await assertOwnRooms(db, landlordId, input.room_ids);
  if (input.status === 'active') await assertRoomsFree(db, input.room_ids, renterId);
};

/** Gives a renter exactly these rooms (none when deleted) and recounts the landlord's occupancy. */
export const setRenterRooms = async (
  db: Db,
  renter: { id: number; landlord_id: number },
  roomIds: number[],
) => {
  await db.delete(renterRooms).where(eq(renterRooms.renter_id, renter.id));
  const unique = [...new Set(roomIds)];
  if (unique.length) {
    await db.insert(renterRooms).values(
      unique.map((room_id) => ({
        landlord_id: renter.landlord_id,
        renter_id: renter.id,
        room_id,
      })),
    );
  }
  await refreshOccupancy(db, renter.landlord_id);
};

/**
 * Makes a renter of a landlord from checked input (`assertRenterWrite`): its rooms are linked and
 * marked occupied, and the audit log gets the new renter with its rooms. Run it in a
 * transaction; returns the new row.
 */
export const createRenter = async (
  tx: Db,
  user: AuthUser,
  landlordId: number,
  input: RenterInput,
) => {
  const { room_ids, ...fields } = input;
  const roomIds = [...new Set(room_ids)];
  await assertRenterWrite(tx, landlordId, input, null);
  const [renter] = await tx
    .insert(renters)
    .values({ ...fields, landlord_id: landlordId, created_by: user.id })
    .returning();
  await setRenterRooms(tx, renter, roomIds);
  await recordAudit(tx, {
    user,
    landlordId,
    entity: 'renters',
    entityId: renter.id,
    action: 'create',
    before: null,
    after: { ...renter, room_ids: roomIds },
  });
  return renter;
};
