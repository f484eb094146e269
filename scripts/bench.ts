import { availableParallelism, loadavg } from 'node:os';
import { BIDS } from './bench/bids';
import { type BenchDatabase, openBenchDatabase } from './bench/database';
import { measureExports } from './bench/exportProcess';
import { fillDatabase, VOLUME } from './bench/fill';
import { benchScale } from './bench/grow';
import { atOne, checkMillion, growthTable } from './bench/growth';
import { MEASURE_SECONDS, measure, probe, WARMUP_SECONDS } from './bench/load';
import { growBench, measureSmallScale, millionBeside, volumeLine } from './bench/million';
import { benchRenterLogin, NOTIFICATIONS } from './bench/notifications';
import { checkPasses, passTable, runPasses } from './bench/passes';
import {
  type Check,
  checkExports,
  checkLines,
  checkTargets,
  exportTable,
  type Measured,
  resultTable,
} from './bench/report';
import { BENCH_LOGIN, type Caller, SCENARIOS, type Scenario } from './bench/scenarios';
import { checkSends, runSends, sendTable } from './bench/send';
import { baselinePath, type Running, signIn, startBaseline, startProduct } from './bench/servers';
import { TASKS } from './bench/tasks';
import { checkViews, measureViews, viewTable } from './bench/views';

/**
 * `npm run bench`: the API under autocannon on a fresh database of 100,000 renters, 200,000
 * bids and 200,000 tasks, each scenario beside a bare Fastify route running the same SQL, the journal's Excel
 * export of about 20,000 and 100,000 bids with the server's memory before them, and after them a
 * notification sent to 5,000 renter accounts beside its bare SQL, checked against this
 * machine's targets. PGlite by default; BENCH_DATABASE_URL names a PostgreSQL server to create
 * a throwaway database on. Exits 1 when a target is missed or any response was not a 200.
 */
const CONNECTIONS = [1, 10];

const progress = (text: string) => process.stderr.write(`${text}\n`);

/**
 * The one-minute load average. Before the run it is other work, which shows in the numbers as
 * noise; after it, mostly the bench itself (server, generator and database on every core).
 */
const machineLoad = () => loadavg()[0];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const hasId = (body: unknown): body is { id: unknown } =>
  typeof body === 'object' && body !== null && 'id' in body;

/**
 * The ids a body shows (a page's rows, or the one record; a body without an id, such as a
 * count, whole), to compare product and baseline.
 */
const identity = (body: unknown) =>
  JSON.stringify(
    Array.isArray(body) ? body.map((row: { id: unknown }) => row.id) : hasId(body) ? body.id : body,
  );

const hasRows = (body: unknown): body is { rows: unknown[] } =>
  typeof body === 'object' && body !== null && Array.isArray((body as { rows?: unknown }).rows);

/**
 * What a probe's body holds, for the table: a page of a total, a record, a report's rows (the
 * KPI), a small answer whole, or a large one's size (the identity check compares it whole).
 */
const describe = (body: unknown, total: number | undefined) => {
  if (Array.isArray(body)) return `${body.length} of ${total ?? '?'}`;
  if (hasId(body)) return 'one record';
  if (hasRows(body)) return `${body.rows.length} rows`;
  const text = JSON.stringify(body);
  // A large answer of its own shape (the dashboard): its size, not its text.
  return text.length > 80 ? `an answer of ${(text.length / 1024).toFixed(1)} KB` : text;
};

/**
 * One request to each side before any load: both must answer 200 with the same rows and
 * total, or the baseline would not be running the product's SQL.
 */
const probeScenario = async (
  scenario: Scenario,
  productUrl: string,
  headers: Record<string, string>,
  baselineUrl: string,
) => {
  const [ours, bare] = await Promise.all([probe(productUrl, headers), probe(baselineUrl, {})]);
  const rows = describe(ours.body, ours.total);
  const check: Check = {
    target: `${scenario.name}: baseline returns the product's rows`,
    ok: identity(ours.body) === identity(bare.body) && ours.total === bare.total,
    detail: rows,
  };
  return { rows, check };
};

/** A route this build may not have: anything but a 200 skips its scenario. */
const answers = async (url: string, headers: Record<string, string>) => {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.status;
};

/** Signs in every login a scenario uses (BENCH_LOGIN first): tokens and baseline callers. */
const signInAll = async (productUrl: string) => {
  const logins = [BENCH_LOGIN, ...SCENARIOS.map((s) => s.login ?? BENCH_LOGIN)];
  const tokens = new Map<string, string>();
  const callers = new Map<string, Caller>();
  for (const login of new Set(logins)) {
    const { token, caller } = await signIn(productUrl, login);
    tokens.set(login, token);
    callers.set(login, caller);
  }
  return { tokens, callers };
};

