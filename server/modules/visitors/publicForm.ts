import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_FORM_RATE_LIMIT } from '../../../src/domain/constants';
import { plainString } from '../../../src/domain/validation';
import {
  VISITOR_CATEGORIES,
  VISITOR_PHOTO_MAX_MB,
  type VisitorFormInfo,
  visitorMessageInput,
} from '../../../src/domain/visitors';
import { objects, visitorMessages } from '../../db/schema';
import { linkFiles } from '../../lib/attachments';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { logoUrls } from '../../lib/files/service';
import { parseFields, readPublicForm, storePublicUploads } from '../../lib/publicForm';
import { resolvePublicLink } from '../../lib/publicLinks';
import { PHOTO_SLOT, VISITOR_ENTITY } from './service';

const tokenParams = z.object({ token: plainString(100) });

/**
 * `GET|POST /api/public/visitor/{token}`: the page a QR code opens (`/v/{token}`), where a
 * visitor leaves a complaint, suggestion, thanks or question with an optional photo.
 */
export const visitorFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkOf = async (token: string) => {
    const link = await resolvePublicLink(app.db, 'visitor', token);
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
    '/api/public/visitor/:token',
    { schema: { tags: ['public'], params: tokenParams } },
    async (request): Promise<VisitorFormInfo> => {
      const link = await linkOf(request.params.token);
      const object = link.object_id ? await objectOf(link.landlord_id, link.object_id) : null;
      const [logos, picker] = await Promise.all([
        logoUrls(app.db, [link.logo_id]),
        // The picker is for a landlord-wide link; an object's own link names its object.
        object
          ? []
          : app.db
              .select({ id: objects.id, name: objects.name })
              .from(objects)
              .where(and(eq(objects.landlord_id, link.landlord_id), eq(objects.is_public, true)))
              .orderBy(asc(objects.name), asc(objects.id)),
      ]);
      return {
        landlord: { name: link.landlord_name, logo_url: logos.get(link.logo_id ?? 0) ?? null },
        object,
        objects: picker,
        categories: VISITOR_CATEGORIES,
        max_photo_mb: VISITOR_PHOTO_MAX_MB,
      };
    },
  );

  app.post(
    '/api/public/visitor/:token',
    {
      schema: { tags: ['public'], params: tokenParams },
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      bodyLimit: (VISITOR_PHOTO_MAX_MB + 1) * 1024 * 1024,
    },
    async (request, reply) => {
      const link = await linkOf(request.params.token);
      const { fields, uploads } = await readPublicForm(request, {
        fileFields: ['photo'],
        maxFiles: 1,
        maxFileBytes: VISITOR_PHOTO_MAX_MB * 1024 * 1024,
      });
      const notImage = uploads.findIndex((u) => !u.kind.image);
      if (notImage >= 0) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only an image is accepted', {
          [`photo.${notImage}`]: 'app.errors.file_type',
        });
      }
      const input = parseFields(visitorMessageInput, fields);
      // An object's own QR code decides the object; a landlord-wide one may name any of its own.
      let objectId = link.object_id;
      if (objectId === null && input.object_id !== null) {
        if (!(await objectOf(link.landlord_id, input.object_id))) {
          throw badRequest({ object_id: 'validation.invalid' });
        }
        objectId = input.object_id;
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
            .insert(visitorMessages)
            .values({
              landlord_id: link.landlord_id,
              object_id: objectId,
              category: input.category,
              text: input.text,
              name: input.name,
              phone: input.phone,
              status: 'new',
            })
            .returning();
          await linkFiles(
            tx,
            {
              entity: VISITOR_ENTITY,
              entityId: row.id,
              landlordId: link.landlord_id,
              slot: PHOTO_SLOT,
            },
            stored.map((s) => s.id),
          );
          await recordAudit(tx, {
            user: null,
            landlordId: link.landlord_id,
            entity: VISITOR_ENTITY,
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
