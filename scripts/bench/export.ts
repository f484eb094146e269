import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { bids } from '../../server/db/schema';
import { BIDS, lastDays } from './bids';
import type { Caller } from './scenarios';

/** One export of the journal, as one request read to its end, with the server's memory. */
export interface ExportRun {
  name: string;
  /** Bids the filter selects (the rows of the sheet). */
  rows: number;
  seconds: number;
  bytes: number;
  /** Resident set of this process (server, database client or PGlite, and the reader). */
  rssBefore: number;
  rssPeak: number;
  /** RSS before the first measured export: what each peak is compared with. */
  rssBase: number;
  /** The JS heap in use at its highest (garbage included), to tell it from the rest of RSS. */
  heapPeak: number;
}

const SAMPLE_MS = 100;

/**
 * A full collection before each export, so its baseline is the live heap and not the garbage
 * of the previous run. The flag is set at run time: `npm run bench` starts node without it.
 */
const collectGarbage = (() => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return async () => {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc();
  };
})();

type PeriodFilter = ReturnType<typeof lastDays>;

/**
 * How many bids the product's filter selects (its day bounds are UTC+5, as in lib/list.ts): the
 * caller's organization's, or every organization's for the superadmin (no caller).
 */
const countSelected = async (db: Db, caller: Caller | undefined, filter: PeriodFilter) => {
  const [row] = await db
    .select({ n: count() })
    .from(bids)
    .where(
      and(
        caller && eq(bids.landlord_id, caller.landlordId),
        gte(bids.created_at, `${filter.created_at_gte}T00:00:00+05:00`),
        lte(bids.created_at, `${filter.created_at_lte}T23:59:59.999+05:00`),
      ),
    );
  return Number(row.n);
};

/**
 * `POST /api/download/excel/bids` with a period filter, the body read chunk by chunk and
 * dropped (only its length is kept, as if piped to /dev/null), while a timer samples the
 * process's RSS every 100 ms. The product runs in this process, so that is the server's memory
 * (on PostgreSQL a process of the exports' own: `exportProbe.ts`).
 */
const runExport = async (
  productUrl: string,
  token: string,
  name: string,
  filter: PeriodFilter,
  rows: number,
  rssBase: number,
): Promise<ExportRun> => {
  await collectGarbage();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  const started = performance.now();
  try {
    const res = await fetch(`${productUrl}/api/download/excel/bids`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filter }),
    });
    if (res.status !== 200 || !res.body) {
      throw new Error(`${name}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
    }
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.byteLength;
    const seconds = (performance.now() - started) / 1000;
    sample();
    return { name, rows, seconds, bytes, rssBefore: before.rss, rssPeak, rssBase, heapPeak };
  } finally {
    clearInterval(timer);
  }
};

/** A warm-up export of the last two days (a few hundred rows), not reported. */
const WARM_UP_DAYS = 2;

/**
 * A warm-up export (first-use costs: code paths, plan caches, and on PGlite the growth of its
 * memory by the first heavy queries), then the export of about 20,000 bids and of about 100,000,
 * each peak compared with the RSS before the first: the second's must not grow with its five
 * times as many rows. Run before any load, so the baseline is not memory the load committed.
 */
export const runExports = async (
  db: Db,
  caller: Caller,
  productUrl: string,
  token: string,
  progress: (text: string) => void,
) => {
  progress('  export warm-up');
  await runExport(productUrl, token, 'warm-up', lastDays(WARM_UP_DAYS), 0, 0);
  await collectGarbage();
  const rssBase = process.memoryUsage().rss;
  const runs: ExportRun[] = [];
  for (const { name, days } of BIDS.exports) {
    const filter = lastDays(days);
    const rows = await countSelected(db, caller, filter);
    progress(`  ${name}: ${rows} rows`);
    runs.push(await runExport(productUrl, token, name, filter, rows, rssBase));
  }
  return runs;
};

/** Every organization's journal of the last two years: the superadmin's export at 1m. */
const MILLION_DAYS = 730;

/** What staff felt meanwhile: one request at a time, each timed, while `running` holds. */
export interface DuringExport {
  requests: number;
  p50: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

/**
 * The journal's first page, requested one at a time while the export runs, from this thread (a
 * load generator's worker thread would add its own memory to the export's measure).
 */
const journalWhile = async (
  url: string,
  headers: Record<string, string>,
  running: () => boolean,
) => {
  const times: number[] = [];
  let failures = 0;
  while (running()) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) failures++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    p50: ms(percentile(times, 0.5)),
    p99: ms(percentile(times, 0.99)),
    failures,
  };
};

/** Every organization's journal of the last two years, as the superadmin exports it at 1m. */
const millionRun = async (db: Db) => {
  const filter = lastDays(MILLION_DAYS);
  return { filter, rows: await countSelected(db, undefined, filter), name: 'bids export 1m' };
};

/**
 * At 1m: the superadmin's export of every organization's journal (about 1,000,000 rows) alone,
 * with the same memory measure as the others (`rssBase` is theirs): what the export holds.
 */
export const runMillionAlone = async (
  db: Db,
  productUrl: string,
  superToken: string,
  rssBase: number,
  progress: (text: string) => void,
) => {
  const { filter, rows, name } = await millionRun(db);
  progress(`  ${name} (superadmin): ${rows} rows alone`);
  return runExport(productUrl, superToken, name, filter, rows, rssBase);
};

/**
 * At 1m: the same export again while the demo landlord's journal (`journal.url`) is read beside
 * it, one request at a time: what the staff feel meanwhile (this run's memory also holds the
 * garbage of serving them).
 */
export const runMillionBeside = async (
  db: Db,
  productUrl: string,
  superToken: string,
  rssBase: number,
  journal: { url: string; headers: Record<string, string> },
  progress: (text: string) => void,
): Promise<{ beside: ExportRun; journal: DuringExport }> => {
  const { filter, rows, name } = await millionRun(db);
  progress(`  ${name} again, the journal read meanwhile`);
  let running = true;
  const exported = runExport(
    productUrl,
    superToken,
    `${name}, journal beside`,
    filter,
    rows,
    rssBase,
  );
  const stop = () => {
    running = false;
  };
  exported.then(stop, stop);
  const during = await journalWhile(journal.url, journal.headers, () => running);
  return { beside: await exported, journal: during };
};
