import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, SESSION_OPTIONS } from './client';
import { PreparingClient } from './preparedReads';
import * as schema from './schema';

/** How long opening a connection to the replica may take before the read goes to the primary. */
const CONNECT_TIMEOUT_MS = 2_000;

export interface Replica {
  db: Db;
  /**
   * Whether the replica is reachable, still a standby (a promoted or misconfigured one is not
   * trusted) and has replayed the primary's WAL up to `lsn` (any position when null).
   */
  caughtUp(lsn: string | null): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A pool on a streaming replica of the primary: smaller than the primary's (only reports read
 * here), named in `pg_stat_activity`, and with the primary pool's prepared reads. No `LISTEN`: a
 * standby refuses it, and every notice is heard on the primary.
 */
export const openReplica = (url: string, poolSize: number): Replica => {
  const pool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil(poolSize / 2)),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'arenda-crm-reports',
    options: SESSION_OPTIONS,
    Client: PreparingClient,
  });
  pool.on('error', (error) => {
    process.stderr.write(`replica connection lost: ${error.message}\n`);
  });
  const db: Db = drizzle(pool, { schema });
  return {
    db,
    caughtUp: async (lsn) => {
      const { rows } = await db.execute<{ ok: boolean | null }>(sql`
        select pg_is_in_recovery()
          and (${lsn}::pg_lsn is null or pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn) as ok`);
      return rows[0]?.ok === true;
    },
    close: () => pool.end(),
  };
};
