import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';
import { resetFactories } from './factories';
import {
  type Expect,
  FIXED_CALLERS,
  FOREIGN,
  type GridModule,
  LEVELS,
  levelExpects,
  type RowKind,
  type Rule,
} from './rules';
import { buildWorld, type Reply, request, type Who, type World } from './world';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request of a cell: where, with what, and what to look at besides the status. */
export interface Target {
  url: string;
  body?: unknown;
  /** A multipart body (uploads, public forms) instead of JSON. */
  form?: { payload: Buffer; headers: Record<string, string> };
  remoteAddress?: string;
  /** Another token of the same caller (a fresh session, for logout). */
  token?: string | null;
  /**
   * The owner's view of everything the write could touch (the record as landlord reads it, a
   * list's total…). Read before and after any refused write: the two must be identical.
   */
  readback?: () => Promise<unknown>;
  /** More to check on a success (list membership…): a problem, or null. */
  check?: (res: Reply) => string | null;
  /** On a 400, the field the error must name (a cross-tenant reference, say). */
  field?: string;
}

export interface RouteCase {
  method: Method;
  /** The OpenAPI path (`/api/objects/{id}`). */
  path: string;
  /** A variant of the same route (another body or target). */
  label?: string;
  /** The success status. */
  ok: number;
  fixed: Expect;
  grid?: { module: GridModule; rule: Rule; rows?: RowKind[] };
  target: (w: World, who: Who, row?: RowKind) => Promise<Target>;
}

export interface Failure {
  route: string;
  caller: string;
  row?: RowKind;
  expected: number;
  got: number;
  problem: string;
  body: string;
}

export const failures: Failure[] = [];

export const routeName = (rc: RouteCase) =>
  `${rc.method} ${rc.path}${rc.label ? ` (${rc.label})` : ''}`;

const clip = (text: string, n = 400) => (text.length > n ? `${text.slice(0, n)}…` : text);

/** Which top-level keys differ between two readbacks (for the failure message). */
const describeChange = (before: unknown, after: unknown) => {
  const parse = (v: unknown) => {
    if (v && typeof v === 'object' && 'body' in v && typeof v.body === 'string') {
      try {
        return JSON.parse(v.body);
      } catch {
        return v;
      }
    }
    return v;
  };
  const a = parse(before);
  const b = parse(after);
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
    );
    return keys
      .map((k) => `${k}: ${clip(JSON.stringify(a[k]), 80)} → ${clip(JSON.stringify(b[k]), 80)}`)
      .join('; ');
  }
  return `${clip(JSON.stringify(before), 200)} → ${clip(JSON.stringify(after), 200)}`;
};

/**
 * One cell: build the target, send it as the caller, compare the status (and the extra checks);
 * around a refused write, and around any write of landlord 2's people, landlord 1's owner view of
 * the target must not change. Returns null, or what went wrong.
 */
export const runCell = async (
  w: World,
  rc: RouteCase,
  who: Who,
  expected: number,
  row?: RowKind,
): Promise<string | null> => {
  const target = await rc.target(w, who, row);
  const write = rc.method !== 'GET';
  const before = write && target.readback ? await target.readback() : undefined;
  const token = target.token !== undefined ? target.token : who.token;
  const res = await request(w, token, rc.method, target.url, target.body, {
    ...(target.form ? { payload: target.form.payload, headers: target.form.headers } : {}),
    remoteAddress: target.remoteAddress,
  });
  const problems: string[] = [];
  if (res.statusCode !== expected) {
    problems.push(`expected ${expected}, got ${res.statusCode}: ${clip(res.body)}`);
  } else if (expected === 400 && target.field) {
    const errors = (res.json() as { errors?: Record<string, string> }).errors ?? {};
    if (!(target.field in errors)) {
      problems.push(`400 without errors.${target.field}: ${clip(res.body)}`);
    }
  } else if (res.statusCode < 300 && target.check) {
    const problem = target.check(res);
    if (problem) problems.push(problem);
  }
  const refused = res.statusCode >= 400 || expected >= 400;
  if (write && target.readback) {
    const after = await target.readback();
    const changed = JSON.stringify(after) !== JSON.stringify(before);
    if (changed && (refused || FOREIGN.has(who.name))) {
      problems.push(
        `${refused ? 'refused write' : `${who.name}'s write`} changed landlord 1's data: ${describeChange(before, after)}`,
      );
    } else if (!changed && !refused && !FOREIGN.has(who.name)) {
      // Proves the readback looks at what the write touches (else its silence means nothing).
      problems.push('a successful write left no trace in the readback');
    }
  }
  if (problems.length === 0) return null;
  failures.push({
    route: routeName(rc),
    caller: who.name,
    row,
    expected,
    got: res.statusCode,
    problem: problems.join(' | '),
    body: clip(res.body, 600),
  });
  return problems.join(' | ');
};

/** A list answer's ids, for membership checks. */
export const idsOf = (res: Reply): number[] => {
  const body = res.json();
  return (Array.isArray(body) ? body : []).map((r: { id: number }) => r.id);
};

/** A check that a list shows exactly `visible` of the rows in `all`. */
export const showsExactly =
  (all: number[], visible: number[]) =>
  (res: Reply): string | null => {
    const got = idsOf(res).filter((id) => all.includes(id));
    const want = visible.filter((id) => all.includes(id));
    const same = got.length === want.length && want.every((id) => got.includes(id));
    return same
      ? null
      : `list shows ${JSON.stringify(got.sort())} of ${JSON.stringify(all)}, expected ${JSON.stringify(want.sort())}`;
  };

/**
 * One part of the access matrix (a tests/server/access-matrix-<part>.test.ts file, so that the
 * parts run in parallel): its routes as every fixed caller, and as an employee at each of the
 * seven levels of the route's module. A fixture step that fails is its cell's failure, not the
 * whole test's. With MATRIX_REPORT=<path>, each part writes its cells and failures to
 * `<path>-<part>.json`.
 */
export const matrixSuite = (part: string, routes: RouteCase[]) => {
  let ctx: TestContext;
  let world: World;
  let cells = 0;

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
    // A worker runs file after file in one module graph: rows remembered come from another app.
    failures.length = 0;
    resetFactories();
    ctx = await createTestApp();
    const modules = new Set(routes.flatMap((rc) => (rc.grid ? [rc.grid.module] : [])));
    world = await buildWorld(ctx.app, [...modules]);
    // Rows shared by read cells are made here, once (reads change nothing).
    for (const rc of routes.filter((r) => r.method === 'GET')) {
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
    const report = process.env.MATRIX_REPORT;
    if (report)
      writeFileSync(`${report}-${part}.json`, JSON.stringify({ cells, failures }, null, 2));
    await ctx?.close();
  });

  describe(`access matrix: ${part}`, () => {
    for (const rc of routes) {
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
  });
};
