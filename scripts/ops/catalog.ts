import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** The app's tables as PostgreSQL's catalog describes them (schema `public`). */
export interface TableInfo {
  name: string;
  /** Stored columns in their order (no dropped or generated ones). */
  columns: string[];
  notNull: string[];
  primaryKey: string[];
  foreignKeys: { columns: string[]; references: string }[];
  /** Whether the app put triggers of its own on it (not those behind foreign keys). */
  triggers: boolean;
}

export interface SequenceValue {
  name: string;
  /** As text: a bigint does not fit a JSON number. */
  last_value: string;
  is_called: boolean;
}

/** `public.<name>`, quoted. */
export const tableRef = (name: string): SQL =>
  sql`${sql.identifier('public')}.${sql.identifier(name)}`;

export const columnList = (columns: string[]): SQL =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

export const readTables = async (db: Db): Promise<TableInfo[]> => {
  const { rows: columns } = await db.execute<{
    table: string;
    column: string;
    not_null: boolean;
    triggers: boolean;
  }>(sql`
    SELECT c.relname AS table, a.attname AS column, a.attnotnull AS not_null,
      EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND NOT g.tgisinternal) AS triggers
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`);
  const { rows: constraints } = await db.execute<{
    table: string;
    type: 'p' | 'f';
    columns: string[];
    references: string | null;
  }>(sql`
    SELECT c.relname AS table, k.contype AS type, r.relname AS references,
      ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(num, pos)
            JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.num
            ORDER BY u.pos) AS columns
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_class r ON r.oid = k.confrelid
    WHERE n.nspname = 'public' AND k.contype IN ('p', 'f')
    ORDER BY c.relname, k.conname`);
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    let table = tables.get(row.table);
    if (!table) {
      table = {
        name: row.table,
        columns: [],
        notNull: [],
        primaryKey: [],
        foreignKeys: [],
        triggers: row.triggers,
      };
      tables.set(row.table, table);
    }
    table.columns.push(row.column);
    if (row.not_null) table.notNull.push(row.column);
  }
  for (const row of constraints) {
    const table = tables.get(row.table);
    if (!table) continue;
    if (row.type === 'p') table.primaryKey = row.columns;
    else if (row.references) {
      table.foreignKeys.push({ columns: row.columns, references: row.references });
    }
  }
  return [...tables.values()];
};

/**
 * The tables with every table after those it refers to, so rows can be loaded with their foreign
 * keys checked. A cycle (a table referring to itself, or a ring of tables) is cut where it must
 * be; the loader fills such references once all rows are in (`deferredColumns`).
 */
export const loadOrder = (tables: TableInfo[]): TableInfo[] => {
  const left = new Map(tables.map((t) => [t.name, t]));
  const order: TableInfo[] = [];
  const waitsOn = (t: TableInfo) =>
    t.foreignKeys.filter((fk) => fk.references !== t.name && left.has(fk.references)).length;
  while (left.size) {
    const ready = [...left.values()].filter((t) => waitsOn(t) === 0);
    const next = ready.length
      ? ready
      : [[...left.values()].sort((a, b) => waitsOn(a) - waitsOn(b))[0]];
    for (const table of next.sort((a, b) => a.name.localeCompare(b.name))) {
      order.push(table);
      left.delete(table.name);
    }
  }
  return order;
};

/**
 * Foreign-key columns that point at a table loaded at the same time or later (`loaded` holds the
 * tables before this one): their rows go in with these columns empty, filled in at the end.
 */
export const deferredColumns = (table: TableInfo, loaded: Set<string>): string[] => [
  ...new Set(
    table.foreignKeys.filter((fk) => !loaded.has(fk.references)).flatMap((fk) => fk.columns),
  ),
];

export const readSequences = async (db: Db): Promise<SequenceValue[]> => {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`);
  const values: SequenceValue[] = [];
  for (const { name } of rows) {
    const { rows: state } = await db.execute<{ last_value: string; is_called: boolean }>(
      sql`SELECT last_value::text AS last_value, is_called FROM ${tableRef(name)}`,
    );
    values.push({ name, ...state[0] });
  }
  return values;
};

export const writeSequences = async (db: Db, values: SequenceValue[]) => {
  for (const value of values) {
    await db.execute(
      sql`SELECT setval(${`public.${quoteName(value.name)}`}::regclass, ${value.last_value}::bigint, ${value.is_called})`,
    );
  }
};

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const countRows = async (db: Db, table: string): Promise<number> => {
  const { rows } = await db.execute<{ count: string }>(
    sql`SELECT count(*) AS count FROM ${tableRef(table)}`,
  );
  return Number(rows[0].count);
};
