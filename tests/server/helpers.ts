import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { employeeAccess, employees, landlords, renters, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { hashPassword } from '../../server/lib/passwords';
import type { AccessLevel, AccessMap } from '../../src/domain/access';
import { MODULES } from '../../src/domain/access';
import { databaseUrl, serverStatement, testServerUrl, uniqueDatabaseName } from './testDatabases';

/**
 * An empty, migrated database for a file that seeds its own: in-memory PGlite, or (with
 * TEST_DB=pg) a new database on the PostgreSQL server of TEST_DATABASE_URL, dropped at the end.
 * A copy of the database the run migrated once (tests/server/seededTemplate.ts).
 */
export const createTestDatabase = (): Promise<Database> => openCopy(inject('migratedTemplate'));

/**
 * A copy of the demo set the run seeded once (tests/server/seededTemplate.ts): PostgreSQL
 * copies the template database, PGlite loads the template's dump into memory.
 */
export const createSeededDatabase = (): Promise<Database> => openCopy(inject('seededTemplate'));

/** A new database copied from `template`; closing it removes it. */
const openCopy = async (template: string): Promise<Database> => {
  const serverUrl = testServerUrl();
  if (!serverUrl) return openDatabase({ loadDataDir: new Blob([await dumpOf(template)]) });
  const name = uniqueDatabaseName('arenda_test');
  await serverStatement(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await serverStatement(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
};

/**
 * Fills `dir` with an empty, migrated PGlite database, so that a server started on it skips the
 * migrations: the run's template on PGlite, migrated here on PostgreSQL runs.
 */
export const migratedDataDir = async (dir: string) => {
  const template = testServerUrl() ? undefined : inject('migratedTemplate');
  const dump = template ? { loadDataDir: new Blob([await dumpOf(template)]) } : {};
  const database = await openDatabase({ dataDir: dir, ...dump });
  if (!template) await database.migrate();
  await database.close();
};

/** A template's dump, read once per worker (its files run one after another in it). */
const dumps = new Map<string, Promise<Buffer<ArrayBuffer>>>();
const dumpOf = (file: string) => {
  let bytes = dumps.get(file);
  if (!bytes) {
    bytes = readFile(file);
    dumps.set(file, bytes);
  }
  return bytes;
};

const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

export interface TestContext {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The whole server on its own copy of the seeded demo organizations; every answer is checked
 * against its documented schema unless `build.checkResponses` is false (production's serializer).
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  build: Pick<BuildOptions, 'push' | 'logger' | 'checkResponses'> = {},
): Promise<TestContext> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arenda-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-build'),
    ...env,
  });
  const database = await createSeededDatabase();
  const app = await buildApp(config, {
    database,
    scheduler: false,
    logger: false,
    checkResponses: true,
    ...build,
  });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await removeDir(dataDir);
    },
  };
};

/**
 * A second server process on `ctx`'s database (as two servers behind a balancer run), for what
 * must happen once whichever of them does it; the caller closes it.
 */
export const secondServer = async (ctx: TestContext) => {
  const second = await buildApp(
    loadConfig({
      DATA_DIR: ctx.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(ctx.dataDir, 'no-build'),
    }),
    { database: ctx.app.database, scheduler: false, logger: false },
  );
  await second.ready();
  return second;
};

/**
 * The demo password's hash, made once per worker and shared by the users tests add (argon2 is
 * slow on purpose; each user's own salt matters to production, not to a test's login).
 */
let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
};

/** An employee of the first demo landlord with the same level in every module, or a map. */
export const addEmployee = (
  app: FastifyInstance,
  login: string,
  level: AccessLevel | Partial<AccessMap>,
) => addEmployeeOf(app, 'ТРЦ Арай', login, level);

export const login = async (app: FastifyInstance, name: string, password = DEMO_PASSWORD) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: name, password, remember: false },
  });
  if (res.statusCode !== 200) throw new Error(`login ${name}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
};

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export const landlordId = async (app: FastifyInstance, name: string) => {
  const [row] = await app.db.select().from(landlords).where(eq(landlords.name, name));
  return row.id;
};

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface FormFile {
  field: string;
  name: string;
  body: Buffer;
}

/** A multipart body for `inject`: text fields (arrays repeat the name) and files. */
export const multipartBody = (
  fields: Record<string, string | string[]>,
  files: FormFile[] = [],
) => {
  const boundary = '----arenda-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`,
        ),
      );
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** An employee of any landlord (by name) with the same level in every module, or a map. */
export const addEmployeeOf = async (
  app: FastifyInstance,
  landlordName: string,
  login: string,
  level: AccessLevel | Partial<AccessMap>,
) => {
  const db = app.db;
  const [landlord] = await db.select().from(landlords).where(eq(landlords.name, landlordName));
  const [employee] = await db
    .insert(employees)
    .values({ landlord_id: landlord.id, full_name: `Test ${login}` })
    .returning();
  const levels =
    typeof level === 'string' ? Object.fromEntries(MODULES.map((m) => [m, level])) : level;
  const rows = Object.entries(levels).map(([module, lvl]) => ({
    landlord_id: landlord.id,
    employee_id: employee.id,
    module,
    level: lvl as string,
  }));
  if (rows.length) await db.insert(employeeAccess).values(rows);
  const [user] = await db
    .insert(users)
    .values({
      login,
      password_hash: await demoPasswordHash(),
      full_name: `Test ${login}`,
      role: 'employee',
      landlord_id: landlord.id,
      employee_id: employee.id,
    })
    .returning();
  return { user, employee };
};

/** A user account (demo password) for an existing renter company. */
export const addRenterUser = async (app: FastifyInstance, login: string, renterId: number) => {
  const [renter] = await app.db.select().from(renters).where(eq(renters.id, renterId));
  const [user] = await app.db
    .insert(users)
    .values({
      login,
      password_hash: await demoPasswordHash(),
      full_name: `Test ${login}`,
      role: 'renter',
      landlord_id: renter.landlord_id,
      renter_id: renter.id,
    })
    .returning();
  return user;
};

/** An exported sheet read back: its header titles, and each data row's cells by title. */
export const sheetCells = async (xlsx: unknown) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const titles = (sheet.getRow(1).values as string[]).slice(1);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(Object.fromEntries(titles.map((t, i) => [t, row.getCell(i + 1)])));
  });
  return { titles, rows };
};

/** An exported sheet's rows by the number in their first column, each a map of header to value. */
export const sheetRowsByNumber = async (xlsx: unknown) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const titles = (sheet.getRow(1).values as string[]).slice(1);
  const rows = new Map<number, Record<string, unknown>>();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(titles.map((title, i) => [title, row.getCell(i + 1).value]));
    rows.set(row.getCell(1).value as number, cells);
  });
  return rows;
};
