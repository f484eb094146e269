import type { Sample } from './load';

/** A scenario at one connection count, on the product and on its bare baseline. */
export interface Measured {
  scenario: string;
  /** What the product's page holds, e.g. `25 of 2000`, from the probe. */
  rows: string;
  connections: number;
  product: Sample;
  baseline: Sample;
}

export interface Check {
  target: string;
  ok: boolean;
  detail: string;
}

export const ratio = (m: Measured) => m.product.reqPerSec / m.baseline.reqPerSec;

const round = (n: number) => Math.round(n).toLocaleString('en-US');

/** Left-aligns the first column, right-aligns the numbers. */
const formatTable = (header: string[], rows: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

export const resultTable = (measured: Measured[]) =>
  formatTable(
    [
      'scenario',
      'rows',
      'conn',
      'req/s',
      'p50 ms',
      'p99 ms',
      'base req/s',
      'base p50',
      'base p99',
      'product/base',
    ],
    measured.map((m) => [
      m.scenario,
      m.rows,
      String(m.connections),
      round(m.product.reqPerSec),
      String(m.product.p50),
      String(m.product.p99),
      round(m.baseline.reqPerSec),
      String(m.baseline.p50),
      String(m.baseline.p99),
      `${(ratio(m) * 100).toFixed(0)} %`,
    ]),
  );

/** Every run, product and baseline alike, answered only 2xx: a fast error is no result. */
const allAnswered = (measured: Measured[]): Check => {
  const failed = measured.flatMap((m) =>
    (['product', 'baseline'] as const)
      .filter((side) => m[side].failures > 0)
      .map((side) => `${m.scenario} ×${m.connections} ${side}: ${m[side].failures}`),
  );
  const total = measured.reduce((sum, m) => sum + m.product.requests + m.baseline.requests, 0);
  return {
    target: 'every response 200',
    ok: failed.length === 0,
    detail: failed.length ? `failed: ${failed.join('; ')}` : `${round(total)} responses`,
  };
};

const find = (measured: Measured[], scenario: string, connections: number) => {
  const m = measured.find((x) => x.scenario === scenario && x.connections === connections);
  if (!m) throw new Error(`no run of ${scenario} at ${connections} connections`);
  return m;
};

/** The targets of this machine: PostgreSQL carries the product, PGlite has to stay usable. */
export const checkTargets = (kind: 'pglite' | 'postgres', measured: Measured[]): Check[] => {
  const checks = [allAnswered(measured)];
  if (kind === 'postgres') {
    const search = find(measured, 'renters search', 1);
    checks.push(
      {
        target: 'renters search ×1: req/s ≥ 75 % of baseline',
        ok: ratio(search) >= 0.75,
        detail: `${(ratio(search) * 100).toFixed(0)} %`,
      },
      {
        target: 'renters search ×1: p99 < 40 ms',
        ok: search.product.p99 < 40,
        detail: `${search.product.p99} ms`,
      },
    );
  } else {
    for (const m of measured.filter((x) => x.connections === 10)) {
      checks.push({
        target: `${m.scenario} ×10: p99 < 250 ms`,
        ok: m.product.p99 < 250,
        detail: `${m.product.p99} ms`,
      });
    }
  }
  return checks;
};

export const checkLines = (checks: Check[]) =>
  checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}  ${c.target}  (${c.detail})`).join('\n');
