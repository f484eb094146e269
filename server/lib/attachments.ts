import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AttachedFile } from '../../src/domain/files';
import type { Db } from '../db/client';
import { attachments, files } from '../db/schema';
import type { AuthUser } from './authUser';
import { badRequest } from './errors';
import { signedFileUrl } from './files/signing';
import { publicFileUrl } from './files/storage';

interface Owner {
  entity: string;
  entityId: number;
  /** None for the platform's own records (a superadmin's notification). */
  landlordId: number | null;
  slot?: string;
}

/** Links files to a record's slot, replacing what the slot held, and marks them kept. */
export const linkFiles = async (db: Db, owner: Owner, fileIds: number[]) => {
  const slot = owner.slot ?? 'files';
  await db
    .delete(attachments)
    .where(
      and(
        eq(attachments.entity, owner.entity),
        eq(attachments.entity_id, owner.entityId),
        eq(attachments.slot, slot),
      ),
    );
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  await db.insert(attachments).values(
    ids.map((file_id, position) => ({
      landlord_id: owner.landlordId,
      entity: owner.entity,
      entity_id: owner.entityId,
      slot,
      file_id,
      position,
    })),
  );
  await db
    .update(files)
    .set({ attached_at: new Date().toISOString() })
    .where(and(inArray(files.id, ids), isNull(files.attached_at)));
};

/**
 * Checks that every new id is a private file the caller uploaded and no record holds yet (ids
 * already on this record, `current`, stay), so a record can neither borrow another record's
 * file nor reach one by guessing its id. `field` names the form field.
 */
export const assertOwnFiles = async (
  db: Db,
  user: AuthUser,
  fileIds: number[],
  field: string,
  current: number[] = [],
) => {
  const ids = [...new Set(fileIds)].filter((id) => !current.includes(id));
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.is_public, false),
        eq(files.uploaded_by, user.id),
        isNull(files.attached_at),
      ),
    );
  if (rows.length !== ids.length) throw badRequest({ [field]: 'validation.invalid' });
};

/** The files of many records of one entity, by record id and slot, with URLs for the user. */
export const filesOf = async (
  db: Db,
  entity: string,
  entityIds: number[],
  sign: { secret: string; userId: number },
) => {
  const byRecord = new Map<number, Record<string, AttachedFile[]>>();
  if (entityIds.length === 0) return byRecord;
  const rows = await db
    .select({
      entity_id: attachments.entity_id,
      slot: attachments.slot,
      id: files.id,
      name: files.name,
      size: files.size,
      mime: files.mime,
      key: files.storage_key,
      is_public: files.is_public,
    })
    .from(attachments)
    .innerJoin(files, eq(files.id, attachments.file_id))
    .where(and(eq(attachments.entity, entity), inArray(attachments.entity_id, entityIds)))
    .orderBy(asc(attachments.position));
  for (const row of rows) {
    const slots = byRecord.get(row.entity_id) ?? {};
    const url = row.is_public
      ? publicFileUrl(row.key)
      : signedFileUrl(sign.secret, row.key, sign.userId);
    const file = { id: row.id, name: row.name, size: row.size, mime: row.mime, url };
    slots[row.slot] = [...(slots[row.slot] ?? []), file];
    byRecord.set(row.entity_id, slots);
  }
  return byRecord;
};
