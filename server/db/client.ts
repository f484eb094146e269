import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Assume } from 'drizzle-orm/utils';
import pg from 'pg';
import {
  type ChannelHandlers,
  pgliteChannel,
  type StopListening,
  serverChannel,
} from './channelListener';
import { listeningClient, listenOnPglite, NoticeBoard, watchPool } from './notices';
import * as schema from './schema';

/** What `execute` answers on both drivers: node-postgres' `QueryResult` and PGlite's `Results`. */
interface RowsResult extends PgQueryResultHKT {
  type: Rows<Assume<this['row'], Record<string, unknown>>>;
}
type Rows<Row> = { rows: Row[] };

/**
 * Either driver's database or a transaction on it: the query builder without the driver, so a
 * transaction handle is a `Db` as it stands.
 */
export type Db = PgDatabase<RowsResult, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The database's notices (see `notices.ts`), heard on this database's own connections. */
  notices: NoticeBoard;
  /**
   * Listens on `channel` so that this process hears each message once (a connection of its own
   * on a server, reopened when lost; PGlite's own). Messages arrive when their transaction commits.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<StopListening>;
  migrate(): Promise<void>;
  /** Refreshes planner statistics (PGlite has no autovacuum; on a server, after bulk loads). */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The extensions the migrations create: trigram search, and btree_gin for a trigram index keyed
 * by organization too.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * Every connection's settings. Short statements of a web app: compiling one with JIT costs more
 * than it saves, and so does starting parallel workers for a page of rows (measured at a
 * million requests on two cores: the calendar's month 40 → 29 ms, the dashboard 37 → 28 ms),
 * so only a scan costed past `parallel_setup_cost` (a whole organization's report) is split.
 * Reads are prepared once per connection (`preparedReads.ts`), but each is
 * planned for its own values: a plan made for any values (PostgreSQL's generic plan, after five
 * runs) cannot tell one organization's rows from a million others', and read an export's every
 * batch whole.
 */
export const SESSION_OPTIONS =
  '-c jit=off -c plan_cache_mode=force_custom_plan -c parallel_setup_cost=20000';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A PostgreSQL server when `url` is given, else PGlite in `dataDir` (in memory without one). */
export const openDatabase = async (opts: {
  url?: string;
  dataDir?: string;
  /** A PGlite dump (`dumpDataDir`) to start from: tests copy one seeded database. */
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<Database> => {
  const { url } = opts;
  if (url) {
    const notices = new NoticeBoard();
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      options: SESSION_OPTIONS,
      Client: listeningClient(notices),
    });
    // An idle connection the server ends (restart, failover, a terminated backend) must not
    // bring the process down: the pool drops it and opens a new one when next needed.
    pool.on('error', (error) => {
      process.stderr.write(`database connection lost: ${error.message}\n`);
    });
    watchPool(pool, notices);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      notices,
      listen: (channel, handlers) => serverChannel(url, channel, handlers),
      migrate: () => migratePg(db, { migrationsFolder }),
      maintain: async () => {
        await pool.query('ANALYZE');
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: opts.loadDataDir,
  });
  const notices = new NoticeBoard();
  await listenOnPglite(client, notices);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    notices,
    listen: (channel, handlers) => pgliteChannel(client, channel, handlers),
    migrate: () => migratePglite(db, { migrationsFolder }),
    maintain: async () => {
      await client.exec('VACUUM ANALYZE');
    },
    close: () => client.close(),
  };
};
