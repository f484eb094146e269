import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../server/db/client';
import { OpsError } from './opsError';

/**
 * How far a database's schema has come: the migrations drizzle recorded in
 * `drizzle.__drizzle_migrations`. A restore builds the schema up to the same level, loads the
 * rows, then applies the newer migrations, so that they change old data as they would have.
 */
export interface MigrationLevel {
  /** Migrations applied. */
  count: number;
  /** The last one's name (`0026_time`) and its journal time, which drizzle compares. */
  last: string | null;
  created_at: number | null;
}

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

interface JournalEntry {
  tag: string;
  when: number;
}

const journal = (): JournalEntry[] =>
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')).entries;

/** The level this version of the app migrates to. */
export const currentLevel = (): MigrationLevel => {
  const entries = journal();
  const last = entries.at(-1);
  return { count: entries.length, last: last?.tag ?? null, created_at: last?.when ?? null };
};

export const readMigrationLevel = async (db: Db): Promise<MigrationLevel> => {
  const table = await db.execute<{ exists: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  if (!table.rows[0].exists) return { count: 0, last: null, created_at: null };
  const { rows } = await db.execute<{ count: string; created_at: string | null }>(
    sql`SELECT count(*) AS count, max(created_at) AS created_at FROM drizzle.__drizzle_migrations`,
  );
  const createdAt = rows[0].created_at === null ? null : Number(rows[0].created_at);
  const tag = journal().find((e) => e.when === createdAt)?.tag ?? null;
  return { count: Number(rows[0].count), last: tag, created_at: createdAt };
};

/**
 * How many of this app's migrations make `level`, or why it cannot be built here: a level from
 * a newer app, or one this app never had.
 */
export const migrationsUpTo = (level: MigrationLevel): number => {
  if (level.created_at === null) return 0;
  const entries = journal();
  const index = entries.findIndex((e) => e.when === level.created_at);
  if (index >= 0) return index + 1;
  const newest = entries.at(-1);
  if (newest && level.created_at > newest.when) {
    throw new OpsError(
      `The data comes from a newer version of Arenda CRM (its schema is at migration ${level.last ?? level.created_at}, this app knows up to ${newest.tag}). Update the app first.`,
    );
  }
  throw new OpsError(
    `The data's schema is at a migration this app does not have (${level.last ?? level.created_at}).`,
  );
};

/**
 * Applies this app's first `upTo` migrations that `db` lacks, as drizzle's migrator would (the
 * same bookkeeping table, so the server sees them as done), on the caller's transaction: a
 * restore that fails later takes them back too.
 */
export const applyMigrations = async (db: Db, upTo: number) => {
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const done = await readMigrationLevel(db);
  for (const migration of readMigrationFiles({ migrationsFolder }).slice(0, upTo)) {
    if (done.created_at !== null && migration.folderMillis <= done.created_at) continue;
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
    );
  }
};
