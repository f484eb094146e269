import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built app: hashed assets cached for a year, `index.html` (never cached) for every
 * client route, and a JSON 404 for unknown `/api/*` paths.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasBuild = existsSync(`${opts.root}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          filePath.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
});
