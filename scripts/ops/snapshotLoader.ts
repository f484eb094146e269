import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  countRows,
  deferredColumns,
  readTables,
  type TableInfo,
  tableRef,
  writeSequences,
} from './catalog';
import type { DatabaseSnapshot } from './manifest';
import { applyMigrations, currentLevel, migrationsUpTo } from './migrationLevel';
import { OpsError } from './opsError';
import { createHolding, fillDeferred, insertBatch } from './tableRows';

interface Deferred {
  table: string;
  keys: string[];
  columns: string[];
  holding: string;
}

export interface LoadedTable {
  name: string;
  rows: number;
}

/**
 * Rebuilds a snapshot in an empty database, on the caller's transaction: the schema up to the
 * snapshot's migration, then its rows table by table (batches, in the snapshot's order), then
 * the references that had to wait, the sequences, a count of every table against the snapshot,
 * and last the migrations that came after it. Anything that fails leaves the transaction to be
 * rolled back whole.
 */
export const snapshotLoader = async (tx: Db, snapshot: DatabaseSnapshot) => {
  await applyMigrations(tx, migrationsUpTo(snapshot.migrations));
  const target = new Map((await readTables(tx)).map((t) => [t.name, t]));
  checkSameTables(snapshot, target);
  if (target.size) {
    await tx.execute(
      sql`TRUNCATE ${sql.join(
        [...target.keys()].map((name) => tableRef(name)),
        sql`, `,
      )} RESTART IDENTITY CASCADE`,
    );
  }

  const plans = new Map<string, { columns: string[]; deferred?: Deferred }>();
  const loaded = new Set<string>();
  for (const table of snapshot.tables) {
    const info = target.get(table.name) as TableInfo;
    const columns = deferredColumns(info, loaded);
    loaded.add(table.name);
    let deferred: Deferred | undefined;
    if (columns.length) {
      const required = columns.filter((c) => info.notNull.includes(c));
      if (required.length || !info.primaryKey.length) {
        throw new OpsError(
          `The table ${table.name} refers to rows loaded after it through ${columns.join(', ')}, which cannot wait (not null or no primary key).`,
        );
      }
      deferred = {
        table: table.name,
        keys: info.primaryKey,
        columns,
        holding: `ops_hold_${plans.size}`,
      };
      await createHolding(tx, table.name, deferred.keys, columns, deferred.holding);
    }
    plans.set(table.name, { columns: table.columns, deferred });
  }
  // Rows go in as they were: the app's own triggers (notices) have nothing to tell yet.
  const triggered = snapshot.tables.filter((t) => target.get(t.name)?.triggers);
  for (const table of triggered) {
    await tx.execute(sql`ALTER TABLE ${tableRef(table.name)} DISABLE TRIGGER USER`);
  }

  const inserted = new Map<string, number>();
  return {
    /** A batch of the table's rows, tables in the snapshot's order. */
    insert: async (table: string, rows: string[]) => {
      const plan = plans.get(table);
      if (!plan) throw new OpsError(`The data holds rows of an unknown table ${table}.`);
      await insertBatch(tx, { name: table, columns: plan.columns }, rows, plan.deferred);
      inserted.set(table, (inserted.get(table) ?? 0) + rows.length);
    },
    /** Completes the load and checks it; returns each table's rows as counted in the database. */
    finish: async (): Promise<LoadedTable[]> => {
      for (const { deferred } of plans.values()) {
        if (deferred) {
          await fillDeferred(tx, deferred.table, deferred.keys, deferred.columns, deferred.holding);
        }
      }
      for (const table of triggered) {
        await tx.execute(sql`ALTER TABLE ${tableRef(table.name)} ENABLE TRIGGER USER`);
      }
      await writeSequences(tx, snapshot.sequences);
      const counted: LoadedTable[] = [];
      const wrong: string[] = [];
      for (const table of snapshot.tables) {
        const rows = await countRows(tx, table.name);
        counted.push({ name: table.name, rows });
        const read = inserted.get(table.name) ?? 0;
        if (rows !== table.rows || read !== table.rows) {
          wrong.push(`${table.name}: expected ${table.rows}, read ${read}, stored ${rows}`);
        }
      }
      if (wrong.length) {
        throw new OpsError(`The row counts do not match the source:\n  ${wrong.join('\n  ')}`);
      }
      await applyMigrations(tx, currentLevel().count);
      return counted;
    },
  };
};

/** The snapshot's tables and columns must be those its migration level makes. */
const checkSameTables = (snapshot: DatabaseSnapshot, target: Map<string, TableInfo>) => {
  const problems: string[] = [];
  const names = new Set(snapshot.tables.map((t) => t.name));
  for (const table of snapshot.tables) {
    const info = target.get(table.name);
    if (!info) {
      problems.push(`no table ${table.name}`);
      continue;
    }
    const expected = [...info.columns].sort().join(',');
    if ([...table.columns].sort().join(',') !== expected) {
      problems.push(`${table.name} has other columns`);
    }
  }
  for (const name of target.keys()) if (!names.has(name)) problems.push(`${name} is missing`);
  if (problems.length) {
    throw new OpsError(
      `The data does not match its schema at migration ${snapshot.migrations.last}: ${problems.join('; ')}.`,
    );
  }
};
