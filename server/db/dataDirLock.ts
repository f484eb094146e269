import { randomUUID } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite ignores `postmaster.pid`, so two processes on one data directory corrupt it (security
 * review H4). This lock file stands in: the kernel keeps no lock for us (Node has no flock), so a
 * lock is stale when the process it names is gone.
 */

/** What the lock file holds: enough to find the holder and to tell a reused pid from it. */
export interface LockHolder {
  pid: number;
  host: string;
  started_at: string;
  /** Linux only: a pid from another boot, or with another start time, is not the holder. */
  boot_id?: string;
  start_ticks?: string;
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const elsewhere = holder.host !== hostname();
    const who = `pid ${holder.pid}${elsewhere ? ` on host ${holder.host}` : ''}`;
    super(
      `The data directory ${dir} is in use by another Arenda CRM server (${who}, started ${localTime(holder.started_at)}). ` +
        'Stop it first, or start this one with another DATA_DIR.' +
        (elsewhere ? ` If no server runs on ${holder.host}, delete ${lockFile}.` : ''),
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'server.lock';

/** Lock files this process holds, so that a second acquire here is refused, not "stale". */
const held = new Set<string>();

const localTime = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'at an unknown time';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

const readOrUndefined = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/<pid>/stat: start time in clock ticks since boot (after the `(comm)`). */
const startTicks = (pid: number | 'self'): string | undefined => {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

const bootId = () => readOrUndefined('/proc/sys/kernel/random/boot_id');

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

const parse = (text: string): LockHolder | undefined => {
  try {
    const value = JSON.parse(text) as LockHolder;
    return Number.isInteger(value.pid) && typeof value.host === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
};

/** Whether the process a lock names may still be running; unsure means yes. */
const isAlive = (lockFile: string, holder: LockHolder): boolean => {
  // Another machine's (or container's) pids cannot be checked from here.
  if (holder.host !== hostname()) return true;
  const boot = bootId();
  if (holder.boot_id && boot && holder.boot_id !== boot) return false;
  // After a restart in a container our pid is often the crashed one's (pid 1).
  if (holder.pid === process.pid) return held.has(lockFile);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return false;
  }
  const ticks = startTicks(holder.pid);
  return !(holder.start_ticks && ticks && holder.start_ticks !== ticks);
};

/** Creates the lock with its whole content at once; false when it already exists. */
const publish = (tmp: string, lockFile: string, text: string): boolean => {
  try {
    linkSync(tmp, lockFile);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return false;
    // Some filesystems (FAT, a few network mounts) have no hard links.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  }
  try {
    writeFileSync(lockFile, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
};

/**
 * Moves a stale lock aside. Renaming first and checking what moved, instead of unlinking what we
 * read, keeps two processes that both found it stale from deleting each other's fresh lock.
 */
const removeStale = (lockFile: string, staleText: string, token: string) => {
  const aside = `${lockFile}.stale-${token}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readOrUndefined(aside) !== staleText) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // Someone holds it again; the next round reads who.
    }
  }
  unlinkSync(aside);
};

/**
 * Takes `dir/server.lock` for this process, or throws DataDirLockedError naming the running
 * holder. A lock left by a crashed process is taken over. Returns the release function, which is
 * also run on process exit.
 */
export const acquireDataDirLock = (dir: string): (() => void) => {
  const absDir = path.resolve(dir);
  const lockFile = path.join(absDir, LOCK_FILE);
  mkdirSync(absDir, { recursive: true });
  const token = randomUUID();
  const self: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started_at: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    boot_id: bootId(),
    start_ticks: startTicks('self'),
    token,
  };
  const text = `${JSON.stringify(self)}\n`;
  const tmp = `${lockFile}.${token}`;
  writeFileSync(tmp, text, { flag: 'wx' });
  try {
    for (let round = 0; !publish(tmp, lockFile, text); round++) {
      if (round >= 5) throw new Error(`Could not take the lock ${lockFile}; try again`);
      const found = readOrUndefined(lockFile);
      if (found === undefined) continue;
      const holder = parse(found);
      if (holder && isAlive(lockFile, holder)) {
        throw new DataDirLockedError(absDir, lockFile, holder);
      }
      removeStale(lockFile, found, token);
    }
  } finally {
    unlinkSync(tmp);
  }
  held.add(lockFile);

  const release = () => {
    process.off('exit', release);
    if (!held.delete(lockFile)) return;
    // Only our own lock: never delete one another process has since taken.
    if (parse(readOrUndefined(lockFile) ?? '')?.token === token) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
};
