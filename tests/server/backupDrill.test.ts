import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../../scripts/ops/createBackup';
import { listFiles } from '../../scripts/ops/dataDir';
import type { Manifest } from '../../scripts/ops/manifest';
import { applyMigrations, currentLevel } from '../../scripts/ops/migrationLevel';
import { restoreBackup } from '../../scripts/ops/restoreBackup';
import { readTar, TarWriter } from '../../scripts/ops/tar';
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
 * The drill an operator runs: seed, upload a file, back up, restore elsewhere, compare every
 * table and file, start the app on the copy and sign in. On the run's database: the embedded one,
 * or (TEST_DB=pg) a database of its own on the PostgreSQL server.
 */
const serverUrl = testServerUrl();
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `arenda-drill-${name}-`));
  dirs.push(dir);
  return dir;
};

/** An empty place to restore into: a new DATA_DIR, and a new database on a server run. */
const emptyTarget = async (): Promise<Config> => {
  const dir = await tempDir('target');
  if (!serverUrl) return opsConfig(dir);
  const database = await serverDatabase(serverUrl);
  drops.push(database.drop);
  return opsConfig(dir, database.url);
};

const fingerprintOf = async (config: Config) => {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(path.dirname(config.filesDir), 'pgdata'),
    poolSize: 1,
  });
  try {
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
};

/**
 * Data in the target's way: a file in DATA_DIR/files and, on a server run, a table of its own.
 * Answers a listing of what is there, to see that a refused restore changed none of it.
 */
const dataInTheWay = async (config: Config) => {
  await mkdir(config.filesDir, { recursive: true });
  await writeFile(path.join(config.filesDir, 'kept'), 'old');
  if (config.databaseUrl) await onTarget(config, `CREATE TABLE kept AS SELECT 'old' AS note`);
  return whatIsThere(config);
};

const whatIsThere = async (config: Config) => ({
  dataDir: readdirSync(path.dirname(config.filesDir), { recursive: true, encoding: 'utf8' }).sort(),
  kept: await readFile(path.join(config.filesDir, 'kept'), 'utf8'),
  tables: config.databaseUrl
    ? await onTarget(config, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)
    : [],
});

const onTarget = async (config: Config, statement: string) => {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
};

let source: Config;
let archive: string;
let manifest: Manifest;
let before: Awaited<ReturnType<typeof fingerprint>>;
const pdf = pdfOf(200_000);
let fileUrl: string;

beforeAll(async () => {
  const dir = await tempDir('source');
  if (serverUrl) {
    const database = await serverDatabase(serverUrl, inject('seededTemplate'));
    drops.push(database.drop);
    source = opsConfig(dir, database.url);
  } else {
    await seededDataDir(dir);
    source = opsConfig(dir);
  }
  const app = await startApp(source);
  try {
    fileUrl = (await uploadAsLandlord(app, pdf)).url;
    // A server on PostgreSQL is backed up while it runs; the embedded database once it stops.
    if (!serverUrl) await app.close();
    before = await fingerprintOf(source);
    archive = path.join(await tempDir('archive'), 'drill.tar.gz');
    manifest = (await createBackup({ config: source, out: archive })).manifest;
  } finally {
    await app.close();
  }
}, 120_000);

afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe(`backup drill (${serverUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('writes one archive with a manifest of the rows and files it holds', () => {
    expect(manifest.database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(manifest.database.migrations.count).toBeGreaterThan(20);
    expect(Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(before.tables).map(([name, t]) => [name, t.rows])),
    );
    expect(manifest.files).toEqual([
      {
        path: expect.stringMatching(/^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/),
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      },
    ]);
  });

  it('restores elsewhere with every row, sequence and file, and the app signs in on the copy', async () => {
    const target = await emptyTarget();
    const restored = await restoreBackup({ config: target, archive });
    expect(restored.tables).toEqual(
      manifest.database.tables.map((t) => ({ name: t.name, rows: t.rows })),
    );
    expect(restored.files).toBe(1);
    expect(await fingerprintOf(target)).toEqual(before);
    expect(await listFiles(target.filesDir)).toEqual(await listFiles(source.filesDir));
    expect(readdirSync(path.dirname(target.filesDir)).filter((n) => n.startsWith('.'))).toEqual([]);

    const app = await startApp(target);
    try {
      await login(app, 'landlord');
      // The link signed before the backup still opens the file: the app's secret came along.
      const file = await app.inject({ url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      // New rows get new ids: the sequences came along too.
      await uploadAsLandlord(app, pdfOf(1_000));
    } finally {
      await app.close();
    }
  }, 120_000);

  it('with --force replaces the data in the way, keeping its files aside', async () => {
    const target = await emptyTarget();
    await dataInTheWay(target);
    const restored = await restoreBackup({ config: target, archive, force: true });
    expect(restored.replaced).toMatch(/replaced-[\d-]+$/);
    expect(await readFile(path.join(restored.replaced as string, 'files', 'kept'), 'utf8')).toBe(
      'old',
    );
    expect(await fingerprintOf(target)).toEqual(before);
    expect(await listFiles(target.filesDir)).toEqual(await listFiles(source.filesDir));
  }, 120_000);

  it('refuses a truncated or damaged archive and leaves the target as it was', async () => {
    const target = await emptyTarget();
    const was = await dataInTheWay(target);
    const bytes = await readFile(archive);
    const truncated = path.join(path.dirname(archive), 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(
      restoreBackup({ config: target, archive: truncated, force: true }),
    ).rejects.toThrow(/damaged or truncated/);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] ^= 0x55;
    const damaged = path.join(path.dirname(archive), 'damaged.tar.gz');
    await writeFile(damaged, flipped);
    await expect(restoreBackup({ config: target, archive: damaged, force: true })).rejects.toThrow(
      /damaged/,
    );
    expect(await whatIsThere(target)).toEqual(was);
  });

  it('takes nothing in when rows fail to load midway: the old data stays in place', async () => {
    const target = await emptyTarget();
    const was = await dataInTheWay(target);
    // A whole archive (checksums agree) whose last table holds a row twice: its load fails.
    const broken = path.join(path.dirname(archive), 'broken.tar.gz');
    const last = manifest.database.tables.filter((t) => t.rows > 0).at(-1)?.name as string;
    await rewriteArchive(archive, broken, (name, body) => {
      if (name === 'manifest.json') {
        const edited = JSON.parse(body.toString()) as Manifest;
        for (const t of edited.database.tables) if (t.name === last) t.rows++;
        return Buffer.from(JSON.stringify(edited));
      }
      if (name === `database/${last}/000001.jsonl`) {
        return Buffer.concat([body, Buffer.from(`${body.toString().split('\n')[0]}\n`)]);
      }
      return body;
    });
    await expect(restoreBackup({ config: target, archive: broken, force: true })).rejects.toThrow(
      /The restore failed and changed nothing: duplicate key/,
    );
    expect(await whatIsThere(target)).toEqual(was);
  }, 120_000);

  it('refuses data in the way without --force, and data a server is using', async () => {
    const target = await emptyTarget();
    const dataDir = path.dirname(target.filesDir);
    const was = await dataInTheWay(target);
    await expect(restoreBackup({ config: target, archive })).rejects.toThrow(
      /already hold data.*--force/,
    );
    const release = acquireDataDirLock(dataDir);
    try {
      await expect(restoreBackup({ config: target, archive, force: true })).rejects.toThrow(
        /server \(pid \d+ .*\) is using it/,
      );
    } finally {
      release();
    }
    if (!serverUrl) {
      const releaseSource = acquireDataDirLock(path.dirname(source.filesDir));
      try {
        await expect(createBackup({ config: source })).rejects.toThrow(/is using it/);
      } finally {
        releaseSource();
      }
    }
    expect(await whatIsThere(target)).toEqual(was);
  });

  // Building an old schema takes seconds on a server and a fresh embedded cluster on PGlite.
  it.runIf(serverUrl)(
    'brings an archive of an older schema up to date after loading it',
    async () => {
      const old = await emptyTarget();
      const database = await openDatabase({ url: old.databaseUrl, poolSize: 1 });
      try {
        await database.db.transaction((tx) => applyMigrations(tx, currentLevel().count - 2));
        await database.db.execute(sql`INSERT INTO app_meta (key, value) VALUES ('old', 'kept')`);
      } finally {
        await database.close();
      }
      const oldArchive = path.join(path.dirname(archive), 'old.tar.gz');
      const made = await createBackup({ config: old, out: oldArchive });
      expect(made.manifest.database.migrations.count).toBe(currentLevel().count - 2);
      const target = await emptyTarget();
      await restoreBackup({ config: target, archive: oldArchive });
      expect(await onTarget(target, `SELECT value FROM app_meta WHERE key = 'old'`)).toEqual([
        { value: 'kept' },
      ]);
      expect(
        await onTarget(target, 'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations'),
      ).toEqual([{ count: currentLevel().count }]);
    },
  );

  it.runIf(serverUrl)('refuses a server database holding tables or in use by others', async () => {
    const target = await emptyTarget();
    await onTarget(target, `CREATE TABLE kept AS SELECT 'old' AS note`);
    await expect(restoreBackup({ config: target, archive })).rejects.toThrow(
      /already holds tables \(1\).*--force/,
    );
    const other = new pg.Client({ connectionString: target.databaseUrl });
    await other.connect();
    try {
      await expect(restoreBackup({ config: target, archive, force: true })).rejects.toThrow(
        /Other connections use the PostgreSQL database .* \(pid \d+\)/,
      );
    } finally {
      await other.end();
    }
    expect(await onTarget(target, 'SELECT note FROM kept')).toEqual([{ note: 'old' }]);
  });
});

/** Copies an archive entry by entry, each body through `edit`. */
const rewriteArchive = async (
  from: string,
  to: string,
  edit: (name: string, body: Buffer) => Buffer,
) => {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(to));
  const tar = new TarWriter(gzip);
  for await (const entry of readTar(createReadStream(from).pipe(createGunzip()))) {
    await tar.add(entry.name, edit(entry.name, await entry.read()));
  }
  await tar.finish();
  gzip.end();
  await written;
};
