import { availableParallelism, loadavg } from 'node:os';
import { BIDS } from './bench/bids';
import { type BenchDatabase, openBenchDatabase } from './bench/database';
import { runExports } from './bench/export';
import { fillDatabase, VOLUME } from './bench/fill';
import { MEASURE_SECONDS, measure, probe, WARMUP_SECONDS } from './bench/load';
import {
  type Check,
  checkExports,
  checkLines,
  checkTargets,
  exportTable,
  type Measured,
  resultTable,
} from './bench/report';
import { SCENARIOS, type Scenario } from './bench/scenarios';
import { baselinePath, type Running, signIn, startBaseline, startProduct } from './bench/servers';

/**
 * `npm run bench`: the API under autocannon on a fresh database of 100,000 renters and 200,000
 * bids, each scenario beside a bare Fastify route running the same SQL, then the journal's
 * Excel export of about 20,000 and 100,000 bids with the server's memory, checked against this
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

/** The ids a body shows (a page's rows, or the one record), to compare product and baseline. */
const identity = (body: unknown) =>
  JSON.stringify(
    Array.isArray(body) ? body.map((row: { id: unknown }) => row.id) : (body as { id: unknown }).id,
  );

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
  const rows = Array.isArray(ours.body)
    ? `${ours.body.length} of ${ours.total ?? '?'}`
    : 'one record';
  const check: Check = {
    target: `${scenario.name}: baseline returns the product's rows`,
    ok: identity(ours.body) === identity(bare.body) && ours.total === bare.total,
    detail: rows,
  };
  return { rows, check };
};

const runScenarios = async (product: Running, baseline: Running, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const measured: Measured[] = [];
  const probes: Check[] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const productUrl = `${product.url}${scenario.path}`;
    const baselineUrl = `${baseline.url}${baselinePath(index)}`;
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
  return { measured, probes };
};

const main = async () => {
  const started = performance.now();
  const loadBefore = machineLoad();
  const bench: BenchDatabase = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  const servers: Running[] = [];
  try {
    progress(
      `${bench.label}: migrations, demo data, ${VOLUME.renters} renters, ${BIDS.count} bids…`,
    );
    await fillDatabase(bench.database, progress);
    progress(`  filled in ${seconds(started)}`);
    const product = await startProduct(bench.database, bench.dataDir);
    servers.push(product);
    const { token, caller } = await signIn(product.url, 'landlord');
    const baseline = await startBaseline(bench.database, caller, SCENARIOS);
    servers.push(baseline);
    // The exports first: their memory baseline must not be what the load left committed.
    const exports = await runExports(bench.database.db, caller, product.url, token, progress);
    const { measured, probes } = await runScenarios(product, baseline, token);
    const loadAfter = machineLoad();

    console.log(
      `\n${bench.label}: ${VOLUME.renters.toLocaleString('en-US')} renters over ` +
        `${VOLUME.landlords.toLocaleString('en-US')} landlords, ` +
        `${BIDS.count.toLocaleString('en-US')} bids; signed in as \`landlord\`; ` +
        `autocannon ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s a run; ` +
        `base = bare Fastify, same SQL\n`,
    );
    console.log(resultTable(measured));
    console.log(
      '\nexports, before the load: one POST /api/download/excel/bids each, the body read and ' +
        'dropped; RSS of this process (server, database client' +
        (bench.database.kind === 'pglite' ? ', PGlite itself' : '') +
        ' and reader) sampled every 100 ms; base = RSS after a warm-up export and a forced GC\n',
    );
    console.log(exportTable(exports));
    console.log(
      `\nload average ${loadBefore.toFixed(1)} before the run, ${loadAfter.toFixed(1)} at its end, ` +
        `${availableParallelism()} cores` +
        (loadBefore >= 1 ? ': other work was running, expect noise' : ''),
    );
    const checks = [
      ...probes,
      ...checkTargets(bench.database.kind, measured),
      ...checkExports(bench.database.kind, exports),
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
