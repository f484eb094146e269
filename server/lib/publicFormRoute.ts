import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_FORM_RATE_LIMIT } from '../../src/domain/constants';
import { plainString } from '../../src/domain/validation';
import type { Db } from '../db/client';
import { objects } from '../db/schema';
import { linkFiles } from './attachments';
import { recordAudit } from './audit';
import { AppError, badRequest, notFound } from './errors';
import { logoUrls } from './files/service';
import { parseFields, readPublicForm, storeFormUploads } from './publicForm';
import { type PublicLinkKind, type PublicLinkOwner, resolvePublicLink } from './publicLinks';
import { idOnly } from './responses';
import { assertTrialPublicWrite } from './trial';

const tokenParams = z.object({ token: plainString(100) });

/**
 * `S`, the form's schema; `V`, the row's values made from it; `R`, the row the insert answers
 * (its id names the record the files and the audit go to).
 */
export interface PublicFormSpec<S extends z.ZodType, V, R extends { id: number } = { id: number }> {
  kind: PublicLinkKind;
  /** The form's segment under `/api/public/`, e.g. `contractor-form`. */
  path: string;
  /** The audit entity, and the record the files are attached to. */
  entity: string;
  schema: S;
  files: {
    /** Each multipart file field and the attachment slot its files go to. */
    slots: Record<string, string>;
    /** Files in all, and in one field. */
    maxFiles: number;
    perField?: number;
    maxFileMb: number;
    imagesOnly?: boolean;
  };
  /** What the form page needs beside the landlord's name and logo (choices, limits). */
  info: (db: Db, link: PublicLinkOwner) => Promise<object>;
  /** The documented fields of `info` (none by default). */
  infoSchema?: z.ZodObject;
  /** The text fields as the schema reads them (a repeated field as a list…). */
  fields?: (raw: Record<string, string | string[]>) => Record<string, unknown>;
  /** The row's values from valid input, refusing (400) what the link's landlord does not own. */
  values: (db: Db, input: z.infer<S>, link: PublicLinkOwner) => Promise<V> | V;
  /** Inserts the row (and any history of it) in the submission's transaction. */
  insert: (tx: Db, values: V, link: PublicLinkOwner) => Promise<R>;
  /** The 201 body; `{id}` unless given. */
  answer?: (row: R) => object;
  /** The documented shape of `answer`. */
  answerSchema?: z.ZodType;
}

/** The landlord's object by id, or null. */
export const landlordObject = async (db: Db, landlordId: number, objectId: number) => {
  const [object] = await db
    .select({ id: objects.id, name: objects.name })
    .from(objects)
    .where(and(eq(objects.id, objectId), eq(objects.landlord_id, landlordId)));
  return object ?? null;
};

/** An object's own link decides the object; a landlord-wide one may name any of its own. */
export const submittedObject = async (db: Db, link: PublicLinkOwner, chosen: number | null) => {
  if (link.object_id !== null || chosen === null) return link.object_id;
  if (!(await landlordObject(db, link.landlord_id, chosen))) {
    throw badRequest({ object_id: 'validation.invalid' });
  }
  return chosen;
};

/** Refuses what the form's file rules read after the upload: images only, files per field. */
const checkUploads = (
  rules: PublicFormSpec<z.ZodType, unknown>['files'],
  uploads: { field: string; kind: { image: boolean } }[],
) => {
  const notImage = rules.imagesOnly ? uploads.findIndex((u) => !u.kind.image) : -1;
  if (notImage >= 0) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only an image is accepted', {
      [`${uploads[notImage].field}.${notImage}`]: 'app.errors.file_type',
    });
  }
  for (const field of Object.keys(rules.slots)) {
    if (rules.perField && uploads.filter((u) => u.field === field).length > rules.perField) {
      throw badRequest({ [field]: 'validation.too_many_files' });
    }
  }
};

/**
 * A public form behind a landlord's link: `GET /api/public/{path}/{token}` tells the page whose
 * form it is, `POST` takes the multipart submission. The whole form is read and checked first;
 * the files are stored, the row inserted, the files linked and the audit written in one
 * transaction, and a refused submission leaves no file behind.
 */
export const publicFormRoute =
  <S extends z.ZodType, V, R extends { id: number }>(
    spec: PublicFormSpec<S, V, R>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const url = `/api/public/${spec.path}/:token`;
    const linkOf = async (token: string) => {
      const link = await resolvePublicLink(app.db, spec.kind, token);
      if (!link) throw notFound('Unknown or revoked link');
      return link;
    };

    const page = (spec.infoSchema ?? z.object({})).extend({
      landlord: z.object({ name: z.string(), logo_url: z.string().nullable() }),
    });
    const get = { tags: ['public'], params: tokenParams, response: { 200: page } };
    app.get(url, { schema: get }, async (request) => {
      const link = await linkOf(request.params.token);
      const [logos, info] = await Promise.all([
        logoUrls(app.db, [link.logo_id]),
        spec.info(app.db, link),
      ]);
      const logo_url = logos.get(link.logo_id ?? 0) ?? null;
      return { landlord: { name: link.landlord_name, logo_url }, ...info };
    });

    const { files } = spec;
    app.post(
      url,
      {
        schema: {
          tags: ['public'],
          params: tokenParams,
          response: { 201: spec.answerSchema ?? idOnly },
        },
        config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
        bodyLimit: (files.maxFiles * files.maxFileMb + 1) * 1024 * 1024,
      },
      async (request, reply) => {
        const link = await linkOf(request.params.token);
        assertTrialPublicWrite(request, link.trial_ends_at);
        const { fields, uploads } = await readPublicForm(request, {
          fileFields: Object.keys(files.slots),
          maxFiles: files.maxFiles,
          maxFileBytes: files.maxFileMb * 1024 * 1024,
        });
        checkUploads(files, uploads);
        const input = parseFields(spec.schema, spec.fields ? spec.fields(fields) : fields);
        const values = await spec.values(app.db, input, link);
        const landlordId = link.landlord_id;
        const created = await storeFormUploads(
          app.db,
          app.storage,
          { landlordId, uploadedBy: null },
          uploads,
          async (tx, stored) => {
            const row = await spec.insert(tx, values, link);
            for (const [field, slot] of Object.entries(files.slots)) {
              await linkFiles(
                tx,
                { entity: spec.entity, entityId: row.id, landlordId, slot },
                stored.filter((s) => s.field === field).map((s) => s.id),
              );
            }
            await recordAudit(tx, {
              user: null,
              landlordId,
              entity: spec.entity,
              entityId: row.id,
              action: 'create',
              before: null,
              after: row,
            });
            return row;
          },
        );
        return reply.status(201).send(spec.answer ? spec.answer(created) : { id: created.id });
      },
    );
  };
