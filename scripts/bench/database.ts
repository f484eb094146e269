import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

/** A database made for one bench run, and how to get rid of it. */
export interface BenchDatabase {
  database: Database;
  /** Where the app keeps its files (and PGlite its data): removed at the end. */
  dataDir: string;
  label: string;
  /** The PostgreSQL database's URL (none for PGlite, which only this process can open). */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh PGlite under a temporary DATA_DIR, or with `serverUrl` a new database `bench_<random>`
 * on that PostgreSQL server (the URL's own database is only used to create and drop it), so a
 * rerun never meets the rows of the last one and the server's databases stay untouched.
 */
export const openBenchDatabase = async (serverUrl?: string): Promise<BenchDatabase> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arenda-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    return {
      database,
      dataDir,
      label: 'PGlite',
      dispose: async () => {
        await database.close();
        await removeDir();
      },
    };
  }
  const name = `bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    dataDir,
    label: `PostgreSQL (${url.host}, database ${name})`,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await onServer(serverUrl, (admin) => dropWhenFree(admin, name));
      await removeDir();
    },
  };
};

const onServer = async (serverUrl: string, work: (admin: pg.Client) => Promise<unknown>) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
};

/** Closed pool connections may linger on the server a moment: wait for them (as the tests do). */
const dropWhenFree = async (admin: pg.Client, name: string) => {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};
