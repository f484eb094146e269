import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuthUser } from './authUser';

/**
 * A record's state as the log compares it: any table's row, or a snapshot of what changed
 * (`{ account }`). The diff reads its fields by name, so it stays a plain record.
 */
type Row = Record<string, unknown>;
const IGNORED = new Set(['updated_at', 'created_at', 'password_hash']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Which fields changed between two versions of a record (all of them on create or delete). */
export const diff = (before: Row | null, after: Row | null) => {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (!same(from, to)) changes[key] = { from, to };
  }
  return changes;
};

/** One audit row per write: who changed which fields of which record, and when. */
export const recordAudit = async (
  db: Db,
  entry: {
    user: AuthUser | null;
    landlordId: number | null;
    entity: string;
    entityId: number;
    action: 'create' | 'update' | 'delete' | 'restore';
    before: Row | null;
    after: Row | null;
  },
) => {
  const changes = diff(entry.before, entry.after);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await db.insert(auditLog).values({
    landlord_id: entry.landlordId,
    user_id: entry.user?.id ?? null,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes,
  });
};
