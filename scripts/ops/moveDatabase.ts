import type { Config } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { countFiles, dataPaths, lockDataDir, requireEmbedded } from './dataDir';
import type { DatabaseSnapshot } from './manifest';
import { explainFailure, OpsError } from './opsError';
import { describeUrl, requireNoOtherConnections, tableCount } from './postgresTarget';
import { type LoadedTable, snapshotLoader } from './snapshotLoader';
import { describeSnapshot, inSnapshot } from './sourceSnapshot';
import { tableBatches } from './tableRows';

export interface MoveSummary {
  source: string;
  target: string;
  snapshot: DatabaseSnapshot;
  tables: LoadedTable[];
  /** What stays in DATA_DIR/files for the server on PostgreSQL to read. */
  files: { dir: string; files: number; bytes: number };
  seconds: number;
}

/**
 * Copies the embedded database (DATA_DIR/pgdata) into the empty PostgreSQL database of
 * DATABASE_URL: the schema up to the embedded one's migration, every table's rows in batches
 * (each table after those it refers to), the sequences, a count of every table, then the newer
 * migrations, all in one transaction on the server, so a failure leaves it empty. The embedded
 * database is left as it was; the files stay in DATA_DIR/files, where the server reads them.
 */
export const moveToPostgres = async (opts: { config: Config }): Promise<MoveSummary> => {
  const started = performance.now();
  const url = opts.config.databaseUrl;
  if (!url) {
    throw new OpsError(
      'Set DATABASE_URL to the PostgreSQL database to move to: a new, empty one (CREATE DATABASE arenda).',
    );
  }
  const paths = dataPaths(opts.config);
  const target = describeUrl(url);
  const release = lockDataDir(paths.dataDir, 'move the embedded database in');
  try {
    requireEmbedded(paths.pgdata);
    const source = await openDatabase({ dataDir: paths.pgdata });
    const destination = await openDatabase({ url, poolSize: 1 });
    try {
      const moved = inSnapshot(source, async (from) => {
        const snapshot = await describeSnapshot(from, source.kind);
        const tables = await destination.db.transaction(async (tx) => {
          await requireNoOtherConnections(tx, target);
          const existing = await tableCount(tx);
          if (existing) {
            throw new OpsError(
              `The ${target} is not empty: it holds tables (${existing}). Move into a new, empty database (CREATE DATABASE …).`,
            );
          }
          const loader = await snapshotLoader(tx, snapshot);
          for (const table of snapshot.tables) {
            for await (const rows of tableBatches(from, table.name)) {
              await loader.insert(table.name, rows);
            }
          }
          return loader.finish();
        });
        return { snapshot, tables };
      });
      const { snapshot, tables } = await moved.catch((error: unknown) => {
        throw explainFailure(error, 'The move failed and left the PostgreSQL database empty');
      });
      // Planner statistics for the loaded tables, as after any bulk load.
      await destination.maintain();
      return {
        source: paths.pgdata,
        target,
        snapshot,
        tables,
        files: { dir: paths.files, ...(await countFiles(paths.files)) },
        seconds: (performance.now() - started) / 1000,
      };
    } finally {
      await destination.close();
      await source.close();
    }
  } finally {
    release();
  }
};
