import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Health answers 200 when the database answers, 503 with the same shape otherwise. */
const health = z.object({ status: z.string(), db: z.string() });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['system'], response: { 200: health, 503: health } },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', db: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'error', db: 'unavailable' });
      }
    },
  );

  app.get(
    '/api/version',
    {
      schema: { tags: ['system'], response: { 200: z.object({ version: z.string() }) } },
    },
    async () => ({ version: app.config.version }),
  );

  /** For search engines: the public pages, each language of the landing. */
  const publicUrl = app.config.publicUrl;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /storage/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = SITEMAP_PATHS.map(
      (path) => `  <url><loc>${publicUrl}${path.replace('&', '&amp;')}</loc></url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
};

const SITEMAP_PATHS = [
  '/',
  '/ru',
  '/?lang=kk',
  '/?lang=en',
  '/tenants',
  '/support',
  '/terms-of-service',
  '/privacy-policy',
];
