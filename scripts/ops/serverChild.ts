import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = fileURLToPath(new URL('./memoryProbe.ts', import.meta.url));
/** A server's first start migrates and seeds the demo set: about 30 s here, more when busy. */
const READY_TIMEOUT_MS = 180_000;
const LOG_LINES = 60;

/** Environment names the child must not inherit: the run sets its own database. */
const DATABASE_NAMES = ['DATABASE_URL', 'TEST_DATABASE_URL', 'BENCH_DATABASE_URL'];

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** A PostgreSQL database; none: PGlite in `dataDir`. */
  databaseUrl?: string;
}

export interface ServerChild {
  pid: number;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** `kill -9`: no shutdown, no flush, whatever was in flight is cut. */
  kill9(): Promise<void>;
  /** SIGTERM, the graceful stop (`main.ts` closes the app and the database). */
  stop(): Promise<void>;
  /** Resident memory from `/proc/<pid>/status`, MB; NaN once it is gone. */
  rssMb(): number;
  /** The JS heap in use as the process last reported it (`memoryProbe.ts`), MB. */
  heapMb(): number;
  /** The last lines it printed. */
  log(): string;
}

/** A free TCP port on 127.0.0.1: the first free one of `range`, else one the system picks. */
export const freePort = async (range?: [number, number]): Promise<number> => {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
      });
    });
  if (!range) return (await tryPort(0)) ?? Promise.reject(new Error('no free port'));
  for (let port = range[0]; port <= range[1]; port++) {
    const got = await tryPort(port);
    if (got) return got;
  }
  throw new Error(`no free port in ${range[0]}-${range[1]}`);
};

const statusMb = (pid: number, field: string) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

const childEnv = (opts: ServerOptions) => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of DATABASE_NAMES) delete env[name];
  return {
    ...env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    STATIC_DIR: `${opts.dataDir}/no-build`,
    SEED_DEMO: 'true',
    JOBS_TRIGGER: 'true',
    LOG_LEVEL: 'warn',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
};

/** Polls `/api/health` until it answers 200; fails when the child exits first or it takes too long. */
const waitReady = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it was ready:\n${log()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
};

/**
 * Starts `server/main.ts` as its own process (`node --import tsx`, so the pid is the server's
 * own, not a wrapper's) and waits until it answers. The child loads `memoryProbe.ts`, which
 * reports its heap over the IPC channel.
 */
export const startServer = async (opts: ServerOptions): Promise<ServerChild> => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', PROBE, 'server/main.ts'], {
    cwd: ROOT,
    env: childEnv(opts),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let heapMb = Number.NaN;
  child.on('message', (message: { heapUsed?: number }) => {
    if (typeof message?.heapUsed === 'number') heapMb = message.heapUsed / 1024 / 1024;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const log = () => lines.join('\n');
  const url = `http://127.0.0.1:${opts.port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  try {
    await waitReady(url, child, log);
  } catch (error) {
    await signal('SIGKILL');
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    pid,
    url,
    exited,
    kill9: () => signal('SIGKILL'),
    stop: async () => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await signal('SIGTERM');
      clearTimeout(force);
    },
    rssMb: () => statusMb(pid, 'VmRSS'),
    heapMb: () => heapMb,
    log,
  };
};
