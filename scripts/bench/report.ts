import { CONTRACT_SCENARIOS } from './contracts';
import { DASHBOARD_SCENARIO } from './dashboard';
import { DOCUMENT_SCENARIOS } from './documents';
import type { ExportRun } from './export';
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

export const round = (n: number) => Math.round(n).toLocaleString('en-US');

/** Left-aligns the first column, right-aligns the numbers. */
export const formatTable = (header: string[], rows: string[][]) => {
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

const MB = 2 ** 20;
const megabytes = (bytes: number) => (bytes / MB).toFixed(0);
/** How far the export's peak RSS rose above the RSS before the first measured export. */
const increase = (run: ExportRun) => run.rssPeak - run.rssBase;

/** The exports: rows, time, bytes sent, and the process's RSS before and at its peak. */
export const exportTable = (runs: ExportRun[]) =>
  formatTable(
    [
      'export',
      'rows',
      'seconds',
      'MB sent',
      'RSS before MB',
      'peak RSS MB',
      'peak − base MB',
      'peak heap MB',
    ],
    runs.map((r) => [
      r.name,
      round(r.rows),
      r.seconds.toFixed(1),
      (r.bytes / MB).toFixed(1),
      megabytes(r.rssBefore),
      megabytes(r.rssPeak),
      megabytes(increase(r)),
      megabytes(r.heapPeak),
    ]),
  );

/**
 * The export's limits: seconds (on PostgreSQL; PGlite runs in the server's own thread, so it
 * only has to stay usable), at most 300 MB more than before, and no growth with rows.
 */
export const EXPORT_TARGETS = {
  seconds: { postgres: 5, pglite: 30 },
  increaseMb: 300,
  /** The large export's increase against the small one's: × factor + slack. */
  growthFactor: 1.5,
  growthSlackMb: 30,
};

export const checkExports = (kind: 'pglite' | 'postgres', runs: ExportRun[]): Check[] => {
  const [small, large] = runs;
  const t = EXPORT_TARGETS;
  const allowed = increase(small) * t.growthFactor + t.growthSlackMb * MB;
  return [
    {
      target: `${large.name}: finishes in < ${t.seconds[kind]} s`,
      ok: large.seconds < t.seconds[kind],
      detail: `${large.seconds.toFixed(1)} s for ${round(large.rows)} rows`,
    },
    {
      target: `${large.name}: peak RSS ≤ base + ${t.increaseMb} MB`,
      ok: increase(large) <= t.increaseMb * MB,
      detail: `+${megabytes(increase(large))} MB, peak ${megabytes(large.rssPeak)} MB`,
    },
    {
      target: `${large.name}: increase ≤ ${t.growthFactor} × ${small.name}'s + ${t.growthSlackMb} MB`,
      ok: increase(large) <= allowed,
      detail: `+${megabytes(increase(large))} MB for ${round(large.rows)} rows, +${megabytes(increase(small))} MB for ${round(small.rows)}: at most ${megabytes(allowed)} MB`,
    },
  ];
};

/** Every scenario at 10 connections keeps this share of its bare baseline's throughput. */
const RATIO_TARGET = 0.75;

/** The targets of this machine: PostgreSQL carries the product, PGlite has to stay usable. */
export const checkTargets = (kind: 'pglite' | 'postgres', measured: Measured[]): Check[] => {
  const journal = find(measured, 'bids page 1', 1);
  const checks = [
    allAnswered(measured),
    {
      target: 'bids page 1 ×1: p99 < 50 ms',
      ok: journal.product.p99 < 50,
      detail: `${journal.product.p99} ms`,
    },
  ];
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
    const bids = find(measured, 'bids search + period', 1);
    checks.push({
      target: 'bids search + period ×1: p99 < 50 ms',
      ok: bids.product.p99 < 50,
      detail: `${bids.product.p99} ms`,
    });
    for (const name of [...CONTRACT_SCENARIOS, ...DOCUMENT_SCENARIOS].map((c) => c.name)) {
      const found = find(measured, name, 1);
      checks.push({
        target: `${name} ×1: p99 < 50 ms`,
        ok: found.product.p99 < 50,
        detail: `${found.product.p99} ms`,
      });
    }
    const dashboard = find(measured, DASHBOARD_SCENARIO, 1);
    checks.push({
      target: `${DASHBOARD_SCENARIO} ×1: p99 < 50 ms`,
      ok: dashboard.product.p99 < 50,
      detail: `${dashboard.product.p99} ms`,
    });
    for (const m of measured.filter((x) => x.connections === 10)) {
      checks.push({
        target: `${m.scenario} ×10: req/s ≥ ${RATIO_TARGET * 100} % of baseline`,
        ok: ratio(m) >= RATIO_TARGET,
        detail: `${(ratio(m) * 100).toFixed(0)} %`,
      });
    }
  } else {
    // The embedded database's budget covers the core records; the requests journal at 200,000
    // bids and the 200,000 tasks have their budget on PostgreSQL, and their PGlite figures are
    // reported without one.
    for (const m of measured.filter(
      (x) => x.connections === 10 && !/^(bids|tasks?) /.test(x.scenario),
    )) {
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
