import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { binaryBody } from '../../lib/responses';
import { ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { organizationArchive } from './archive';
import { claimExportLease } from './lease';

/** The reason a second export is refused, as an i18n key the client shows. */
const RUNNING_REASON = 'app.settings.export.running';

/** The answer while another export of the same organization is still being written. */
const exportRunning = () =>
  new AppError(409, 'EXPORT_RUNNING', 'An export of this organization is running', undefined, {
    reason: RUNNING_REASON,
  });

/**
 * `GET /api/download/organization`: everything the caller's organization keeps, as a ZIP of CSV
 * files, its uploaded files and a manifest, streamed while it is read. The landlord's, or an
 * employee's with the `settings` module at `main`; one export at a time per organization (409).
 */
export const organizationExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/download/organization',
    {
      preValidation: [app.authenticate, app.requireSettings('settings', true)],
      schema: {
        tags: ['settings'],
        summary: 'The organization’s data as a ZIP (CSV per table, files, manifest)',
        response: { 200: binaryBody('application/zip', 'The ZIP archive') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const release = await claimExportLease(app.db, landlordId);
      if (!release) throw exportRunning();
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          `attachment; filename="organization-${landlordId}-${day}.zip"`,
        )
        .header('Cache-Control', 'no-store');
      const db = await app.reportDb(request);
      const archive = organizationArchive({ db, storage: app.storage }, user, release);
      // A stream, not the documented string: the schema only names the body's type for the docs.
      return (reply as FastifyReply).send(archive);
    },
  );
};
