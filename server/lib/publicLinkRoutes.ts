import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalReferenceId } from '../../src/domain/validation';
import type { Db } from '../db/client';
import { currentUser } from '../plugins/access';
import { recordAudit } from './audit';
import { type PublicLinkKind, publicLink, rotatePublicLink } from './publicLinks';
import { assertOwnObject, ownLandlordId } from './scope';

export interface PublicLinkSpec {
  /** `GET` reads the link, `PUT` gives it a new token (the old one stops working). */
  path: string;
  /** The settings section whose level reads (GET) and rotates (PUT) the link. */
  resource: string;
  /** What the audit log calls a rotation. */
  auditEntity: string;
  tags: string[];
  /** Links per object too: `object_id`, one of the landlord's own, names the object's link. */
  perObject?: boolean;
  /** The answer of both calls when it is more than the one link (every link the landlord has). */
  view?: (db: Db, landlordId: number) => Promise<object>;
  /** The documented shape of `view`'s answer. */
  viewSchema?: z.ZodType;
}

/** A public link: its token and the page it opens. */
export const publicLinkSchema = z.object({ token: z.string(), url: z.string() });

const objectField = z.object({ object_id: optionalReferenceId() });

/** A landlord's public link of a kind, read and rotated by its settings, rotations audited. */
export const publicLinkRoutes =
  (kind: PublicLinkKind, spec: PublicLinkSpec): FastifyPluginAsyncZod =>
  async (app) => {
    const { path, resource, tags } = spec;
    const response = { 200: spec.viewSchema ?? publicLinkSchema };
    /** The object named, checked as the landlord's own (else 400); null for the landlord-wide. */
    const objectOf = async (landlordId: number, objectId: number | null | undefined) => {
      if (!spec.perObject || objectId == null) return null;
      await assertOwnObject(app.db, landlordId, objectId);
      return objectId;
    };
    const answer = (landlordId: number, objectId: number | null) =>
      spec.view ? spec.view(app.db, landlordId) : publicLink(app.db, landlordId, kind, objectId);

    app.get(
      path,
      {
        preValidation: [app.authenticate, app.requireSettings(resource, false)],
        schema: {
          tags,
          response,
          ...(spec.perObject && !spec.view ? { querystring: objectField } : {}),
        },
      },
      async (request) => {
        const landlordId = ownLandlordId(currentUser(request));
        const query = request.query as { object_id?: number | null } | undefined;
        return answer(landlordId, await objectOf(landlordId, query?.object_id));
      },
    );

    app.put(
      path,
      {
        preValidation: [app.authenticate, app.requireSettings(resource, true)],
        schema: { tags, response, ...(spec.perObject ? { body: objectField.nullish() } : {}) },
      },
      async (request) => {
        const user = currentUser(request);
        const landlordId = ownLandlordId(user);
        const body = request.body as { object_id?: number | null } | null | undefined;
        const objectId = await objectOf(landlordId, body?.object_id);
        const link = await rotatePublicLink(app.db, landlordId, kind, objectId);
        await recordAudit(app.db, {
          user,
          landlordId,
          entity: spec.auditEntity,
          entityId: objectId ?? landlordId,
          action: 'update',
          before: null,
          after: spec.perObject ? { rotated: true, object_id: objectId } : { rotated: true },
        });
        return spec.view ? spec.view(app.db, landlordId) : link;
      },
    );
  };