const runScenarios = async (product: Running, baseline: Running, tokens: Map<string, string>) => {
  const measured: Measured[] = [];
  const probes: Check[] = [];
  const skipped: string[] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const headers = { authorization: `Bearer ${tokens.get(scenario.login ?? BENCH_LOGIN)}` };
    const productUrl = `${product.url}${scenario.path}`;
    const baselineUrl = `${baseline.url}${baselinePath(index)}`;
    if (scenario.optional) {
      const status = await answers(productUrl, headers);
      if (status !== 200) {
        skipped.push(`${scenario.name}: skipped, GET ${scenario.path} answers ${status}`);
        progress(`  ${skipped.at(-1)}`);
        continue;
      }
    }
    const { rows, check } = await probeScenario(scenario, productUrl, headers, baselineUrl);
    probes.push(check);
    for (const connections of CONNECTIONS) {
      progress(`  ${scenario.name} ×${connections}`);
      measured.push({
        scenario: scenario.name,
        rows,
        connections,
        product: await measure(productUrl, headers, connections),
        baseline: await measure(baselineUrl, {}, connections),
      });
    }
  }
  return { measured, probes, skipped };
};

const main = async () => {
  const started = performance.now();
  const loadBefore = machineLoad();
  const scale = benchScale();
  const bench: BenchDatabase = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  const servers: Running[] = [];
  try {
    progress(
      `${bench.label}: migrations, demo data, ${VOLUME.renters} renters, ${BIDS.count} bids, ` +
        `${TASKS.count} tasks, ` +
        `${NOTIFICATIONS.renterAccounts} renter accounts…`,
    );
    const ids = await fillDatabase(bench.database, progress);
    progress(`  filled in ${seconds(started)}`);
    const product = await startProduct(bench.database, bench.dataDir);
    servers.push(product);
    const { tokens, callers } = await signInAll(product.url);
    const token = tokens.get(BENCH_LOGIN) as string;
    const caller = callers.get(BENCH_LOGIN) as Caller;
    const baseline = await startBaseline(bench.database, callers, SCENARIOS);
    servers.push(baseline);
    const small = scale === '1m' ? await measureSmallScale(product, tokens, progress) : undefined;
    if (small) await growBench(bench, ids, progress);
    // The exports first: their memory baseline must not be what the load left committed.
    const runs = await measureExports(bench, scale, product, { token, caller }, progress);
    const { exports } = runs;
    const beside =
      runs.million &&
      (await millionBeside(bench, product, token, process.memoryUsage().rss, progress));
    const million = runs.million && beside && { run: runs.million, ...beside };
    const { measured, probes, skipped } = await runScenarios(product, baseline, tokens);
    const views = await measureViews(product.url, tokens, progress);
    const ones = atOne(measured, views.measured);
    // The sends last: each one grows the notification tables the reads above ran on.
    const sends = await runSends(bench.database.db, caller, product.url, token, progress);
    const passes = await runPasses(bench.database.db, caller, product.url, token, progress);
    const loadAfter = machineLoad();

    console.log(
      `\n${bench.label}: ${volumeLine(scale)}, ` +
        `${NOTIFICATIONS.renterAccounts.toLocaleString('en-US')} renter accounts of \`landlord\`; ` +
        `signed in as \`landlord\` (the unread count as \`${benchRenterLogin(1)}\`); ` +
        `autocannon ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s a run; ` +
        `base = bare Fastify, same SQL\n`,
    );
    console.log(resultTable(measured));
    if (skipped.length) console.log(`\n${skipped.join('\n')}`);
    console.log('\nthe lists as the app opens them, product only, one connection\n');
    console.log(viewTable(views.measured));
    console.log(
      '\nexports, before the load: one POST /api/download/excel/bids each, the body read and ' +
        `dropped; RSS of ${runs.where} (server, database client` +
        (bench.database.kind === 'pglite' ? ', PGlite itself' : '') +
        ' and reader) sampled every 100 ms; base = RSS after a warm-up export and a forced GC' +
        (million ? `; ${million.beside.name}: in this process, base = its RSS before` : '') +
        '\n',
    );
    console.log(exportTable(million ? [...exports, million.run, million.beside] : exports));
    if (small && million) {
      console.log(
        `\nthe demo landlord's journal read one request at a time during ${million.beside.name}: ` +
          `${million.journal.requests} requests, p50 ${million.journal.p50} ms, p99 ${million.journal.p99} ms`,
      );
      console.log(`\n200k → 1m, one connection, product (mean = 1 / rate)\n`);
      console.log(growthTable(small, ones));
    }
    console.log(
      `\nsends, after the load: POST /api/employee-notifications (multipart, audience=renters) ` +
        `one at a time, a warm-up then ${NOTIFICATIONS.sends}, timed to the answer's end; ` +
        'base = the two INSERTs bare in a transaction, in turn with the product\n',
    );
    console.log(sendTable(sends));
    console.log(
      '\npasses, last: one set-based INSERT of 100,000 events (what the device route and the ' +
        'file import run), the same again, then a device posting ten full batches with its key\n',
    );
    console.log(passTable(passes));
    console.log(
      `\nload average ${loadBefore.toFixed(1)} before the run, ${loadAfter.toFixed(1)} at its end, ` +
        `${availableParallelism()} cores` +
        (loadBefore >= 1 ? ': other work was running, expect noise' : ''),
    );
    const checks = [
      ...probes,
      ...checkTargets(bench.database.kind, measured),
      ...checkExports(bench.database.kind, exports),
      ...checkSends(sends),
      ...checkPasses(passes),
      ...checkViews(views, !small),
      ...(small && million ? checkMillion(small, ones, exports, million) : []),
    ];
    console.log(`\n${checkLines(checks)}\n\ntotal ${seconds(started)}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    for (const server of servers.reverse()) await server.app.close();
    await bench.dispose();
  }
};

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
