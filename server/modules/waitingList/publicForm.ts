import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_FORM_RATE_LIMIT } from '../../../src/domain/constants';
import { RENTER_CATEGORIES } from '../../../src/domain/renters';
import { plainString } from '../../../src/domain/validation';
import {
  APPLICATION_FORM_FILE_SLOTS,
  APPLICATION_FORM_MAX_FILE_MB,
  APPLICATION_FORM_MAX_FILES,
  type ApplicationFormInfo,
  questionnaireFormInput,
  type ShoppingCenter,
} from '../../../src/domain/waitingList';
import type { Db } from '../../db/client';
import {
  landlords,
  objects,
  publicLinks,
  questionnaireEvents,
  questionnaires,
} from '../../db/schema';
import { linkFiles } from '../../lib/attachments';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { logoUrls } from '../../lib/files/service';
import { parseFields, readPublicForm, storePublicUploads } from '../../lib/publicForm';
import { PUBLIC_LINK_PAGES, resolvePublicLink } from '../../lib/publicLinks';
import { QUESTIONNAIRE_ENTITY } from './service';

const tokenParams = z.object({ token: plainString(100) });

/**
 * Per object, the landlord's application-form links; the missing ones are made in one insert
 * (a link another request made meanwhile is read back).
 */
const applicationLinks = async (db: Db, centres: { id: number; landlord_id: number }[]) => {
  const tokens = new Map<number, string>();
  if (centres.length === 0) return tokens;
  const ids = centres.map((c) => c.id);
  const read = async (objectIds: number[]) => {
    const rows = await db
      .select({ object_id: publicLinks.object_id, token: publicLinks.token })
      .from(publicLinks)
      .where(
        and(eq(publicLinks.kind, 'application_form'), inArray(publicLinks.object_id, objectIds)),
      );
    for (const row of rows) if (row.object_id !== null) tokens.set(row.object_id, row.token);
  };
  await read(ids);
  const missing = centres.filter((c) => !tokens.has(c.id));
  if (missing.length === 0) return tokens;
  const made = await db
    .insert(publicLinks)
    .values(
      missing.map((c) => ({
        landlord_id: c.landlord_id,
        kind: 'application_form',
        object_id: c.id,
        token: randomBytes(18).toString('base64url'),
      })),
    )
    .onConflictDoNothing()
    .returning({ object_id: publicLinks.object_id, token: publicLinks.token });
  for (const row of made) if (row.object_id !== null) tokens.set(row.object_id, row.token);
  const raced = missing.filter((c) => !tokens.has(c.id)).map((c) => c.id);
  if (raced.length) await read(raced);
  return tokens;
};

/**
 * The public side of the waiting list: the shopping-centre list with a questionnaire link per
 * centre, and `GET|POST /api/public/application-form/{token}` (the page is
 * `/application-form?token=…`), whose files travel in the same multipart request.
 */
