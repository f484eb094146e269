import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

/** Every `METHOD path` the OpenAPI document lists, sorted: a refactor may not drop or rename one. */
const SNAPSHOT = path.join(import.meta.dirname, 'openapi-paths.json');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('documents exactly the routes of the committed snapshot', async () => {
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(doc.paths)
    .flatMap(([route, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${route}`))
    .sort();
  if (process.env.UPDATE_OPENAPI_PATHS) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(SNAPSHOT, `${JSON.stringify(routes, null, 2)}\n`);
  }
  expect(routes).toEqual(JSON.parse(await readFile(SNAPSHOT, 'utf8')));
});
