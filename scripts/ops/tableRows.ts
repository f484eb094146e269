import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { columnList, tableRef } from './catalog';

/** Rows per read and per insert: memory stays bounded by one batch whatever a table holds. */
export const BATCH_ROWS = 1000;

/**
 * A table's rows, a batch at a time, each row as PostgreSQL's own JSON of it (`to_jsonb`): exact
 * for every type the app stores (numeric, bigint, timestamptz, arrays, jsonb) and read back by
 * `jsonb_populate_recordset` on any PostgreSQL, embedded or server. Runs on the caller's
 * transaction, so every table comes from one snapshot.
 */
export async function* tableBatches(tx: Db, table: string): AsyncGenerator<string[]> {
  await tx.execute(
    sql`DECLARE ops_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${tableRef(table)} t`,
  );
  try {
    for (;;) {
      const { rows } = await tx.execute<{ row: string }>(
        sql`FETCH ${sql.raw(String(BATCH_ROWS))} FROM ops_rows`,
      );
      if (!rows.length) return;
      yield rows.map((r) => r.row);
    }
  } finally {
    await tx.execute(sql`CLOSE ops_rows`);
  }
}

/**
 * Inserts a batch of rows (their JSON texts) into `table`, with the `deferred` columns left
 * empty and their values kept in `holding` (a temporary table) for `fillDeferred`.
 */
export const insertBatch = async (
  tx: Db,
  table: { name: string; columns: string[] },
  rows: string[],
  deferred: { columns: string[]; keys: string[]; holding: string } | undefined,
) => {
  const json = `[${rows.join(',')}]`;
  const source = sql`jsonb_populate_recordset(NULL::${tableRef(table.name)}, ${json}::jsonb) AS r`;
  const values = sql.join(
    table.columns.map((c) =>
      deferred?.columns.includes(c) ? sql`NULL` : sql`r.${sql.identifier(c)}`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ${tableRef(table.name)} (${columnList(table.columns)}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM ${source}`,
  );
  if (!deferred) return;
  const kept = [...deferred.keys, ...deferred.columns];
  const anySet = sql.join(
    deferred.columns.map((c) => sql`r.${sql.identifier(c)} IS NOT NULL`),
    sql` OR `,
  );
  await tx.execute(
    sql`INSERT INTO ${sql.identifier(deferred.holding)} SELECT ${sql.join(
      kept.map((c) => sql`r.${sql.identifier(c)}`),
      sql`, `,
    )} FROM ${source} WHERE ${anySet}`,
  );
};

/** A temporary table for one table's deferred references, gone at the transaction's end. */
export const createHolding = async (
  tx: Db,
  table: string,
  keys: string[],
  columns: string[],
  holding: string,
) => {
  await tx.execute(
    sql`CREATE TEMPORARY TABLE ${sql.identifier(holding)} ON COMMIT DROP AS SELECT ${columnList([
      ...keys,
      ...columns,
    ])} FROM ${tableRef(table)} WITH NO DATA`,
  );
};

/** Writes the held references into their rows, once every row they point at is in. */
export const fillDeferred = async (
  tx: Db,
  table: string,
  keys: string[],
  columns: string[],
  holding: string,
) => {
  const assignments = sql.join(
    columns.map((c) => sql`${sql.identifier(c)} = h.${sql.identifier(c)}`),
    sql`, `,
  );
  const match = sql.join(
    keys.map((k) => sql`t.${sql.identifier(k)} = h.${sql.identifier(k)}`),
    sql` AND `,
  );
  await tx.execute(
    sql`UPDATE ${tableRef(table)} t SET ${assignments} FROM ${sql.identifier(holding)} h WHERE ${match}`,
  );
};
