import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { BID_ROUTES } from './matrix/routes-bids';
import { CALENDAR_ROUTES } from './matrix/routes-calendar';
import { DASHBOARD_ROUTES } from './matrix/routes-dashboard';
import { EMPLOYEE_ROUTES } from './matrix/routes-employees';
import { FORM_ROUTES } from './matrix/routes-forms';
import { NOTIFICATION_ROUTES } from './matrix/routes-notifications';
import { ORG_ROUTES } from './matrix/routes-org';
import { PLATFORM_ROUTES } from './matrix/routes-platform';
import { PUSH_ROUTES } from './matrix/routes-push';
import { SELF_ROUTES } from './matrix/routes-self';
import { SETTINGS_ROUTES } from './matrix/routes-settings';
import { TASK_ROUTES } from './matrix/routes-tasks';
import { TASK_KPI_ROUTES } from './matrix/routes-tasks-kpi';
import { FIXED_CALLERS, LEVELS, levelExpects, type RowKind } from './matrix/rules';
import { failures, type RouteCase, routeName, runCell } from './matrix/runner';
import { buildWorld, type Who, type World } from './matrix/world';

/**
 * Every route as every caller, with valid bodies built from real records of the right tenant:
 * a caller who may write gets 2xx; one who may not gets 403 (role or level) or 404 (a record
 * outside what it may see), and landlord 1's owner reads the record back unchanged. Besides the
 * fixed callers (both landlords and their `main` staff, both renters, the superadmin, an
 * employee at `none`, a guest), each module is tried by an employee at each of the seven levels
 * on a row it created, a row assigned to it (bids) and a row of its organization that is neither.
 * Expectations: `matrix/rules.ts`, written from DOMAIN.md, not from `src/domain/access.ts`.
 */

const ROUTES: RouteCase[] = [
  ...PLATFORM_ROUTES,
  ...SELF_ROUTES,
  ...PUSH_ROUTES,
  ...ORG_ROUTES,
  ...EMPLOYEE_ROUTES,
  ...BID_ROUTES,
  ...FORM_ROUTES,
  ...SETTINGS_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...TASK_ROUTES,
  ...TASK_KPI_ROUTES,
  ...DASHBOARD_ROUTES,
  ...CALENDAR_ROUTES,
];

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
let world: World;
let cells = 0;

/** One cell; a fixture step that fails is the cell's failure, not the whole test's. */
const cell = async (rc: RouteCase, who: Who, expected: number, row?: RowKind) => {
  cells++;
  const name = `${routeName(rc)} as ${who.name}${row ? ` on the ${row} row` : ''}`;
  let problem: string | null;
  try {
    problem = await runCell(world, rc, who, expected, row);
  } catch (error) {
    problem = `fixture failed: ${(error as Error).message}`;
    failures.push({
      route: routeName(rc),
      caller: who.name,
      row,
      expected,
      got: 0,
      problem,
      body: '',
    });
  }
  expect.soft(problem, name).toBeNull();
};

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildWorld(ctx.app);
  // Rows shared by read cells are made here, once (reads change nothing).
  for (const rc of ROUTES.filter((r) => r.method === 'GET')) {
    await rc.target(world, world.fixed.landlord).catch(() => undefined);
    if (!rc.grid) continue;
    for (const level of LEVELS) {
      for (const row of rc.grid.rows ?? [undefined]) {
        await rc.target(world, world.levels[rc.grid.module][level], row).catch(() => undefined);
      }
    }
  }
}, 300_000);

afterAll(async () => {
  if (process.env.MATRIX_REPORT) {
    writeFileSync(process.env.MATRIX_REPORT, JSON.stringify({ cells, failures }, null, 2));
  }
  await ctx?.close();
});

describe('access matrix', () => {
  for (const rc of ROUTES) {
    describe(routeName(rc), () => {
      it('fixed callers', async () => {
        for (const caller of FIXED_CALLERS) await cell(rc, world.fixed[caller], rc.fixed[caller]);
      }, 120_000);
      const grid = rc.grid;
      if (!grid) return;
      it(`${grid.module} levels`, async () => {
        for (const level of LEVELS) {
          for (const row of grid.rows ?? [undefined]) {
            const expected = levelExpects(grid.rule, level, row, rc.ok);
            await cell(rc, world.levels[grid.module][level], expected, row);
          }
        }
      }, 120_000);
    });
  }

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
});
