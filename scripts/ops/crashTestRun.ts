import { randomBytes, randomInt } from 'node:crypto';
import { call, signIn } from './apiClient';
import { CRASH_LOGINS, FileBudget, prepareActor } from './crashTestActors';
import { type Connection, Gate, retryCut, startConnection } from './crashTestLoop';
import {
  afterCleanup,
  ageUnattached,
  type Expected,
  type FileSummary,
  globalProblems,
  observe,
} from './crashTestVerify';
import { type Attempt, type Comparison, compareLedger, type WriteKind } from './ledger';
import type { Scratch } from './scratchDatabase';
import { type ServerChild, startServer } from './serverChild';

export interface CrashOptions {
  cycles: number;
  connections: number;
  /** Each cycle writes for a random time in this range (ms), then the server is killed. */
  upMs: [number, number];
  port: number;
  scratch: Scratch;
  progress: (line: string) => void;
}

export interface CrashResult {
  label: string;
  comparison: Comparison;
  /** Problems found outside the run's own records (the jobs' notifications too). */
  global: string[];
  files: FileSummary;
  cleanup: Awaited<ReturnType<typeof afterCleanup>> & { aged: number };
  kills: number;
  /** Writes in flight at each kill. */
  inFlight: number[];
  restartSeconds: number[];
  serverErrors: number;
  /** Cut idempotent writes still without an answer at the end. */
  unanswered: number;
}

/** How long a 409 on a retry may last: PostgreSQL's claim lease (2 minutes) and a margin. */
const LEASE_WAIT_MS = 150_000;
const RETRY_EVERY_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends every cut idempotent write again until each is answered (or the lease wait is over). */
const settleRetries = async (connections: Connection[]) => {
  const deadline = Date.now() + LEASE_WAIT_MS;
  for (;;) {
    for (const c of connections) await retryCut(c.ctx, c.ctx.retries);
    const left = connections.reduce((n, c) => n + c.ctx.retries.length, 0);
    if (left === 0 || Date.now() > deadline) return left;
    await pause(RETRY_EVERY_MS);
  }
};

/** Runs the cleanup job (`housekeeping`) through the job trigger, as the tests do. */
const runHousekeeping = async (server: ServerChild) => {
  const superadmin = await signIn(server.url, 'superadmin');
  const answer = await call(server.url, '/api/system/jobs/housekeeping/run', {
    token: superadmin.token,
    json: {},
  });
  if (answer.status !== 204) throw new Error(`housekeeping: HTTP ${answer.status}`);
};

/**
 * One database's crash test: writes from several connections, `kill -9` at random moments and
 * restarts, then every acknowledged write compared with the database and the disk, and the
 * file cleanup checked.
 */
export const crashRun = async (opts: CrashOptions): Promise<CrashResult> => {
  const { scratch, progress } = opts;
  const runId = `CT${randomBytes(4).toString('hex')}`;
  const since = new Date().toISOString();
  const server = { databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir, port: opts.port };
  progress(`${scratch.label}: first start (migrations, demo data)…`);
  let child = await startServer(server);
  const ledger: Attempt[] = [];
  const expected: Expected = new Map();
  let seq = 0;
  const shared = {
    base: child.url,
    ledger,
    expected,
    serverErrors: { count: 0 },
    marker: (kind: WriteKind) => `${runId}-${kind}-${++seq}`,
  };
  const budgets = new Map(CRASH_LOGINS.map((login) => [login, new FileBudget()]));
  const gate = new Gate();
  let running = true;
  const connections: Connection[] = [];
  for (let i = 0; i < opts.connections; i++) {
    const login = CRASH_LOGINS[i % CRASH_LOGINS.length];
    const actor = await prepareActor(child.url, login);
    const budget = budgets.get(login) as FileBudget;
    connections.push(startConnection(gate, () => running, shared, actor, budget));
  }
  const inFlight: number[] = [];
  const restartSeconds: number[] = [];
  for (let cycle = 1; cycle <= opts.cycles; cycle++) {
    gate.reopen();
    await pause(randomInt(opts.upMs[0], opts.upMs[1]));
    gate.close();
    inFlight.push(ledger.filter((a) => a.outcome === 'pending').length);
    await child.kill9();
    const started = performance.now();
    child = await startServer(server);
    restartSeconds.push((performance.now() - started) / 1000);
    progress(
      `  cycle ${cycle}/${opts.cycles}: killed with ${inFlight.at(-1)} writes in flight, ` +
        `${ledger.length} sent so far, back in ${restartSeconds.at(-1)?.toFixed(1)} s`,
    );
  }
  running = false;
  gate.reopen();
  await Promise.all(connections.map((c) => c.done));
  const unanswered = await settleRetries(connections);
  await child.stop();

  progress(`${scratch.label}: comparing ${ledger.length} writes with the database and the disk…`);
  let db = await scratch.open();
  const { observed, files } = await observe(db.db, scratch.filesDir, runId, expected);
  const global = await globalProblems(db.db, since);
  const aged = await ageUnattached(db.db, scratch.filesDir, since);
  await db.close();
  child = await startServer(server);
  await runHousekeeping(child);
  await child.stop();
  db = await scratch.open();
  const cleanup = { ...(await afterCleanup(db.db, scratch.filesDir)), aged };
  await db.close();
  return {
    label: scratch.label,
    comparison: compareLedger(ledger, observed),
    global,
    files,
    cleanup,
    kills: opts.cycles,
    inFlight,
    restartSeconds,
    serverErrors: shared.serverErrors.count,
    unanswered,
  };
};
