import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_FORM_RATE_LIMIT } from '../../../src/domain/constants';
import {
  CONTRACTOR_FORM_MAX_FILE_MB,
  CONTRACTOR_FORM_MAX_FILES,
  contractorFormInput,
} from '../../../src/domain/contractors';
import { plainString } from '../../../src/domain/validation';
import { contractors } from '../../db/schema';
import { linkFiles } from '../../lib/attachments';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { logoUrls } from '../../lib/files/service';
import { parseFields, readPublicForm, storePublicUploads } from '../../lib/publicForm';
import { resolvePublicLink } from '../../lib/publicLinks';
import { CONTRACTOR_ENTITY } from './routes';

const tokenParams = z.object({ token: plainString(100) });

/** `GET|POST /api/public/contractor-form/{token}`: the landlord's form for service companies. */
export const contractorFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const landlordOf = async (token: string) => {
    const link = await resolvePublicLink(app.db, 'contractor_form', token);
    if (!link) throw notFound('Unknown or revoked link');
    return link;
  };

  app.get(
    '/api/public/contractor-form/:token',
    { schema: { tags: ['public'], params: tokenParams } },
    async (request) => {
      const link = await landlordOf(request.params.token);
      const logos = await logoUrls(app.db, [link.logo_id]);
      return {
        landlord: { name: link.landlord_name, logo_url: logos.get(link.logo_id ?? 0) ?? null },
        max_files: CONTRACTOR_FORM_MAX_FILES,
        max_file_mb: CONTRACTOR_FORM_MAX_FILE_MB,
      };
    },
  );

  app.post(
    '/api/public/contractor-form/:token',
    {
      schema: { tags: ['public'], params: tokenParams },
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      bodyLimit: (CONTRACTOR_FORM_MAX_FILES * CONTRACTOR_FORM_MAX_FILE_MB + 1) * 1024 * 1024,
    },
    async (request, reply) => {
      const link = await landlordOf(request.params.token);
      const { fields, uploads } = await readPublicForm(request, {
        fileFields: ['files'],
        maxFiles: CONTRACTOR_FORM_MAX_FILES,
        maxFileBytes: CONTRACTOR_FORM_MAX_FILE_MB * 1024 * 1024,
      });
      const services = fields.services;
      const input = parseFields(contractorFormInput, {
        ...fields,
        services: services === undefined ? [] : Array.isArray(services) ? services : [services],
        consent: fields.consent === 'true',
      });
      const { consent: _consent, ...values } = input;
      const created = await app.db.transaction(async (tx) => {
        const { stored, discard } = await storePublicUploads(
          tx,
          app.storage,
          link.landlord_id,
          uploads,
        );
        try {
          const [row] = await tx
            .insert(contractors)
            .values({ ...values, landlord_id: link.landlord_id, status: 'new', source: 'form' })
            .returning();
          await linkFiles(
            tx,
            { entity: CONTRACTOR_ENTITY, entityId: row.id, landlordId: link.landlord_id },
            stored.map((s) => s.id),
          );
          await recordAudit(tx, {
            user: null,
            landlordId: link.landlord_id,
            entity: CONTRACTOR_ENTITY,
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
      return reply.status(201).send({ id: created.id, status: created.status });
    },
  );
};
