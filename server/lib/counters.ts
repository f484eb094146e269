import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { counters } from '../db/schema';

/**
 * The next number of a landlord's sequence `name` (requests, tasks), from 1: atomic, the counter
 * row is locked by the update until the caller's transaction ends.
 */
export const nextNumber = async (db: Db, landlordId: number, name: string) => {
  const [row] = await db
    .insert(counters)
    .values({ landlord_id: landlordId, name, value: 1 })
    .onConflictDoUpdate({
      target: [counters.landlord_id, counters.name],
      set: { value: sql`${counters.value} + 1` },
    })
    .returning({ value: counters.value });
  return row.value;
};
