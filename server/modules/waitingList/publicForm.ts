import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApplicationFormInfo, ShoppingCenter } from '../../../src/domain/questionnaire';
import { RENTER_CATEGORIES } from '../../../src/domain/renters';
import {
  APPLICATION_FORM_FILE_SLOTS,
  APPLICATION_FORM_MAX_FILE_MB,
  APPLICATION_FORM_MAX_FILES,
  questionnaireFormInput,
} from '../../../src/domain/waitingList';
import type { Db } from '../../db/client';
import {
  landlords,
  objects,
  publicLinks,
  questionnaireEvents,
  questionnaires,
} from '../../db/schema';
import { logoUrls } from '../../lib/files/service';
import { landlordObject, publicFormRoute, submittedObject } from '../../lib/publicFormRoute';
import { PUBLIC_LINK_PAGES } from '../../lib/publicLinks';
import { applicationFormPage, shoppingCenterRow } from './schemas';
import { QUESTIONNAIRE_ENTITY } from './service';

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

/** `GET|POST /api/public/application-form/{token}` (the page is `/application-form?token=…`). */
const applicationFormRoute = publicFormRoute({
  kind: 'application_form',
  path: 'application-form',
  entity: QUESTIONNAIRE_ENTITY,
  schema: questionnaireFormInput,
  files: {
    slots: Object.fromEntries(APPLICATION_FORM_FILE_SLOTS.map((slot) => [slot, slot])),
    maxFiles: APPLICATION_FORM_FILE_SLOTS.length * APPLICATION_FORM_MAX_FILES,
    perField: APPLICATION_FORM_MAX_FILES,
    maxFileMb: APPLICATION_FORM_MAX_FILE_MB,
  },
  infoSchema: applicationFormPage,
  info: async (db, link): Promise<Omit<ApplicationFormInfo, 'landlord'>> => {
    const [object, choices] = await Promise.all([
      link.object_id ? landlordObject(db, link.landlord_id, link.object_id) : null,
      link.object_id
        ? []
        : db
            .select({ id: objects.id, name: objects.name })
            .from(objects)
            .where(eq(objects.landlord_id, link.landlord_id))
            .orderBy(asc(objects.name), asc(objects.id)),
    ]);
    return {
      object,
      objects: choices,
      categories: RENTER_CATEGORIES,
      max_files: APPLICATION_FORM_MAX_FILES,
      max_file_mb: APPLICATION_FORM_MAX_FILE_MB,
    };
  },
  values: async (db, { consent: _consent, object_id: chosen, ...values }, link) => ({
    ...values,
    landlord_id: link.landlord_id,
    object_id: await submittedObject(db, link, chosen),
    status: 'new',
  }),
  insert: async (tx, values, link) => {
    const [row] = await tx.insert(questionnaires).values(values).returning();
    await tx.insert(questionnaireEvents).values({
      landlord_id: link.landlord_id,
      questionnaire_id: row.id,
      from_status: null,
      to_status: 'new',
      user_id: null,
    });
    return row;
  },
});

/**
 * The public side of the waiting list: the shopping-centre list with a questionnaire link per
 * centre, and the questionnaire itself, whose files travel in the same multipart request.
 */
export const applicationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/shopping-centers',
    {
      schema: { tags: ['public'], response: { 200: z.array(shoppingCenterRow) } },
    },
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

  await app.register(applicationFormRoute);
};
