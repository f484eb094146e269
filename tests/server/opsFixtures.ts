import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { readSequences, readTables, tableRef } from '../../scripts/ops/catalog';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { openDatabase } from '../../server/db/client';
import { auth, login, multipartBody } from './helpers';
import { databaseUrl, serverStatement, uniqueDatabaseName } from './testDatabases';

/**
 * What the operations tests (backup drill, move to PostgreSQL) share: data directories and
 * databases of their own, the app started on them as `npm run serve` would, and a fingerprint of
 * a whole database to compare a copy with its source.
 */

/** A configuration for DATA_DIR `dir` and, when given, the PostgreSQL database `url`. */
export const opsConfig = (dir: string, url?: string): Config =>
  loadConfig({
    DATA_DIR: dir,
    ...(url ? { DATABASE_URL: url } : {}),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dir, 'no-build'),
  });

/** DATA_DIR `dir` with the run's seeded demo set as its embedded database (PGlite runs). */
export const seededDataDir = async (dir: string) => {
  const dump = await readFile(inject('seededTemplate'));
  const database = await openDatabase({
    dataDir: path.join(dir, 'pgdata'),
    loadDataDir: new Blob([dump]),
  });
  await database.close();
};

/** A new database on the server of `serverUrl` (a copy of `template`); `drop` removes it. */
export const serverDatabase = async (serverUrl: string, template?: string) => {
  const name = uniqueDatabaseName('arenda_ops');
  await serverStatement(
    serverUrl,
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => serverStatement(serverUrl, `DROP DATABASE IF EXISTS ${name}`),
  };
};

/** The whole server on a configuration, opening its own database like `npm run serve`. */
export const startApp = async (config: Config) => {
  const app = await buildApp(config, { scheduler: false, logger: false });
  await app.ready();
  return app;
};

/** Signs in as the demo landlord and uploads a PDF; answers the token and the file's URL. */
export const uploadAsLandlord = async (app: FastifyInstance, body: Buffer) => {
  const token = await login(app, 'landlord');
  const form = multipartBody({}, [{ field: 'file', name: 'lease.pdf', body }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/files?purpose=attachment',
    payload: form.payload,
    headers: { ...auth(token), ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token, url: res.json().url as string };
};

/**
 * Each table's row count and a digest of its rows (their JSON, sorted bytewise, in UTC), and
 * every sequence's position: equal fingerprints mean equal databases, whatever the kind.
 */
export const fingerprint = async (db: Db) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const tables: Record<string, { rows: number; digest: string }> = {};
    for (const table of await readTables(tx)) {
      const { rows } = await tx.execute<{ rows: number; digest: string }>(sql`
        SELECT count(*)::int AS rows,
          md5(coalesce(string_agg(to_jsonb(r)::text, E'\\n' ORDER BY to_jsonb(r)::text COLLATE "C"), '')) AS digest
        FROM ${tableRef(table.name)} r`);
      tables[table.name] = rows[0];
    }
    return { tables, sequences: await readSequences(tx) };
  });

/** A PDF of `size` bytes with some variety in it. */
export const pdfOf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
  const body = Buffer.alloc(size - head.length - 6, 0);
  for (let i = 0; i < body.length; i++) body[i] = (i * 31 + (i >> 8)) & 0xff;
  return Buffer.concat([head, body, Buffer.from('%%EOF\n')]);
};
