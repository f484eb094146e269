import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

/** Where one run keeps its server's data: a fresh directory, and on PostgreSQL a fresh database. */
export interface Scratch {
  dataDir: string;
  filesDir: string;
  /** The run's own database on the server; none: PGlite in `dataDir`. */
  databaseUrl?: string;
  label: string;
  /** Opens the database directly (PGlite only while no server has it open). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

const onServer = async (serverUrl: string, work: (admin: pg.Client) => Promise<unknown>) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
};

/**
 * A new directory `<dirPrefix><random>` and, given a PostgreSQL server, a new database
 * `<dbPrefix><random>` on it (the URL's own database only serves to create and drop it).
 */
export const makeScratch = async (opts: {
  dirPrefix: string;
  serverUrl?: string;
  dbPrefix: string;
}): Promise<Scratch> => {
  const prefix = opts.dirPrefix.includes('/')
    ? opts.dirPrefix
    : path.join(tmpdir(), opts.dirPrefix);
  const dataDir = await mkdtemp(prefix);
  const filesDir = path.join(dataDir, 'files');
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!opts.serverUrl) {
    return {
      dataDir,
      filesDir,
      label: 'PGlite',
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pgdata') }),
      dispose: removeDir,
    };
  }
  const serverUrl = opts.serverUrl;
  const name = `${opts.dbPrefix}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    filesDir,
    databaseUrl: url.toString(),
    label: `PostgreSQL (database ${name})`,
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    dispose: async () => {
      await onServer(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      await removeDir();
    },
  };
};
