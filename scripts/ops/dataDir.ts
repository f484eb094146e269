import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../server/config';
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/dataDirLock';
import type { ArchivedFile } from './manifest';
import { OpsError } from './opsError';

/** Where a configuration keeps its data: DATA_DIR, its embedded database and its uploads. */
export const dataPaths = (config: Config) => {
  const dataDir = path.dirname(config.filesDir);
  return { dataDir, pgdata: path.join(dataDir, 'pgdata'), files: config.filesDir };
};

/** `2026-05-01-143000` (UTC): for names of archives and of data moved aside. */
export const timeStamp = (at = new Date()) =>
  at.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');

/**
 * Takes DATA_DIR's lock for an operation (`what`, followed by the folder): a running server is named and refused, and no
 * server can start on the data until the returned release is called.
 */
export const lockDataDir = (dataDir: string, what: string) => {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const { pid, host, started_at } = error.holder;
    throw new OpsError(
      `Cannot ${what} ${dataDir}: an Arenda CRM server (pid ${pid} on ${host}, started ${started_at}) is using it. Stop it first; the embedded database takes one process at a time.`,
    );
  }
};

/** Whether `dir` exists and holds anything. */
export const holdsAnything = async (dir: string) => {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
};

/** Refuses a data directory with no embedded database in it. */
export const requireEmbedded = (pgdata: string) => {
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${pgdata}.`);
  }
};

/** A file's bytes, `size` of them, with their SHA-256 taken on the way (`digest()` after). */
export const hashingRead = (file: string, size: number) => {
  const hash = createHash('sha256');
  return {
    chunks: (async function* () {
      if (!size) return;
      for await (const chunk of createReadStream(file, {
        end: size - 1,
      }) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        yield chunk;
      }
    })(),
    digest: () => hash.digest('hex'),
  };
};

/** Every regular file under `dir` (none when it is missing), sorted, with size and SHA-256. */
export const listFiles = async (dir: string): Promise<ArchivedFile[]> => {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const listed: ArchivedFile[] = [];
  for (const name of names.sort()) {
    const full = path.join(dir, name);
    const info = await lstat(full);
    if (info.isDirectory()) continue;
    if (!info.isFile())
      throw new OpsError(`${full} is not a regular file; move it out of the way.`);
    const read = hashingRead(full, info.size);
    for await (const _ of read.chunks);
    listed.push({ path: name.split(path.sep).join('/'), size: info.size, sha256: read.digest() });
  }
  return listed;
};

/** How many regular files `dir` holds and their bytes (none when it is missing). */
export const countFiles = async (dir: string) => {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: 0, bytes: 0 };
    throw error;
  }
  let files = 0;
  let bytes = 0;
  for (const name of names) {
    const info = await lstat(path.join(dir, name));
    if (!info.isFile()) continue;
    files++;
    bytes += info.size;
  }
  return { files, bytes };
};
