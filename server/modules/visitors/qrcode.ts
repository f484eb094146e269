import { and, asc, eq } from 'drizzle-orm';
import { type VisitorLinks, visitorLinksSchema } from '../../../src/domain/visitors';
import type { Db } from '../../db/client';
import { objects, publicLinks } from '../../db/schema';
import { publicLinkRoutes } from '../../lib/publicLinkRoutes';
import { PUBLIC_LINK_PAGES, publicLink } from '../../lib/publicLinks';

/** The landlord's visitor links: one for the whole organization and one per object. */
const visitorLinks = async (db: Db, landlordId: number): Promise<VisitorLinks> => {
  const [landlordWide, objectRows, existing] = await Promise.all([
    publicLink(db, landlordId, 'visitor'),
    db
      .select({ id: objects.id, name: objects.name })
      .from(objects)
      .where(eq(objects.landlord_id, landlordId))
      .orderBy(asc(objects.name), asc(objects.id)),
    db
      .select({ object_id: publicLinks.object_id, token: publicLinks.token })
      .from(publicLinks)
      .where(and(eq(publicLinks.landlord_id, landlordId), eq(publicLinks.kind, 'visitor'))),
  ]);
  const tokens = new Map(existing.map((l) => [l.object_id, l.token]));
  const perObject = [];
  for (const object of objectRows) {
    const token = tokens.get(object.id);
    // Made on first need: an object added later gets its link the first time this is asked.
    const link = token
      ? { token, url: PUBLIC_LINK_PAGES.visitor(token) }
      : await publicLink(db, landlordId, 'visitor', object.id);
    perObject.push({ ...object, ...link });
  }
  return { ...landlordWide, objects: perObject };
};

/**
 * `GET /api/qrcode` (settings): the links the landlord prints as QR codes ("QR code for
 * requests"); `PUT` gives the landlord-wide link, or one object's with `{object_id}`, a new
 * token, and the old QR stops working.
 */
export const qrcodeRoutes = publicLinkRoutes('visitor', {
  path: '/api/qrcode',
  resource: 'settings',
  auditEntity: 'visitor-link',
  tags: ['settings'],
  perObject: true,
  view: visitorLinks,
  viewSchema: visitorLinksSchema,
});
