import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { AuthUser } from '../authUser';
import { AppError, badRequest } from '../errors';
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

/** What one user may upload: a rate, and the bytes no record has taken yet. */
export const UPLOAD_ALLOWANCE = {
  perMinute: 30,
  unattachedBytes: 100 * 1024 * 1024,
} as const;

/**
 * 429 when the user uploads faster than the allowance or would hold more unattached bytes than
 * it (files no record took are removed after a day, which frees the quota).
 */
export const assertUploadAllowance = async (db: Db, user: AuthUser, bytes: number) => {
  const minuteAgo = new Date(Date.now() - 60_000).toISOString();
  const [usage] = await db
    .select({
      recent: sql<number>`(count(*) filter (where ${files.created_at} > ${minuteAgo}))::int`,
      unattached: sql<string>`coalesce(sum(${files.size}) filter (where ${files.attached_at} is null), 0)`,
    })
    .from(files)
    .where(eq(files.uploaded_by, user.id));
  if (usage.recent >= UPLOAD_ALLOWANCE.perMinute) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      'Too many uploads',
      { file: 'app.errors.upload_rate' },
      { retry_after: 60 },
    );
  }
  if (Number(usage.unattached) + bytes > UPLOAD_ALLOWANCE.unattachedBytes) {
    throw new AppError(429, 'UPLOAD_QUOTA', 'Too many files not yet attached', {
      file: 'app.errors.upload_quota',
    });
  }
};

/** A file name as people see it: no control characters, at most 255 characters. */
const cleanName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'file';

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
      name: cleanName(file.name),
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
