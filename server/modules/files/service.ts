import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { AppError, badRequest } from '../../lib/errors';
import { type FileKind, sniff } from './sniff';
import { type FileStorage, publicFileUrl } from './storage';

export const UPLOAD_PURPOSES = {
  /** Logos of landlords, objects and rooms: images, public once a record shows them. */
  logo: { maxBytes: 5 * 1024 * 1024, imagesOnly: true, isPublic: false },
  /** Documents attached to records: private, served by signed URL. */
  attachment: { maxBytes: 10 * 1024 * 1024, imagesOnly: false, isPublic: false },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export type FileRow = typeof files.$inferSelect;

/** Checks the bytes, stores them under a random name and records the file. */
export const storeUpload = async (
  db: Db,
  storage: FileStorage,
  upload: { name: string; body: Buffer; purpose: UploadPurpose; user: AuthUser },
): Promise<FileRow> => {
  const rules = UPLOAD_PURPOSES[upload.purpose];
  if (upload.body.length === 0) throw badRequest({ file: 'validation.required' });
  if (upload.body.length > rules.maxBytes) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File too large', {
      file: 'app.errors.too_large',
    });
  }
  const kind = sniff(upload.body, upload.name);
  if (!kind || (rules.imagesOnly && !kind.image)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'File type refused', {
      file: 'app.errors.file_type',
    });
  }
  return saveFile(db, storage, {
    name: upload.name,
    body: upload.body,
    kind,
    landlordId: upload.user.landlord_id,
    uploadedBy: upload.user.id,
    isPublic: rules.isPublic,
    attached: false,
  });
};

/** Writes checked bytes under a random name and records the file with its checksum. */
export const saveFile = async (
  db: Db,
  storage: FileStorage,
  file: {
    name: string;
    body: Buffer;
    kind: FileKind;
    landlordId: number | null;
    uploadedBy: number | null;
    isPublic: boolean;
    /** Already referenced by a record (public forms store file and record together). */
    attached: boolean;
  },
): Promise<FileRow> => {
  const key = `${randomBytes(16).toString('hex')}.${file.kind.ext}`;
  await storage.put(key, file.body);
  const [row] = await db
    .insert(files)
    .values({
      landlord_id: file.landlordId,
      uploaded_by: file.uploadedBy,
      name: file.name.slice(0, 255),
      mime: file.kind.mime,
      size: file.body.length,
      checksum: createHash('sha256').update(file.body).digest('hex'),
      storage_key: key,
      is_public: file.isPublic,
      attached_at: file.attached ? new Date().toISOString() : null,
    })
    .returning()
    .catch(async (error: unknown) => {
      await storage.remove(key);
      throw error;
    });
  return row;
};

/**
 * A logo a record may point at: an image the caller uploaded that no record holds yet. It stays
 * private until then (an upload is no public image hosting) and becomes public here.
 */
export const attachLogo = async (db: Db, user: AuthUser, fileId: number | null | undefined) => {
  if (!fileId) return null;
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  const usable =
    file &&
    file.uploaded_by === user.id &&
    !file.attached_at &&
    file.mime.startsWith('image/') &&
    file.size <= UPLOAD_PURPOSES.logo.maxBytes;
  if (!usable) throw badRequest({ logo_id: 'validation.invalid' });
  const [taken] = await db
    .update(files)
    .set({ attached_at: new Date().toISOString(), is_public: true })
    .where(and(eq(files.id, fileId), isNull(files.attached_at)))
    .returning({ id: files.id });
  if (!taken) throw badRequest({ logo_id: 'validation.invalid' });
  return fileId;
};

/** Public URLs of logos by file id, in one query. */
export const logoUrls = async (db: Db, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: files.id, key: files.storage_key })
    .from(files)
    .where(and(inArray(files.id, wanted), eq(files.is_public, true)));
  return new Map(rows.map((r) => [r.id, publicFileUrl(r.key)]));
};
