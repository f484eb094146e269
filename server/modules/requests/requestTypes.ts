import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { landlordRequestTypes, requestTypes } from '../../db/schema';

/** Makes the landlord's settings row for every active catalogue type that has none yet. */
export const ensureLandlordTypes = async (db: Db, landlordId: number) => {
  const types = await db
    .select({ id: requestTypes.id })
    .from(requestTypes)
    .where(eq(requestTypes.is_active, true));
  if (types.length === 0) return;
  await db
    .insert(landlordRequestTypes)
    .values(types.map((t) => ({ landlord_id: landlordId, request_type_id: t.id })))
    .onConflictDoNothing();
};

/** The types a landlord's people may file: active, and shown by the landlord; with its SLA. */
export const availableTypes = async (db: Db, landlordId: number, kindId?: number) => {
  await ensureLandlordTypes(db, landlordId);
  const rows = await db
    .select({
      type: requestTypes,
      show: landlordRequestTypes.show,
      landlord_sla: landlordRequestTypes.sla_hours,
      default_executor_id: landlordRequestTypes.default_executor_id,
    })
    .from(requestTypes)
    .innerJoin(
      landlordRequestTypes,
      and(
        eq(landlordRequestTypes.request_type_id, requestTypes.id),
        eq(landlordRequestTypes.landlord_id, landlordId),
      ),
    )
    .where(
      and(
        eq(requestTypes.is_active, true),
        eq(landlordRequestTypes.show, true),
        kindId ? eq(requestTypes.kind_id, kindId) : undefined,
      ),
    )
    .orderBy(asc(requestTypes.sort_order), asc(requestTypes.id));
  return rows.map((r) => ({
    ...r.type,
    sla_hours: r.landlord_sla ?? r.type.sla_hours,
    default_executor_id: r.default_executor_id,
  }));
};
