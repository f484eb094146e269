import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../../server/db/dataDirLock';
import { migratedDataDir } from './helpers';

const children: ChildProcess[] = [];
const dirs: string[] = [];

const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'arenda-lock-'));
  dirs.push(dir);
  return dir;
};

const started = (child: ChildProcess) => {
  children.push(child);
  return child;
};

/** A process that has come and gone: its pid names no one (until the kernel reuses it). */
const deadPid = async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid as number;
};

const liveProcess = () => started(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']));

const writeLock = (dir: string, holder: Record<string, unknown>) =>
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ host: hostname(), started_at: '2026-11-24T10:05:00Z', token: 'x', ...holder }),
  );

const lockedError = (dir: string): DataDirLockedError => {
  try {
    acquireDataDirLock(dir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the lock was taken');
};

const lockPid = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number }).pid;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('acquireDataDirLock', () => {
  let dir: string;
  const releases: (() => void)[] = [];
  beforeEach(async () => {
    dir = await tempDir();
  });
  afterEach(() => {
    for (const release of releases.splice(0)) release();
  });

  it('writes our pid, refuses a second holder and is free again after release', () => {
    const release = acquireDataDirLock(dir);
    releases.push(release);
    expect(lockPid(dir)).toBe(process.pid);

    const error = lockedError(dir);
    expect(error.message).toContain(`The data directory ${dir} is in use`);
    expect(error.message).toContain(`(pid ${process.pid}, started `);

    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    releases.push(acquireDataDirLock(dir));
    expect(lockPid(dir)).toBe(process.pid);
  });

  it('refuses a lock held by another running process, naming it and when it started', () => {
    const other = liveProcess();
    // The message shows the server's local time.
    writeLock(dir, { pid: other.pid, started_at: new Date(2026, 10, 24, 10, 5).toISOString() });
    const error = lockedError(dir);
    expect(error.holder.pid).toBe(other.pid);
    expect(error.message).toContain(
      `(pid ${other.pid}, started 2026-11-24 10:05). Stop it first, or start this one with another DATA_DIR.`,
    );
  });

  it('takes over the lock of a process that died (kill -9 leaves it behind)', async () => {
    writeLock(dir, { pid: await deadPid() });
    releases.push(acquireDataDirLock(dir));
    expect(lockPid(dir)).toBe(process.pid);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('takes over an empty lock file (a crash while it was written)', () => {
    writeFileSync(path.join(dir, LOCK_FILE), '');
    releases.push(acquireDataDirLock(dir));
    expect(lockPid(dir)).toBe(process.pid);
  });

  it.skipIf(process.platform !== 'linux')(
    '(Linux: needs /proc) takes over when the pid now belongs to a later process',
    () => {
      const other = liveProcess();
      writeLock(dir, { pid: other.pid, start_ticks: '1' });
      releases.push(acquireDataDirLock(dir));
      expect(lockPid(dir)).toBe(process.pid);
    },
  );

  it('refuses a lock from another host, whose pids it cannot check, and says how to clear it', async () => {
    writeLock(dir, { pid: await deadPid(), host: 'other-box' });
    const error = lockedError(dir);
    expect(error.message).toContain('on host other-box');
    expect(error.message).toContain(`delete ${path.join(dir, LOCK_FILE)}`);
  });
});

describe('the server on a data directory in use', () => {
  let dataDir: string;
  let first: ChildProcess;

  const startServer = () =>
    started(
      spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATABASE_URL: undefined,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          STATIC_DIR: path.join(dataDir, 'no-build'),
          LOG_LEVEL: 'warn',
        },
      }),
    );

  const output = (child: ChildProcess) => {
    const text = { stdout: '', stderr: '' };
    child.stdout?.on('data', (chunk: Buffer) => {
      text.stdout += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      text.stderr += chunk;
    });
    return text;
  };

  const running = async (child: ChildProcess) => {
    const text = output(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', () => {
        if (text.stdout.includes('is running at')) resolve();
      });
      child.on('exit', (code) =>
        reject(new Error(`the server exited (${code}) before running:\n${text.stderr}`)),
      );
    });
  };

  beforeEach(async () => {
    if (dataDir) return;
    dataDir = await tempDir();
    // Started on a migrated database, each server only opens it: what is tested is the lock.
    await migratedDataDir(path.join(dataDir, 'pgdata'));
  });

  it('refuses to start a second server, naming the first, and the first keeps the lock', async () => {
    first = startServer();
    await running(first);

    const second = startServer();
    const text = output(second);
    // 'close', not 'exit': by then its stderr has been read to the end.
    const [code] = await once(second, 'close');
    expect(code).not.toBe(0);
    expect(text.stderr).toContain(
      `The data directory ${dataDir} is in use by another Arenda CRM server (pid ${first.pid}, started `,
    );
    expect(text.stdout).not.toContain('is running');
    expect(lockPid(dataDir)).toBe(first.pid);
  }, 90_000);

  it('starts after the first was killed with kill -9, and frees the lock on SIGTERM', async () => {
    first.kill('SIGKILL');
    await once(first, 'exit');
    expect(lockPid(dataDir)).toBe(first.pid);

    const next = startServer();
    await running(next);
    expect(lockPid(dataDir)).toBe(next.pid);

    next.kill('SIGTERM');
    const [code] = await once(next, 'close');
    expect(code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);
});
