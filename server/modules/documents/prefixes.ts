import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentPrefixesInput } from '../../../src/domain/documents';
import { documentPrefixes } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { keepAbsentFields, PARTIAL_UPDATE } from '../../lib/partialUpdate';
import { ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { prefixesOf } from './register';

const tags = ['documents'];

/**
 * `GET|PUT /api/documents/prefixes`: the organization's register prefixes (`ВХ`, `ИСХ` unless it
 * set its own). Letters already registered keep their numbers; the next ones take the new prefix.
 * Read by those who read every letter, changed by `main` (module settings).
 */
export const documentPrefixRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/prefixes',
    {
      preValidation: app.requireSettings('documents', false),
      schema: {
        tags,
        summary: 'The register’s prefixes of incoming and outgoing letters',
        response: { 200: documentPrefixesInput },
      },
    },
    async (request) => prefixesOf(app.db, ownLandlordId(currentUser(request))),
  );

  app.put(
    '/api/documents/prefixes',
    {
      preValidation: [
        app.requireSettings('documents', true),
        keepAbsentFields(documentPrefixesInput, (request) =>
          prefixesOf(app.db, ownLandlordId(currentUser(request))),
        ),
      ],
      schema: {
        tags,
        summary: 'Sets the register’s prefixes for the letters registered from now on',
        description: PARTIAL_UPDATE,
        body: documentPrefixesInput,
        response: { 200: documentPrefixesInput },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const { incoming, outgoing } = request.body;
      await app.db.transaction(async (tx) => {
        const before = await prefixesOf(tx, landlordId);
        await tx
          .insert(documentPrefixes)
          .values({ landlord_id: landlordId, incoming, outgoing })
          .onConflictDoUpdate({
            target: documentPrefixes.landlord_id,
            set: { incoming, outgoing, updated_at: new Date().toISOString() },
          });
        await recordAudit(tx, {
          user,
          landlordId,
          entity: 'document_prefixes',
          entityId: landlordId,
          action: 'update',
          before,
          after: { incoming, outgoing },
        });
      });
      return { incoming, outgoing };
    },
  );
};
