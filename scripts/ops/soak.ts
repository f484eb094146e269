import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { markdownTable } from './crashTestReport';
import { makeScratch, type Scratch } from './scratchDatabase';
import { freePort, type ServerChild, startServer } from './serverChild';
import { measurePeak, openLoop, type Tally } from './soakLoad';
import { prepareMix } from './soakMix';
import { MEMORY_RULE, type MinuteLine, memoryVerdict, minuteLine, type Sample } from './soakStats';

/**
 * `npm run soak`: the hottest reads and writes at half the measured peak for N minutes, a line
 * a minute (requests, errors, p50/p95/p99, the server's RSS and heap). Exits 1 on any error or
 * on memory that keeps growing (`MEMORY_RULE`).
 */
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string' },
    url: { type: 'string' },
    pid: { type: 'string' },
    'database-url': { type: 'string' },
    ports: { type: 'string' },
    'dir-prefix': { type: 'string', default: 'soak-' },
    'max-in-flight': { type: 'string', default: '64' },
  },
});

const progress = (line: string) => process.stderr.write(`${line}\n`);
const SAMPLE_MS = 10_000;

/** RSS of a process we did not start (`--pid`), MB. */
const rssOf = (pid: number) => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

/** The server to soak: the one at `--url`, or a new one on a fresh database. */
const serverToSoak = async (): Promise<{
  url: string;
  memory: () => { rssMb: number; heapMb: number };
  child?: ServerChild;
  scratch?: Scratch;
}> => {
  if (values.url) {
    const pid = values.pid ? Number(values.pid) : undefined;
    return {
      url: values.url.replace(/\/$/, ''),
      memory: () => ({ rssMb: pid ? rssOf(pid) : Number.NaN, heapMb: Number.NaN }),
    };
  }
  const scratch = await makeScratch({
    dirPrefix: values['dir-prefix'],
    serverUrl: values['database-url'],
    dbPrefix: 'soak_',
  });
  const [a, b] = (values.ports ?? '').split('-').map(Number);
  const port = await freePort(values.ports ? [a, b] : undefined);
  progress(`${scratch.label}: starting the server (migrations, demo data)…`);
  const child = await startServer({
    port,
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
  });
  return {
    url: child.url,
    memory: () => ({ rssMb: child.rssMb(), heapMb: child.heapMb() }),
    child,
    scratch,
  };
};

const fixed = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));

/** Each request of the mix over the whole run: how many, and how fast. */
const requestTable = (byName: Map<string, number[]>) =>
  markdownTable(
    ['request', 'count', 'p50 ms', 'p95 ms', 'p99 ms'],
    [...byName].map(([name, ms]) => {
      const line = minuteLine(0, ms, 0, { rssMb: 0, heapMb: 0 });
      return [name, line.requests, fixed(line.p50), fixed(line.p95), fixed(line.p99)];
    }),
  );

const main = async () => {
  const minutes = Number(values.minutes);
  const server = await serverToSoak();
  try {
    const setup = await prepareMix(server.url);
    let rate = Number(values.rate);
    let rateSource = '--rate';
    if (!values.rate) {
      progress('measuring the peak: the same mix, closed loop, a ramp of connections…');
      const peak = await measurePeak(server.url, setup, progress);
      rate = Math.max(1, Math.round(peak / 2));
      rateSource = `half the measured peak of ${peak.toFixed(1)} req/s`;
    }
    progress(`soaking ${server.url} at ${rate} req/s (${rateSource}) for ${minutes} min…`);
    const lines: MinuteLine[] = [];
    const rss: Sample[] = [];
    const failures = new Map<string, number>();
    const byName = new Map<string, number[]>();
    let shed = 0;
    await openLoop({
      url: server.url,
      setup,
      rate,
      minutes,
      maxInFlight: Number(values['max-in-flight']),
      sampleMs: SAMPLE_MS,
      onTick: (atMs) => {
        const { rssMb } = server.memory();
        if (!Number.isNaN(rssMb)) rss.push({ atMs, value: rssMb });
      },
      onMinute: (minute: number, tally: Tally) => {
        const line = minuteLine(minute, tally.latencies, tally.errors, server.memory());
        lines.push(line);
        shed += tally.shed;
        for (const [k, n] of tally.failures) failures.set(k, (failures.get(k) ?? 0) + n);
        for (const [k, ms] of tally.byName) byName.set(k, [...(byName.get(k) ?? []), ...ms]);
        progress(
          `  minute ${minute}: ${line.requests} requests, ${line.errors} errors, p95 ${fixed(line.p95)} ms, RSS ${fixed(line.rssMb)} MB`,
        );
      },
    });
    const verdict = memoryVerdict(rss);
    const errors = lines.reduce((n, l) => n + l.errors, 0);
    console.log(
      `\nsoak of ${server.url}: ${rate} req/s (${rateSource}), ${minutes} min, ${shed} requests shed\n`,
    );
    console.log(
      markdownTable(
        ['minute', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'RSS MB', 'heap MB'],
        lines.map((l) => [
          l.minute,
          l.requests,
          l.errors,
          fixed(l.p50),
          fixed(l.p95),
          fixed(l.p99),
          fixed(l.rssMb),
          fixed(l.heapMb),
        ]),
      ),
    );
    for (const [what, n] of failures) console.log(`  failed: ${what} ×${n}`);
    console.log(`\n${requestTable(byName)}`);
    const memory = verdict.judged
      ? `RSS slope over the last ${verdict.minutes.toFixed(1)} min: ${verdict.slope.toFixed(2)} MB/min (limit ${MEMORY_RULE.maxMbPerMinute})`
      : `RSS not judged: ${verdict.minutes.toFixed(1)} min of samples after the warm-up, ${MEMORY_RULE.minMinutes} needed`;
    console.log(`\n${memory}`);
    const failed = errors > 0 || verdict.growing;
    console.log(
      failed
        ? `FAIL: ${errors} errors${verdict.growing ? ', memory keeps growing' : ''}`
        : 'OK: no errors, memory steady',
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server.child?.stop();
    await server.scratch?.dispose();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
