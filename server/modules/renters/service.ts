import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { renterInput } from '../../../src/domain/renters';
import type { Db } from '../../db/client';
import { renterRooms, renters } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
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
 * Makes a renter of a landlord from checked input: its rooms must be the landlord's; they are
 * linked and marked occupied, and the audit log gets the new renter with its rooms. Run it in
 * a transaction; returns the new row.
 */
export const createRenter = async (
  tx: Db,
  user: AuthUser,
  landlordId: number,
  input: RenterInput,
) => {
  const { room_ids, ...fields } = input;
  const roomIds = [...new Set(room_ids)];
  await assertOwnRooms(tx, landlordId, roomIds);
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
