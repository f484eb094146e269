import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renderPage, type SiteSettings } from '../lib/pageHead';
import type { Manifest } from '../lib/pageModules';

const readManifest = (root: string): Manifest | null => {
  const file = `${root}/.vite/manifest.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

/**
 * Serves the built app: hashed assets cached for a year, `index.html` (never cached) for every
 * client route (with the page's language, title and meta tags written in), and a JSON 404 for
 * unknown `/api/*` paths.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; site: SiteSettings }) => {
    const hasBuild = existsSync(`${opts.root}/index.html`);
    const html = hasBuild ? readFileSync(`${opts.root}/index.html`, 'utf8') : '';
    const manifest = hasBuild ? readManifest(opts.root) : null;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        preCompressed: true,
        index: false,
        // Our own Cache-Control below; send's default (max-age=0) would replace it.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('Vary', 'Accept-Encoding');
          if (/\/firebase-messaging-sw\.js(\.br|\.gz)?$/.test(filePath)) {
            // The push worker (`public/firebase-messaging-sw.js`, or its pre-compressed copy):
            // always checked for a new version, allowed to serve the whole site.
            res.setHeader('Cache-Control', 'no-cache');
            res.setHeader('Service-Worker-Allowed', '/');
            return;
          }
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
      if (
        isApi ||
        isAsset ||
        !hasBuild ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      }
      const [path, search = ''] = request.url.split('?');
      const page = renderPage(
        html,
        {
          path: path.length > 1 ? path.replace(/\/+$/, '') : path,
          lang: new URLSearchParams(search).get('lang') ?? undefined,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        },
        opts.site,
        manifest,
      );
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language');
      return reply.type('text/html; charset=utf-8').send(page);
    });
  },
);
