import { and, asc, eq } from 'drizzle-orm';
import {
  VISITOR_CATEGORIES,
  VISITOR_PHOTO_MAX_MB,
  type VisitorFormInfo,
  visitorFormPage,
  visitorMessageInput,
} from '../../../src/domain/visitors';
import { objects, visitorMessages } from '../../db/schema';
import { landlordObject, publicFormRoute, submittedObject } from '../../lib/publicFormRoute';
import { PHOTO_SLOT, VISITOR_ENTITY } from './service';

/**
 * `GET|POST /api/public/visitor/{token}`: the page a QR code opens (`/v/{token}`), where a
 * visitor leaves a complaint, suggestion, thanks or question with an optional photo.
 */
export const visitorFormRoutes = publicFormRoute({
  kind: 'visitor',
  path: 'visitor',
  entity: VISITOR_ENTITY,
  schema: visitorMessageInput,
  files: {
    slots: { photo: PHOTO_SLOT },
    maxFiles: 1,
    maxFileMb: VISITOR_PHOTO_MAX_MB,
    imagesOnly: true,
  },
  infoSchema: visitorFormPage,
  info: async (db, link): Promise<Omit<VisitorFormInfo, 'landlord'>> => {
    const object = link.object_id
      ? await landlordObject(db, link.landlord_id, link.object_id)
      : null;
    // The picker is for a landlord-wide link; an object's own link names its object.
    const picker = object
      ? []
      : await db
          .select({ id: objects.id, name: objects.name })
          .from(objects)
          .where(and(eq(objects.landlord_id, link.landlord_id), eq(objects.is_public, true)))
          .orderBy(asc(objects.name), asc(objects.id));
    return {
      object,
      objects: picker,
      categories: VISITOR_CATEGORIES,
      max_photo_mb: VISITOR_PHOTO_MAX_MB,
    };
  },
  values: async (db, input, link) => ({
    landlord_id: link.landlord_id,
    object_id: await submittedObject(db, link, input.object_id),
    category: input.category,
    text: input.text,
    name: input.name,
    phone: input.phone,
    status: 'new',
  }),
  insert: async (tx, values) => (await tx.insert(visitorMessages).values(values).returning())[0],
});
