import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { renterInput } from '../../../src/domain/renters';
import type { Db } from '../../db/client';
import { renters } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { AppError } from '../../lib/errors';

export type RenterInput = z.infer<typeof renterInput>;

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
 * Makes a renter of a landlord from checked input (its BIN/IIN its own in the organization), and
 * writes it to the audit log. Its rooms come with its contracts. Run it in a transaction; returns
 * the new row.
 */
export const createRenter = async (
  tx: Db,
  user: AuthUser,
  landlordId: number,
  input: RenterInput,
) => {
  await assertBinFree(tx, landlordId, input.bin_iin, null);
  const [renter] = await tx
    .insert(renters)
    .values({ ...input, landlord_id: landlordId, created_by: user.id })
    .returning();
  await recordAudit(tx, {
    user,
    landlordId,
    entity: 'renters',
    entityId: renter.id,
    action: 'create',
    before: null,
    after: renter,
  });
  return renter;
};
