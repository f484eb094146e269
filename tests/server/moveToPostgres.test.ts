import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moveToPostgres } from '../../scripts/ops/moveDatabase';
import type { Config } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { acquireDataDirLock } from '../../server/db/dataDirLock';
import { login } from './helpers';
import {
  fingerprint,
  opsConfig,
  pdfOf,
  seededDataDir,
  serverDatabase,
  startApp,
  uploadAsLandlord,
} from './opsFixtures';
import { testServerUrl } from './testDatabases';

/**
 * `npm run move-to-postgres`: the embedded demo data into a new database on the PostgreSQL server
 * of TEST_DATABASE_URL. It runs in the embedded pass of the suite, whose template is an embedded
 * database (`TEST_DATABASE_URL=… npx vitest run --project server tests/server/moveToPostgres.test.ts`);
 * the PostgreSQL pass (TEST_DB=pg) has no embedded data to move.
 */
const serverUrl = testServerUrl() ? undefined : process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'arenda-move-'));
  dirs.push(dir);
  return dir;
};

const newDatabase = async (url: string) => {
  const database = await serverDatabase(url);
  drops.push(database.drop);
  return database.url;
};

const fingerprintOf = async (where: { url?: string; dataDir?: string }) => {
  const database = await openDatabase({ ...where, poolSize: 1 });
  try {
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
};

afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.runIf(serverUrl)('move from the embedded database to PostgreSQL', () => {
  const server = serverUrl as string;

  it('copies every row and sequence, and the app on PostgreSQL signs in and serves the files', async () => {
    const dir = await tempDir();
    await seededDataDir(dir);
    const embedded = opsConfig(dir);
    const pdf = pdfOf(100_000);
    const app = await startApp(embedded);
    const { url: fileUrl } = await uploadAsLandlord(app, pdf).finally(() => app.close());
    const pgdata = path.join(dir, 'pgdata');
    const before = await fingerprintOf({ dataDir: pgdata });

    const moved: Config = opsConfig(dir, await newDatabase(server));
    const summary = await moveToPostgres({ config: moved });
    expect(Object.fromEntries(summary.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(before.tables).map(([name, t]) => [name, t.rows])),
    );
    expect(summary.files).toMatchObject({ files: 1, bytes: pdf.length });
    expect(await fingerprintOf({ url: moved.databaseUrl })).toEqual(before);
    // The embedded database is left as it was.
    expect(await fingerprintOf({ dataDir: pgdata })).toEqual(before);

    const onServer = await startApp(moved);
    try {
      await login(onServer, 'landlord');
      const file = await onServer.inject({ url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      await uploadAsLandlord(onServer, pdfOf(1_000));
    } finally {
      await onServer.close();
    }
  }, 120_000);

  it('refuses a database that is not empty, and a data directory a server is using', async () => {
    const dir = await tempDir();
    await seededDataDir(dir);
    const target = opsConfig(dir, await newDatabase(server));
    const database = await openDatabase({ url: target.databaseUrl, poolSize: 1 });
    await database.migrate();
    await database.close();
    await expect(moveToPostgres({ config: target })).rejects.toThrow(
      /is not empty: it holds tables \(\d+\)/,
    );
    const release = acquireDataDirLock(dir);
    try {
      await expect(moveToPostgres({ config: target })).rejects.toThrow(/is using it/);
    } finally {
      release();
    }
    await expect(moveToPostgres({ config: opsConfig(dir) })).rejects.toThrow(/Set DATABASE_URL/);
  }, 60_000);
});
