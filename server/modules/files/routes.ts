import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import {
  logoInUse,
  storeUpload,
  UPLOAD_ALLOWANCE,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '../../lib/files/service';
import { signedFileUrl, verifyFileSignature } from '../../lib/files/signing';
import { publicFileUrl } from '../../lib/files/storage';
import { fileRow } from '../../lib/rowSchema';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';

const INLINE = /^(image\/|application\/pdf$)/;
const MB = 1024 * 1024;

/** Staff uploads (`POST /api/files`) and the file URLs (`/storage/...`). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const { storage } = app;

  app.post(
    '/api/files',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['files'],
        description: `Multipart \`file\`: a \`logo\` (an image ≤ ${UPLOAD_PURPOSES.logo.maxBytes / MB} MB, public once a record shows it) or an \`attachment\` (≤ ${UPLOAD_PURPOSES.attachment.maxBytes / MB} MB). Each user uploads at most ${UPLOAD_ALLOWANCE.perMinute} files a minute (429 \`RATE_LIMITED\`), holds at most ${UPLOAD_ALLOWANCE.unattachedBytes / MB} MB no record has taken and uploads at most ${UPLOAD_ALLOWANCE.bytesPerDay / MB} MB a day, notification files included (429 \`UPLOAD_QUOTA\`).`,
        querystring: z.object({
          purpose: z.enum(Object.keys(UPLOAD_PURPOSES) as [UploadPurpose]).default('attachment'),
        }),
        response: { 201: fileRow },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role === 'renter' && request.query.purpose === 'logo') throw forbidden();
      const part = await request.file({ limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
      if (!part) throw badRequest({ file: 'validation.required' });
      const body = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File too large', {
            file: 'app.errors.too_large',
          });
        }
        throw error;
      });
      const row = await storeUpload(app.db, storage, {
        name: part.filename,
        body,
        purpose: request.query.purpose,
        user,
      });
      const url = row.is_public
        ? publicFileUrl(row.storage_key)
        : signedFileUrl(secret, row.storage_key, user.id);
      return reply
        .status(201)
        .send({ id: row.id, name: row.name, size: row.size, mime: row.mime, url });
    },
  );

  const send = async (key: string, reply: FastifyReply, publicOnly: boolean) => {
    const [row] = await app.db.select().from(files).where(eq(files.storage_key, key));
    if (!row || (publicOnly && !(row.is_public && (await logoInUse(app.db, row.id))))) {
      throw notFound();
    }
    const body = await storage.open(key);
    if (!body) throw notFound();
    const inline = INLINE.test(row.mime);
    reply
      .header('Content-Type', row.mime)
      .header('Content-Length', String(body.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      );
    return body.stream;
  };

  app.get(
    '/storage/public/:key',
    { schema: { hide: true, params: z.object({ key: z.string() }) } },
    async (request, reply) => {
      const stream = await send(request.params.key, reply, true);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.send(stream);
    },
  );

  app.get(
    '/storage/:key',
    {
      schema: {
        hide: true,
        params: z.object({ key: z.string() }),
        querystring: z.object({
          exp: z.string().optional(),
          u: z.string().optional(),
          sig: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      if (!verifyFileSignature(secret, request.params.key, request.query)) {
        throw forbidden('Invalid or expired file link');
      }
      const stream = await send(request.params.key, reply, false);
      reply.header('Cache-Control', 'private, max-age=600');
      return reply.send(stream);
    },
  );
};
