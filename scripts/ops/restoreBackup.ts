import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../server/config';
import { type Database, type Db, openDatabase } from '../../server/db/client';
import { openArchive, readEntries, writeFilesInto } from './archiveReader';
import { checkArchive } from './checkArchive';
import { dataPaths, holdsAnything, lockDataDir, timeStamp } from './dataDir';
import type { Manifest } from './manifest';
import { explainFailure, OpsError } from './opsError';
import {
  describeUrl,
  dropAppSchema,
  requireNoOtherConnections,
  tableCount,
} from './postgresTarget';
import { type LoadedTable, snapshotLoader } from './snapshotLoader';

/** Where a restore builds its data, inside DATA_DIR (the same disk, so moving it in is a rename). */
const STAGING = '.restore-';

export interface RestoreSummary {
  target: string;
  manifest: Manifest;
  tables: LoadedTable[];
  files: number;
  fileBytes: number;
  /** Where the data that was replaced went (`--force`), if there was any. */
  replaced?: string;
  seconds: number;
}

/**
 * Restores an archive into the configured place: DATA_DIR (embedded database and files) or the
 * DATABASE_URL database and DATA_DIR/files. Everything is built aside first — a new embedded
 * database in DATA_DIR/.restore-…, or one transaction on the server — and checked (every row
 * count, every file's SHA-256) before it takes the old data's place; a damaged archive leaves
 * the target as it was. Refuses while a server uses the target, and a target holding data
 * unless `force`.
 */
export const restoreBackup = async (opts: {
  config: Config;
  archive: string;
  force?: boolean;
}): Promise<RestoreSummary> => {
  const started = performance.now();
  const { config, force = false } = opts;
  const url = config.databaseUrl;
  const paths = dataPaths(config);
  const archive = path.resolve(opts.archive);
  if (!existsSync(archive)) throw new OpsError(`There is no archive ${archive}.`);
  const target = url ? describeUrl(url) : `embedded database in ${paths.dataDir}`;
  const release = lockDataDir(paths.dataDir, 'restore into');
  let staging: string | undefined;
  let closeArchive: (() => void) | undefined;
  let database: Database | undefined;
  try {
    await removeLeftovers(paths.dataDir);
    const taken = [
      ...(!url && (await holdsAnything(paths.pgdata)) ? [paths.pgdata] : []),
      ...((await holdsAnything(paths.files)) ? [paths.files] : []),
    ];
    if (taken.length && !force) {
      throw new OpsError(
        `${taken.join(' and ')} already hold data. To replace it with the archive, run again with --force (it is moved aside into ${paths.dataDir}/replaced-…).`,
      );
    }
    if (url) {
      database = await openDatabase({ url, poolSize: 1 });
      await checkServerTarget(database.db, target, force);
    }
    // A damaged or truncated archive is refused before anything is built.
    await checkArchive(archive);
    const { manifest, entries, close } = await openArchive(archive);
    closeArchive = close;
    staging = await mkdtemp(path.join(paths.dataDir, STAGING));
    const filesDir = path.join(staging, 'files');
    await mkdir(filesDir);
    database ??= await openDatabase({ dataDir: path.join(staging, 'pgdata') });
    const restored = await database.db
      .transaction(async (tx) => {
        if (url && (await checkServerTarget(tx, target, force))) await dropAppSchema(tx);
        const loader = await snapshotLoader(tx, manifest.database);
        const read = await readEntries(manifest, entries, {
          rows: loader.insert,
          file: writeFilesInto(filesDir),
        });
        return { tables: await loader.finish(), ...read };
      })
      .catch((error: unknown) => {
        throw explainFailure(error, 'The restore failed and changed nothing');
      });
    // Planner statistics for the loaded tables, as after any bulk load.
    await database.maintain();
    await database.close();
    database = undefined;
    const replaced = await swapIn(paths, staging, url ? ['files'] : ['pgdata', 'files']);
    staging = undefined;
    return {
      target,
      manifest,
      tables: restored.tables,
      files: restored.files,
      fileBytes: restored.bytes,
      replaced,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    closeArchive?.();
    await database?.close();
    if (staging) await rm(staging, { recursive: true, force: true });
    release();
  }
};

/** Folders of restores cut short (the lock is ours, so none is running). */
const removeLeftovers = async (dataDir: string) => {
  if (!existsSync(dataDir)) return;
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith(STAGING)) continue;
    await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
};

/**
 * A server database to restore into: nobody else connected, and empty unless `force`. Answers
 * whether it holds tables (to be dropped).
 */
const checkServerTarget = async (db: Db, target: string, force: boolean) => {
  await requireNoOtherConnections(db, target);
  const tables = await tableCount(db);
  if (tables && !force) {
    throw new OpsError(
      `The ${target} already holds tables (${tables}). To replace them with the archive, run again with --force (the database's tables are dropped: back it up first).`,
    );
  }
  return tables > 0;
};

/**
 * Puts the restored folders in place of DATA_DIR's: the ones they replace, when they hold
 * anything, move into DATA_DIR/replaced-<time>, whose path is returned.
 */
const swapIn = async (
  paths: { dataDir: string },
  staging: string,
  names: string[],
): Promise<string | undefined> => {
  let aside: string | undefined;
  for (const name of names) {
    const current = path.join(paths.dataDir, name);
    if (await holdsAnything(current)) {
      aside ??= path.join(paths.dataDir, `replaced-${timeStamp()}`);
      await mkdir(aside, { recursive: true });
      await rename(current, path.join(aside, name));
    } else if (existsSync(current)) {
      await rmdir(current);
    }
    await rename(path.join(staging, name), current);
  }
  await rm(staging, { recursive: true, force: true });
  return aside;
};
