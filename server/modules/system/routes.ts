import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['system'] } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'error', db: 'unavailable' });
    }
  });

  app.get('/api/version', { schema: { tags: ['system'] } }, async () => ({
    version: app.config.version,
  }));
};
