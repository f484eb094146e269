import { type Expect, FOREIGN, type GridModule, type RowKind, type Rule } from './rules';
import { type Reply, request, type Who, type World } from './world';

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
