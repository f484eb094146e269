import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { databaseUrl, serverStatement, testServerUrl, uniqueDatabaseName } from './testDatabases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty, migrated database. PGlite: the file of its dump; PostgreSQL: a template database. */
    migratedTemplate: string;
    /** The same with the demo set seeded. */
    seededTemplate: string;
  }
}

interface Templates {
  migrated: string;
  seeded: string;
  remove(): Promise<void>;
}

/** Both server projects (`server`, `server-mocks`) share one set per run, in the main process. */
const shared = globalThis as { arendaTemplates?: { ready: Promise<Templates>; users: number } };

/**
 * Vitest global setup of the server projects: migrates once and seeds the demo set once per run,
 * so each test file starts from a copy instead of migrating and seeding its own; removed when the
 * run ends.
 */
export default async function setup(project: TestProject) {
  shared.arendaTemplates ??= { ready: build(), users: 0 };
  const entry = shared.arendaTemplates;
  entry.users++;
  const templates = await entry.ready;
  project.provide('migratedTemplate', templates.migrated);
  project.provide('seededTemplate', templates.seeded);
  return async () => {
    entry.users--;
    if (entry.users > 0) return;
    shared.arendaTemplates = undefined;
    await templates.remove();
  };
}

const build = (): Promise<Templates> => {
  const serverUrl = testServerUrl();
  return serverUrl ? onServer(serverUrl) : inMemory();
};

const onServer = async (serverUrl: string): Promise<Templates> => {
  const migrated = uniqueDatabaseName('arenda_template');
  const seeded = uniqueDatabaseName('arenda_template');
  const at = (name: string) => ({ url: databaseUrl(serverUrl, name), poolSize: 2 });
  await serverStatement(serverUrl, `CREATE DATABASE ${migrated}`);
  await withDatabase(at(migrated), (database) => database.migrate());
  await serverStatement(serverUrl, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  await withDatabase(at(seeded), (database) => seed(database.db, { demo: true }));
  return {
    migrated,
    seeded,
    remove: async () => {
      for (const name of [seeded, migrated]) {
        await serverStatement(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      }
    },
  };
};

const inMemory = async (): Promise<Templates> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'arenda-template-'));
  const dataDir = path.join(dir, 'pgdata');
  await withDatabase({ dataDir }, (database) => database.migrate());
  const migrated = await dump(dataDir, path.join(dir, 'migrated.tar'));
  await withDatabase({ dataDir }, (database) => seed(database.db, { demo: true }));
  const seeded = await dump(dataDir, path.join(dir, 'seeded.tar'));
  await rm(dataDir, { recursive: true, force: true });
  return { migrated, seeded, remove: () => rm(dir, { recursive: true, force: true }) };
};

const dump = async (dataDir: string, file: string) => {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  return file;
};

const withDatabase = async (
  where: { url?: string; dataDir?: string; poolSize?: number },
  work: (database: Database) => Promise<unknown>,
) => {
  const database = await openDatabase(where);
  try {
    await work(database);
  } finally {
    await database.close();
  }
};
