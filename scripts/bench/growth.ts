import { DASHBOARD_SCENARIO } from './dashboard';
import type { DuringExport, ExportRun } from './export';
import type { Sample } from './load';
import { type Check, formatTable, type Measured, round } from './report';

/** `BENCH_SCALE=1m`: each scenario at one connection before the growth, by name. */
export type SmallScale = Map<string, Sample>;

/** The scenarios that are not a list: a report and a summary, with targets of their own. */
export const KPI_SCENARIO = 'task KPI for a quarter';
const NOT_LISTS = new Set([KPI_SCENARIO, DASHBOARD_SCENARIO]);

export const TARGETS_1M = {
  listP99Ms: 50,
  kpiP99Ms: 150,
  dashboardP99Ms: 50,
  /** Flat: the mean time of one request grows at most this much from 200k to 1m… */
  growth: 1.5,
  /** …or by less than this, under which one-connection timings are the machine's noise. */
  growthSlackMs: 1,
  /** The 1m export's memory rise against the 100k export's. */
  exportGrowth: 1.5,
  exportSlackMb: 30,
};

/** At one connection a request's mean time is the inverse of the rate. */
const meanMs = (s: Sample) => 1000 / s.reqPerSec;

/** A scenario or a view at one connection, on the product. */
export interface AtOne {
  scenario: string;
  product: Sample;
}

/** The scenarios' one-connection runs and the views (which run only at one). */
export const atOne = (measured: Measured[], views: AtOne[]): AtOne[] => [
  ...measured.filter((m) => m.connections === 1),
  ...views,
];

const growthOf = (before: Sample, after: Sample) => meanMs(after) / meanMs(before);

export const growthTable = (small: SmallScale, ones: AtOne[]) =>
  formatTable(
    ['scenario', '200k mean ms', '200k p99', '1m mean ms', '1m p99', 'growth'],
    ones
      .filter((m) => small.has(m.scenario))
      .map((m) => {
        const before = small.get(m.scenario) as Sample;
        return [
          m.scenario,
          meanMs(before).toFixed(1),
          String(before.p99),
          meanMs(m.product).toFixed(1),
          String(m.product.p99),
          `${growthOf(before, m.product).toFixed(2)}×`,
        ];
      }),
  );

const MB = 2 ** 20;
const rise = (run: ExportRun) => run.rssPeak - run.rssBase;

/** The 1m targets: each list's p99, the KPI, the dashboard, growth, and the 1m export. */
export const checkMillion = (
  small: SmallScale,
  ones: AtOne[],
  exports: ExportRun[],
  million: { run: ExportRun; beside: ExportRun; journal: DuringExport },
): Check[] => {
  const t = TARGETS_1M;
  const checks: Check[] = [];
  for (const m of ones) {
    const limit =
      m.scenario === KPI_SCENARIO
        ? t.kpiP99Ms
        : m.scenario === DASHBOARD_SCENARIO
          ? t.dashboardP99Ms
          : t.listP99Ms;
    checks.push({
      target: `1m ${m.scenario} ×1: p99 < ${limit} ms`,
      ok: m.product.p99 < limit,
      detail: `${m.product.p99} ms`,
    });
    const before = small.get(m.scenario);
    if (!before || NOT_LISTS.has(m.scenario)) continue;
    const growth = growthOf(before, m.product);
    checks.push({
      target: `${m.scenario}: 200k → 1m ≤ ${t.growth}× (or < ${t.growthSlackMs} ms more)`,
      ok: growth <= t.growth || meanMs(m.product) - meanMs(before) < t.growthSlackMs,
      detail: `${meanMs(before).toFixed(1)} → ${meanMs(m.product).toFixed(1)} ms, ${growth.toFixed(2)}×`,
    });
  }
  const large = exports.at(-1) as ExportRun;
  const allowed = rise(large) * t.exportGrowth + t.exportSlackMb * MB;
  checks.push(
    {
      target: `${million.run.name}: memory rise ≤ ${t.exportGrowth} × ${large.name}'s + ${t.exportSlackMb} MB`,
      ok: rise(million.run) <= allowed,
      detail: `+${(rise(million.run) / MB).toFixed(0)} MB for ${round(million.run.rows)} rows in ${million.run.seconds.toFixed(1)} s, +${(rise(large) / MB).toFixed(0)} MB for ${round(large.rows)}`,
    },
    {
      target: `bids page 1 during ${million.beside.name}: p99 < ${t.listP99Ms} ms, all 200`,
      ok: million.journal.p99 < t.listP99Ms && million.journal.failures === 0,
      detail: `${million.journal.requests} requests, p50 ${million.journal.p50} ms, p99 ${million.journal.p99} ms`,
    },
  );
  return checks;
};
