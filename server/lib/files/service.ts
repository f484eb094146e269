import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, landlords, objects, rooms } from '../../db/schema';
import type { AuthUser } from '../authUser';
import { AppError, badRequest } from '../errors';
import { type FileKind, sniff } from './sniff';
import { type FileStorage, publicFileUrl } from './storage';

export const UPLOAD_PURPOSES = {
  /** Logos of landlords, objects and rooms: images, public once a record shows them. */
  logo: { maxBytes: 5 * 1024 * 1024, imagesOnly: true },
  /** Documents attached to records: private, served by signed URL. */
  attachment: { maxBytes: 10 * 1024 * 1024, imagesOnly: false },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export type FileRow = typeof files.$inferSelect;

/**
 * What one user may upload, by every path (`/api/files`, notification files): a rate, the bytes
 * no record has taken yet, and the bytes of a day (files a record took at once count there).
 */
export const UPLOAD_ALLOWANCE = {
  perMinute: 30,
  unattachedBytes: 100 * 1024 * 1024,
  bytesPerDay: 500 * 1024 * 1024,
} as const;

/** Checked bytes to store: the name people see and the kind sniffed from the bytes. */
export interface CheckedFile {
  name: string;
  body: Buffer;
  kind: FileKind;
}

/** A set of files stored together, and whose they are. */
export interface FileBatch {
  files: CheckedFile[];
  landlordId: number | null;
  /** The signed-in sender, whose allowance the files take; none for a public form (limited per address). */
  uploadedBy: number | null;
  /** Referenced at once by the record stored in the same transaction (a form, a notification). */
  attached: boolean;
  /** The form field a refusal names (`file`, `files`). */
  field: string;
}

/**
 * Takes the batch out of its sender's allowance, or answers 429 (files no record took are
 * removed after a day, which frees the quota). The lock on the sender is held until the
 * transaction that records the files ends, so parallel uploads are counted one after another
 * and cannot all pass on the same total.
 */
const takeUploadAllowance = async (tx: Db, uploadedBy: number, batch: FileBatch) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${uploadedBy}`}))`);
  const minuteAgo = new Date(Date.now() - 60_000).toISOString();
  const dayAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
  const [usage] = await tx
    .select({
      recent: sql<number>`(count(*) filter (where ${files.created_at} > ${minuteAgo}))::int`,
      unattached: sql<string>`coalesce(sum(${files.size}) filter (where ${files.attached_at} is null), 0)`,
      today: sql<string>`coalesce(sum(${files.size}) filter (where ${files.created_at} > ${dayAgo}), 0)`,
    })
    .from(files)
    .where(eq(files.uploaded_by, uploadedBy));
  if (usage.recent + batch.files.length > UPLOAD_ALLOWANCE.perMinute) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      'Too many uploads',
      { [batch.field]: 'app.errors.upload_rate' },
      { retry_after: 60 },
    );
  }
  const bytes = batch.files.reduce((total, file) => total + file.body.length, 0);
  const unattachedOver =
    !batch.attached && Number(usage.unattached) + bytes > UPLOAD_ALLOWANCE.unattachedBytes;
  if (unattachedOver || Number(usage.today) + bytes > UPLOAD_ALLOWANCE.bytesPerDay) {
    throw new AppError(429, 'UPLOAD_QUOTA', 'Upload allowance used up', {
      [batch.field]: 'app.errors.upload_quota',
    });
  }
};

/** A file name as people see it: no control characters, at most 255 characters. */
const cleanName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'file';

/**
 * Stores a batch in one transaction with `work`, which records what holds the files: takes the
 * sender's allowance, writes each body under a random name, records the rows (private, with
 * their checksums), then runs `work`. Whatever fails, the commit included, the bodies written
 * are removed: a refused upload or form leaves no file behind.
 */
export const storeFiles = async <T>(
  db: Db,
  storage: FileStorage,
  batch: FileBatch,
  work: (tx: Db, rows: FileRow[]) => Promise<T>,
): Promise<T> => {
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      if (batch.uploadedBy !== null && batch.files.length > 0) {
        await takeUploadAllowance(tx, batch.uploadedBy, batch);
      }
      const rows: FileRow[] = [];
      for (const file of batch.files) {
        const key = `${randomBytes(16).toString('hex')}.${file.kind.ext}`;
        written.push(key);
        await storage.put(key, file.body);
        const [row] = await tx
          .insert(files)
          .values({
            landlord_id: batch.landlordId,
            uploaded_by: batch.uploadedBy,
            name: cleanName(file.name),
            mime: file.kind.mime,
            size: file.body.length,
            checksum: createHash('sha256').update(file.body).digest('hex'),
            storage_key: key,
            attached_at: batch.attached ? new Date().toISOString() : null,
          })
          .returning();
        rows.push(row);
      }
      return work(tx, rows);
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw error;
  }
};

/** Checks one staff upload (`POST /api/files`) by its purpose's rules and stores it, unattached. */
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
  const batch = {
    files: [{ name: upload.name, body: upload.body, kind }],
    landlordId: upload.user.landlord_id,
    uploadedBy: upload.user.id,
    attached: false,
    field: 'file',
  };
  return storeFiles(db, storage, batch, async (_tx, [row]) => row);
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

/**
 * Whether an organization, object or room shows the file as its logo now: a logo they no longer
 * show (replaced, removed) stops being public, so records cannot be used as image hosting.
 */
export const logoInUse = async (db: Db, fileId: number) => {
  const { rows } = await db.execute<{ used: boolean }>(sql`select
    exists (select 1 from ${landlords} where ${landlords.logo_id} = ${fileId})
    or exists (select 1 from ${objects} where ${objects.logo_id} = ${fileId})
    or exists (select 1 from ${rooms} where ${rooms.logo_id} = ${fileId}) as used`);
  return rows[0]?.used === true;
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
