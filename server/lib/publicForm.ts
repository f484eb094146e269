import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '../../src/domain/validation';
import type { Db } from '../db/client';
import { AppError, badRequest } from './errors';
import { storeFiles } from './files/service';
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
  const fieldsLimit = limits.maxFields ?? 60;
  const filesLimit = limits.maxFiles + 1;
  // Parts are fields and files together: as many as both limits allow, so that the field and
  // file limits decide (multipart's own default of 1000 parts would cut a long form short).
  const parts = request.parts({
    limits: {
      files: filesLimit,
      fileSize: limits.maxFileBytes,
      fields: fieldsLimit,
      parts: fieldsLimit + filesLimit,
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
 * Stores the checked uploads, attached, in one transaction with the record `work` inserts (see
 * `storeFiles`): a refused submission leaves no file behind. A staff form names its sender
 * (`uploadedBy`), whose upload allowance the files take; a public one has none and is limited
 * per address instead. `work` learns each stored file's field and id.
 */
export const storeFormUploads = <T>(
  db: Db,
  storage: FileStorage,
  owner: { landlordId: number | null; uploadedBy: number | null },
  uploads: PublicUpload[],
  work: (tx: Db, stored: { field: string; id: number }[]) => Promise<T>,
) =>
  storeFiles(
    db,
    storage,
    { ...owner, files: uploads, attached: true, field: uploads[0]?.field ?? 'files' },
    (tx, rows) =>
      work(
        tx,
        rows.map((row, i) => ({ field: uploads[i].field, id: row.id })),
      ),
  );
