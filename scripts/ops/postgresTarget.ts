import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { OpsError } from './opsError';

/** The database a URL names, with its host, for messages (never the password). */
export const describeUrl = (url: string) => {
  const parsed = new URL(url);
  return `PostgreSQL database ${parsed.pathname.slice(1) || '(default)'} on ${parsed.host || 'localhost'}`;
};

/**
 * Refuses while anyone else is connected to the database: a running server would write into a
 * database being replaced, or read half of one.
 */
export const requireNoOtherConnections = async (tx: Db, where: string) => {
  const { rows } = await tx.execute<{ who: string }>(sql`
    SELECT coalesce(nullif(application_name, ''), 'a client') || ' from ' ||
      coalesce(host(client_addr), 'a local socket') || ' (pid ' || pid || ')' AS who
    FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
  if (rows.length) {
    throw new OpsError(
      `Other connections use the ${where}: ${rows.map((r) => r.who).join(', ')}. Stop the servers that use it first.`,
    );
  }
};

/** The tables the database holds, in the app's schemas (public and drizzle's bookkeeping). */
export const tableCount = async (tx: Db) => {
  const { rows } = await tx.execute<{ count: string }>(
    sql`SELECT count(*) AS count FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
  );
  return Number(rows[0].count);
};

/** Removes everything the app keeps in the database (its schema `public` and the migrations). */
export const dropAppSchema = async (tx: Db) => {
  await tx.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await tx.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await tx.execute(sql`CREATE SCHEMA public`);
};
