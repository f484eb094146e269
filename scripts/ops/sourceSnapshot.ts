import type { Database, Db } from '../../server/db/client';
import { countRows, loadOrder, readSequences, readTables } from './catalog';
import type { DatabaseSnapshot } from './manifest';
import { readMigrationLevel } from './migrationLevel';
import { OpsError } from './opsError';

/**
 * Runs `work` on one read-only snapshot of the database: on a PostgreSQL server the app may keep
 * writing meanwhile, and every table is read as it was when the snapshot began.
 */
export const inSnapshot = <T>(database: Database, work: (tx: Db) => Promise<T>): Promise<T> =>
  database.db.transaction((tx) => work(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });

/** What the snapshot holds: schema level, tables in load order with their row counts, sequences. */
export const describeSnapshot = async (
  tx: Db,
  kind: Database['kind'],
): Promise<DatabaseSnapshot> => {
  const migrations = await readMigrationLevel(tx);
  if (!migrations.count) {
    throw new OpsError('The database holds no Arenda CRM data: no migration was ever applied.');
  }
  const tables = [];
  for (const table of loadOrder(await readTables(tx))) {
    tables.push({
      name: table.name,
      columns: table.columns,
      rows: await countRows(tx, table.name),
    });
  }
  return { kind, migrations, tables, sequences: await readSequences(tx) };
};
