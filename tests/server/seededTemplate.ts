import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { databaseUrl, serverStatement, testServerUrl, uniqueDatabaseName } from './testDatabases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file of a seeded database's dump; PostgreSQL: the template database. */
    seededTemplate: string;
  }
}

/**
 * Vitest global setup of the server project: migrates and seeds the demo set once per run, so
 * each test file starts from a copy instead of seeding its own; removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = testServerUrl();
  if (serverUrl) {
    const name = uniqueDatabaseName('arenda_template');
    await serverStatement(serverUrl, `CREATE DATABASE ${name}`);
    await fill({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    project.provide('seededTemplate', name);
    return () => serverStatement(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'arenda-template-'));
  const dataDir = path.join(dir, 'pgdata');
  await fill({ dataDir });
  const dump = path.join(dir, 'seeded.tar');
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  await rm(dataDir, { recursive: true, force: true });
  project.provide('seededTemplate', dump);
  return () => rm(dir, { recursive: true, force: true });
}

const fill = async (where: { url?: string; dataDir?: string; poolSize?: number }) => {
  const database = await openDatabase(where);
  try {
    await database.migrate();
    await seed(database.db, { demo: true });
  } finally {
    await database.close();
  }
};
