import { parseArgs } from 'node:util';
import { crashFailures, crashReport } from './crashTestReport';
import { type CrashResult, crashRun } from './crashTestRun';
import { twoServers, twoServersReport } from './crashTestTwoServers';
import { makeScratch } from './scratchDatabase';
import { freePort } from './serverChild';

/**
 * `npm run crash-test`: the real server as a child process, written to from several
 * connections and killed with `kill -9` at random moments, restarted each time; then every
 * acknowledged write is compared with the database and the disk, and the file cleanup checked.
 * On PostgreSQL also two servers on one database, one killed: the other answers on and the
 * scheduled jobs run exactly once. Exits 1 on any loss.
 */
const USAGE = `npm run crash-test -- [--db pglite|postgres|both] [--database-url postgres://…]
  [--cycles 10] [--connections 6] [--up-ms 1500-6000] [--ports 3920-3939]
  [--dir-prefix /tmp/crash-test-] [--db-prefix crash_test_] [--keep] [--skip-two-servers]`;

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    'database-url': { type: 'string' },
    cycles: { type: 'string', default: '10' },
    connections: { type: 'string', default: '6' },
    'up-ms': { type: 'string', default: '1500-6000' },
    ports: { type: 'string' },
    'dir-prefix': { type: 'string', default: 'crash-test-' },
    'db-prefix': { type: 'string', default: 'crash_test_' },
    keep: { type: 'boolean', default: false },
    'skip-two-servers': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const range = (text: string, name: string): [number, number] => {
  const [a, b] = text.split('-').map(Number);
  if (!Number.isInteger(a) || !Number.isInteger(b) || a > b) throw new Error(`--${name} ${text}`);
  return [a, b];
};

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** The PostgreSQL server to make databases on: the flag, else the usual variables. */
const serverUrl =
  values['database-url'] ??
  process.env.CRASH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL;

const databasesToRun = () => {
  const chosen = values.db ?? (serverUrl ? 'both' : 'pglite');
  if (!['pglite', 'postgres', 'both'].includes(chosen)) throw new Error(`--db ${chosen}`);
  if (chosen !== 'pglite' && !serverUrl) {
    throw new Error('PostgreSQL needs --database-url (or TEST_DATABASE_URL / DATABASE_URL)');
  }
  const why = values.db
    ? `--db ${chosen}`
    : serverUrl
      ? 'a PostgreSQL URL is set, so both'
      : 'no PostgreSQL URL is set, so PGlite only';
  progress(`databases: ${chosen} (${why})`);
  return chosen === 'both' ? ['pglite', 'postgres'] : [chosen];
};

const main = async () => {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const ports = values.ports ? range(values.ports, 'ports') : undefined;
  const upMs = range(values['up-ms'], 'up-ms');
  const reports: string[] = [];
  let failed = false;
  const kinds = databasesToRun();
  for (const kind of kinds) {
    const scratch = await makeScratch({
      dirPrefix: values['dir-prefix'],
      serverUrl: kind === 'postgres' ? serverUrl : undefined,
      dbPrefix: values['db-prefix'],
    });
    try {
      const result: CrashResult = await crashRun({
        cycles: Number(values.cycles),
        connections: Number(values.connections),
        upMs,
        port: await freePort(ports),
        scratch,
        progress,
      });
      reports.push(crashReport(result));
      failed ||= crashFailures(result).length > 0;
    } finally {
      if (values.keep) progress(`kept ${scratch.dataDir} ${scratch.databaseUrl ?? ''}`);
      else await scratch.dispose();
    }
  }
  if (kinds.includes('postgres') && !values['skip-two-servers']) {
    const scratch = await makeScratch({
      dirPrefix: values['dir-prefix'],
      serverUrl,
      dbPrefix: values['db-prefix'],
    });
    try {
      const result = await twoServers({ scratch, ports, progress });
      reports.push(twoServersReport(result));
      failed ||= result.failures.length > 0;
    } finally {
      if (values.keep) progress(`kept ${scratch.dataDir} ${scratch.databaseUrl ?? ''}`);
      else await scratch.dispose();
    }
  }
  console.log(`\n${reports.join('\n\n')}\n`);
  process.exitCode = failed ? 1 : 0;
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
