import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '../../src/domain/validation';
import type { Db } from '../db/client';
import { AppError, badRequest } from './errors';
import { saveFile } from './files/service';
import { type FileKind, sniff } from './files/sniff';
import type { FileStorage } from './files/storage';

export interface PublicUpload {
  field: string;
  name: string;
  body: Buffer;
  kind: FileKind;
}

interface Limits {
  /** Multipart fields that carry files, e.g. `files` or `files_1`. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** Text fields at most (60 unless given): a form of many picked ids needs more. */
  maxFields?: number;
}

const tooLarge = (field: string) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'File too large', { [field]: 'app.errors.too_large' });

/** The spec's indexed names (`recipients[0]`, `files[1]`) are read as a repeated plain name. */
const plainName = (name: string) => name.replace(/\[\d+\]$/, '');

/**
 * Reads a multipart form whole before anything is stored: text fields (repeated names become
 * arrays) and files checked by size, count and content. Throws the first refusal.
 */
export const readPublicForm = async (request: FastifyRequest, limits: Limits) => {
  if (!request.isMultipart()) throw badRequest({ _: 'validation.invalid' });
  const fields: Record<string, string | string[]> = {};
  const uploads: PublicUpload[] = [];
  const parts = request.parts({
    limits: {
      files: limits.maxFiles + 1,
      fileSize: limits.maxFileBytes,
      fields: limits.maxFields ?? 60,
    },
  });
  try {
    for await (const part of parts) {
      const name = plainName(part.fieldname);
      if (part.type === 'field') {
        const value = String(part.value);
        const prior = fields[name];
        fields[name] =
          prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
        continue;
      }
      const field = `${name}.${uploads.filter((u) => u.field === name).length}`;
      if (!limits.fileFields.includes(name)) throw badRequest({ [field]: 'validation.invalid' });
      if (uploads.length >= limits.maxFiles)
        throw badRequest({ [name]: 'validation.too_many_files' });
      const body = await part.toBuffer();
      if (body.length === 0) continue;
      const kind = sniff(body, part.filename);
      if (!kind) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'File type refused', {
          [field]: 'app.errors.file_type',
        });
      }
      uploads.push({ field: name, name: part.filename.slice(0, 255), body, kind });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits.fileFields[0]);
    if (code === 'FST_FILES_LIMIT')
      throw badRequest({ [limits.fileFields[0]]: 'validation.too_many_files' });
    if (code === 'FST_FIELDS_LIMIT') throw badRequest({ _: 'validation.invalid' });
    throw error;
  }
  return { fields, uploads };
};

/** Validates the text fields with the form's schema, answering 400 with every field's message. */
export const parseFields = <T extends z.ZodType>(schema: T, fields: Record<string, unknown>) => {
  const result = schema.safeParse(fields);
  if (result.success) return result.data as z.infer<T>;
  throw badRequest(fieldErrors(result.error.issues));
};

/**
 * Stores the checked uploads and records them in the transaction given; if the transaction
 * fails, `discard` removes the bodies so a refused submission leaves no file behind. A staff
 * form names its sender (`uploadedBy`); a public one has none.
 */
export const storePublicUploads = async (
  db: Db,
  storage: FileStorage,
  landlordId: number | null,
  uploads: PublicUpload[],
  uploadedBy: number | null = null,
) => {
  const keys: string[] = [];
  const stored: { field: string; id: number }[] = [];
  const discard = () => Promise.all(keys.map((key) => storage.remove(key)));
  try {
    for (const upload of uploads) {
      const row = await saveFile(db, storage, {
        ...upload,
        landlordId,
        uploadedBy,
        isPublic: false,
        attached: true,
      });
      keys.push(row.storage_key);
      stored.push({ field: upload.field, id: row.id });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { stored, discard };
};
