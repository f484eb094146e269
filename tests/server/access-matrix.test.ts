import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MATRIX_PARTS } from './fixtures/matrixParts';
import { createTestApp, type TestContext } from './helpers';
import { routeName } from './matrix/runner';

/**
 * Every route as every caller, with valid bodies built from real records of the right tenant:
 * a caller who may write gets 2xx; one who may not gets 403 (role or level) or 404 (a record
 * outside what it may see), and landlord 1's owner reads the record back unchanged. Besides the
 * fixed callers (both landlords and their `main` staff, both renters, the superadmin, an
 * employee at `none`, a guest), each module is tried by an employee at each of the seven levels
 * on a row it created, a row assigned to it (bids) and a row of its organization that is neither.
 * Expectations: `matrix/rules.ts`, written from DOMAIN.md, not from `src/domain/access.ts`.
 * The cells run in parts (tests/server/access-matrix-<part>.test.ts, `fixtures/matrixParts.ts`);
 * this file checks that the parts together cover every route.
 */

const ROUTES = Object.values(MATRIX_PARTS).flat();

/** Routes the OpenAPI document lists that the matrix leaves out on purpose (none today). */
const EXCLUDED: Record<string, string> = {};

/**
 * Routes kept out of the OpenAPI document, which the coverage check cannot see: no data behind
 * an access rule, or tested elsewhere. (The built client's files and page fallback are served
 * only when a build exists: static.test.ts.)
 */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/docs': 'the API documentation page (static)',
  'GET /api/docs/json': 'the OpenAPI document itself',
  'GET /api/docs/yaml': 'the OpenAPI document itself',
  'GET /api/docs/static/index.html': 'the documentation page’s assets',
  'GET /robots.txt': 'a static file for search engines',
  'GET /sitemap.xml': 'a static file for search engines',
  'GET /storage/public/:key': 'public logos, no access rule (files.test.ts)',
  'GET /storage/:key': 'files by signed URL, checked by signature (files.test.ts)',
};

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

it('runs every part in a test file of its own, each route once', () => {
  for (const part of Object.keys(MATRIX_PARTS)) {
    const file = new URL(`./access-matrix-${part}.test.ts`, import.meta.url);
    expect(existsSync(file), `${file.pathname} is missing`).toBe(true);
  }
  const names = ROUTES.map(routeName);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

it('covers every route of the OpenAPI document', async () => {
  await ctx.app.ready();
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const asId = (key: string) => key.replace(/\{[^}]+\}/g, '{id}');
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const covered = new Set(ROUTES.map((rc) => asId(`${rc.method} ${rc.path}`)));
  const missing = documented.filter((key) => !covered.has(asId(key)) && !(key in EXCLUDED));
  expect(missing, 'routes missing from the matrix').toEqual([]);
  const known = new Set(documented.map(asId));
  const stale = [...covered].filter((key) => !known.has(key));
  expect(stale, 'matrix routes the server does not have').toEqual([]);
  for (const key of Object.keys(UNDOCUMENTED)) {
    const [method, url] = key.split(' ');
    expect(ctx.app.hasRoute({ method: method as 'GET', url }), `${key} is gone`).toBe(true);
    const documented = known.has(asId(key.replace(/:(\w+)/g, '{$1}')));
    expect(documented, `${key} is documented now: put it in the matrix`).toBe(false);
  }
});
