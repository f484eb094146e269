import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Config } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import {
  dataPaths,
  hashingRead,
  listFiles,
  lockDataDir,
  requireEmbedded,
  timeStamp,
} from './dataDir';
import {
  FILES_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  tableEntry,
} from './manifest';
import { explainFailure, OpsError } from './opsError';
import { describeSnapshot, inSnapshot } from './sourceSnapshot';
import { tableBatches } from './tableRows';
import { TarWriter } from './tar';

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: Manifest;
  seconds: number;
}

/**
 * Writes one archive (`.tar.gz`, by default DATA_DIR/backups/arenda-backup-<time>.tar.gz) of
 * the database and DATA_DIR/files. The embedded database is read under DATA_DIR's lock, so a
 * running server is refused and none can start meanwhile; a PostgreSQL database is read in one read-only snapshot while the app goes on working. The
 * archive is written beside its name and renamed when whole: a failed backup leaves nothing
 * that looks like one.
 */
export const createBackup = async (opts: {
  config: Config;
  out?: string;
}): Promise<BackupSummary> => {
  const started = performance.now();
  const { config } = opts;
  const paths = dataPaths(config);
  const createdAt = new Date();
  const file = path.resolve(
    opts.out ?? path.join(paths.dataDir, 'backups', `arenda-backup-${timeStamp(createdAt)}.tar.gz`),
  );
  if (existsSync(file)) throw new OpsError(`${file} already exists; give another --out.`);
  if (!config.databaseUrl) requireEmbedded(paths.pgdata);
  const release = config.databaseUrl
    ? undefined
    : lockDataDir(paths.dataDir, 'back up the embedded database in');
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: paths.pgdata },
    );
    const partial = `${file}.partial`;
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial));
    // Awaited below; a failure meanwhile also stops the writes that wait on the stream.
    written.catch(() => undefined);
    const tar = new TarWriter(gzip);
    try {
      const manifest = await inSnapshot(database, async (tx) => {
        const snapshot = await describeSnapshot(tx, database.kind);
        // Listed after the snapshot began: every file its rows name is on disk by now.
        const manifest: Manifest = {
          format: FORMAT,
          format_version: FORMAT_VERSION,
          app_version: config.version,
          created_at: createdAt.toISOString(),
          database: snapshot,
          files: await listFiles(paths.files),
        };
        await tar.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
        for (const table of snapshot.tables) {
          let batch = 0;
          let rows = 0;
          for await (const lines of tableBatches(tx, table.name)) {
            rows += lines.length;
            await tar.add(tableEntry(table.name, ++batch), Buffer.from(`${lines.join('\n')}\n`));
          }
          if (rows !== table.rows)
            throw new Error(`${table.name}: counted ${table.rows}, read ${rows}`);
        }
        return manifest;
      });
      for (const entry of manifest.files) {
        const read = hashingRead(path.join(paths.files, entry.path), entry.size);
        await tar.addStream(`${FILES_PREFIX}${entry.path}`, entry.size, read.chunks);
        if (read.digest() !== entry.sha256) {
          throw new OpsError(`${entry.path} changed during the backup; run it again.`);
        }
      }
      await tar.finish();
      gzip.end();
      await written;
      await rename(partial, file);
      const { size } = await stat(file);
      return { file, bytes: size, manifest, seconds: (performance.now() - started) / 1000 };
    } catch (error) {
      gzip.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
      throw explainFailure(error, 'The backup failed');
    } finally {
      await database.close();
    }
  } finally {
    release?.();
  }
};
