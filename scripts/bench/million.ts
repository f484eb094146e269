import { BIDS } from './bids';
import type { BenchDatabase } from './database';
import { runMillionBeside } from './export';
import { settle, VOLUME } from './fill';
import { growToMillion, MILLION, type Scale } from './grow';
import type { SmallScale } from './growth';
import { measure } from './load';
import { BENCH_LOGIN, SCENARIOS } from './scenarios';
import { type Running, superadminToken } from './servers';
import { loadTasks, TASKS } from './tasks';
import { measureViews } from './views';

type Progress = (text: string) => void;

/**
 * `BENCH_SCALE=1m`, before the growth: every scenario the product answers, at one connection,
 * product only (the baseline runs the same SQL at the 1m scale later).
 */
export const measureSmallScale = async (
  product: Running,
  tokens: Map<string, string>,
  progress: Progress,
): Promise<SmallScale> => {
  const small: SmallScale = new Map();
  for (const scenario of SCENARIOS) {
    const headers = { authorization: `Bearer ${tokens.get(scenario.login ?? BENCH_LOGIN)}` };
    const url = `${product.url}${scenario.path}`;
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) continue;
    progress(`  200k ${scenario.name} ×1`);
    small.set(scenario.name, await measure(url, headers, 1));
  }
  const views = await measureViews(product.url, tokens, progress, '200k ');
  for (const view of views.measured) small.set(view.scenario, view.product);
  return small;
};

/** From 200k to 1m rows (see grow.ts), then fresh statistics and merged index lists. */
export const growBench = async (
  bench: BenchDatabase,
  ids: { demo: number; second: number },
  progress: Progress,
) => {
  progress(
    `${bench.label}: growing to ${MILLION.bids.toLocaleString('en-US')} requests and tasks, ` +
      `${MILLION.renters.toLocaleString('en-US')} renters…`,
  );
  const { db } = bench.database;
  await growToMillion(
    db,
    ids,
    {
      renters: VOLUME.renters,
      bids: BIDS.count,
      tasks: TASKS.count,
      demoTasks: Math.round(TASKS.count * TASKS.demoShare),
    },
    (count) => loadTasks(db, ids.demo, count),
    progress,
  );
  await settle(bench.database);
  progress('  VACUUM ANALYZE done');
};

/**
 * The superadmin's export of every organization's journal again, the demo journal read
 * meanwhile (its memory alone is measured with the other exports, `measureExports`).
 */
export const millionBeside = async (
  bench: BenchDatabase,
  product: Running,
  token: string,
  rssBase: number,
  progress: Progress,
) =>
  runMillionBeside(
    bench.database.db,
    product.url,
    await superadminToken(product.url),
    rssBase,
    {
      url: `${product.url}${(SCENARIOS.find((s) => s.name === 'bids page 1') ?? SCENARIOS[0]).path}`,
      headers: { authorization: `Bearer ${token}` },
    },
    progress,
  );

/** What the run holds, for the table's title. */
export const volumeLine = (scale: Scale) => {
  const [renters, bids, tasks] =
    scale === '1m'
      ? [MILLION.renters, MILLION.bids, MILLION.tasks]
      : [VOLUME.renters, BIDS.count, TASKS.count];
  const n = (x: number) => x.toLocaleString('en-US');
  return `${n(renters)} renters over ${n(VOLUME.landlords)} landlords, ${n(bids)} bids, ${n(tasks)} tasks`;
};