export const applicationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkOf = async (token: string) => {
    const link = await resolvePublicLink(app.db, 'application_form', token);
    if (!link) throw notFound('Unknown or revoked link');
    return link;
  };

  const objectOf = async (landlordId: number, objectId: number) => {
    const [object] = await app.db
      .select({ id: objects.id, name: objects.name })
      .from(objects)
      .where(and(eq(objects.id, objectId), eq(objects.landlord_id, landlordId)));
    return object ?? null;
  };

  app.get(
    '/api/public/shopping-centers',
    { schema: { tags: ['public'] } },
    async (): Promise<ShoppingCenter[]> => {
      const centres = await app.db
        .select({
          id: objects.id,
          landlord_id: objects.landlord_id,
          name: objects.name,
          city: objects.city,
          address: objects.address,
          logo_id: objects.logo_id,
          landlord_logo_id: landlords.logo_id,
        })
        .from(objects)
        .innerJoin(landlords, eq(landlords.id, objects.landlord_id))
        .where(and(eq(objects.is_public, true), eq(landlords.status, 'active')))
        .orderBy(asc(objects.city), asc(objects.name), asc(objects.id));
      const [tokens, logos] = await Promise.all([
        applicationLinks(app.db, centres),
        logoUrls(
          app.db,
          centres.flatMap((c) => [c.logo_id, c.landlord_logo_id]),
        ),
      ]);
      return centres.map((c) => ({
        id: c.id,
        name: c.name,
        city: c.city,
        address: c.address,
        logo_url: logos.get(c.logo_id ?? 0) ?? logos.get(c.landlord_logo_id ?? 0) ?? null,
        survey_url: PUBLIC_LINK_PAGES.application_form(tokens.get(c.id) as string),
      }));
    },
  );

  app.get(
    '/api/public/application-form/:token',
    { schema: { tags: ['public'], params: tokenParams } },
    async (request): Promise<ApplicationFormInfo> => {
      const link = await linkOf(request.params.token);
      const [logos, object, choices] = await Promise.all([
        logoUrls(app.db, [link.logo_id]),
        link.object_id ? objectOf(link.landlord_id, link.object_id) : null,
        link.object_id
          ? []
          : app.db
              .select({ id: objects.id, name: objects.name })
              .from(objects)
              .where(eq(objects.landlord_id, link.landlord_id))
              .orderBy(asc(objects.name), asc(objects.id)),
      ]);
      return {
        landlord: { name: link.landlord_name, logo_url: logos.get(link.logo_id ?? 0) ?? null },
        object,
        objects: choices,
        categories: RENTER_CATEGORIES,
        max_files: APPLICATION_FORM_MAX_FILES,
        max_file_mb: APPLICATION_FORM_MAX_FILE_MB,
      };
    },
  );

  app.post(
    '/api/public/application-form/:token',
    {
      schema: { tags: ['public'], params: tokenParams },
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      bodyLimit:
        (APPLICATION_FORM_FILE_SLOTS.length *
          APPLICATION_FORM_MAX_FILES *
          APPLICATION_FORM_MAX_FILE_MB +
          1) *
        1024 *
        1024,
    },
    async (request, reply) => {
      const link = await linkOf(request.params.token);
      const { fields, uploads } = await readPublicForm(request, {
        fileFields: APPLICATION_FORM_FILE_SLOTS,
        maxFiles: APPLICATION_FORM_FILE_SLOTS.length * APPLICATION_FORM_MAX_FILES,
        maxFileBytes: APPLICATION_FORM_MAX_FILE_MB * 1024 * 1024,
      });
      for (const slot of APPLICATION_FORM_FILE_SLOTS) {
        if (uploads.filter((u) => u.field === slot).length > APPLICATION_FORM_MAX_FILES) {
          throw badRequest({ [slot]: 'validation.too_many_files' });
        }
      }
      const {
        consent: _consent,
        object_id: chosen,
        ...values
      } = parseFields(questionnaireFormInput, fields);
      // An object's own link decides the object; a landlord-wide one may name any of its own.
      let objectId = link.object_id;
      if (objectId === null && chosen !== null) {
        if (!(await objectOf(link.landlord_id, chosen))) {
          throw badRequest({ object_id: 'validation.invalid' });
        }
        objectId = chosen;
      }
      const created = await app.db.transaction(async (tx) => {
        const { stored, discard } = await storePublicUploads(
          tx,
          app.storage,
          link.landlord_id,
          uploads,
        );
        try {
          const [row] = await tx
            .insert(questionnaires)
            .values({
              ...values,
              landlord_id: link.landlord_id,
              object_id: objectId,
              status: 'new',
            })
            .returning();
          await tx.insert(questionnaireEvents).values({
            landlord_id: link.landlord_id,
            questionnaire_id: row.id,
            from_status: null,
            to_status: 'new',
            user_id: null,
          });
          for (const slot of APPLICATION_FORM_FILE_SLOTS) {
            await linkFiles(
              tx,
              {
                entity: QUESTIONNAIRE_ENTITY,
                entityId: row.id,
                landlordId: link.landlord_id,
                slot,
              },
              stored.filter((s) => s.field === slot).map((s) => s.id),
            );
          }
          await recordAudit(tx, {
            user: null,
            landlordId: link.landlord_id,
            entity: QUESTIONNAIRE_ENTITY,
            entityId: row.id,
            action: 'create',
            before: null,
            after: row,
          });
          return row;
        } catch (error) {
          await discard();
          throw error;
        }
      });
      return reply.status(201).send({ id: created.id });
    },
  );
};
