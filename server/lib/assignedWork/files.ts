import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';

/**
 * The files a record holds now (none for a new one): an edit may keep them whoever uploaded them,
 * so `assertOwnFiles` passes over these.
 */
export const heldFileIds = async (db: Db, entity: string, existing: { id: number } | null) => {
  if (!existing) return [];
  const rows = await db
    .select({ id: attachments.file_id })
    .from(attachments)
    .where(and(eq(attachments.entity, entity), eq(attachments.entity_id, existing.id)));
  return rows.map((r) => r.id);
};
