import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, objects, objectTypes } from '../../server/db/schema';
import { claimExportLease } from '../../server/modules/organizationExport/lease';
import { EXPORT_TABLES } from '../../server/modules/organizationExport/tables';
import {
  addEmployee,
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  PNG,
  type TestContext,
} from './helpers';

const URL = '/api/download/organization';
/** A name a spreadsheet would run as a formula. */
const FORMULA = '=HYPERLINK("http://evil.example","Нажмите")';
/** What only the second organization holds: it must appear nowhere in the first one's export. */
const FOREIGN_MARK = 'Есиль-только-своё';

let ctx: TestContext;
let landlord: Record<string, string>;
let aray: number;
let esil: number;
let arayFile: number;
let esilFile: number;

const upload = async (headers: Record<string, string>, name: string, body: Buffer) => {
  const form = multipartBody({}, [{ field: 'file', name, body }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/files?purpose=logo',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
};

/** An object with a logo, made by the owner of `headers`. */
const objectWithLogo = async (headers: Record<string, string>, name: string, logo: number) => {
  const [type] = await ctx.app.db.select().from(objectTypes).limit(1);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/objects',
    headers,
    payload: {
      object_type_id: type.id,
      name,
      address: 'г. Алматы, ул. Выгрузки, 5',
      city: 'almaty',
      logo_id: logo,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
};

const exportAs = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: URL, headers });

/** The CSV's records (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
};

let zip: JSZip;
const csvOf = async (name: string) => {
  const text = await zip.file(name)?.async('string');
  if (text === undefined) throw new Error(`${name} is missing`);
  return text;
};
/** A CSV as objects by header. */
const rowsOf = async (name: string) => {
  const [header, ...records] = parseCsv((await csvOf(name)).replace(/^\uFEFF/, ''));
  return records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
};

beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  const landlord2 = auth(await login(ctx.app, 'landlord2'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  esil = await landlordId(ctx.app, 'БЦ Есиль');
  arayFile = await upload(landlord, 'логотип арай.png', PNG);
  esilFile = await upload(landlord2, 'esil.png', Buffer.concat([PNG, Buffer.from('esil')]));
  await objectWithLogo(landlord, FORMULA, arayFile);
  await objectWithLogo(landlord2, FOREIGN_MARK, esilFile);
  const res = await exportAs(landlord);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="organization-\d+-/);
  zip = await JSZip.loadAsync(res.rawPayload);
});
afterAll(() => ctx.close());

describe('GET /api/download/organization', () => {
  it('holds one CSV per table, the organization’s files and a manifest', async () => {
    const names = Object.keys(zip.files);
    for (const table of EXPORT_TABLES) expect(names).toContain(`${table.file}.csv`);
    for (const expected of ['objects.csv', 'renters.csv', 'requests.csv', 'tasks.csv']) {
      expect(names).toContain(expected);
    }
    const logo = `files/${arayFile}-логотип арай.png`;
    expect(names).toContain(logo);
    expect(Buffer.from((await zip.file(logo)?.async('uint8array')) ?? [])).toEqual(PNG);

    const manifest = JSON.parse(await csvOf('manifest.json'));
    expect(manifest.organization).toMatchObject({ id: aray, name: 'ТРЦ Арай' });
    const objectsEntry = manifest.tables.find((t: { file: string }) => t.file === 'objects.csv');
    const [{ count }] = await ctx.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(objects)
      .where(eq(objects.landlord_id, aray));
    expect(objectsEntry.rows).toBe(count);
    expect((await rowsOf('objects.csv')).length).toBe(count);
    expect(manifest.files.count).toBeGreaterThanOrEqual(1);
  });

  it('writes UTF-8 with a byte order mark and keeps a formula a text', async () => {
    const text = await csvOf('objects.csv');
    expect(text.startsWith('\uFEFFid,landlord_id,')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Нажмите"")"`);
    const row = (await rowsOf('objects.csv')).find((r) => r.name.includes('HYPERLINK'));
    expect(row?.name).toBe(`'${FORMULA}`);
  });

  it('holds none of another organization’s rows or files, and no secrets', async () => {
    const names = Object.keys(zip.files);
    expect(names.some((n) => n.startsWith(`files/${esilFile}-`))).toBe(false);
    for (const name of names.filter((n) => n.endsWith('.csv'))) {
      const text = await csvOf(name);
      expect(text, name).not.toContain(FOREIGN_MARK);
      expect(text, name).not.toContain('$argon2');
      for (const row of await rowsOf(name)) {
        if ('landlord_id' in row && row.landlord_id !== '') {
          expect(Number(row.landlord_id), name).toBe(aray);
        }
      }
    }
    const organization = await rowsOf('organization.csv');
    expect(organization.map((r) => r.id)).toEqual([String(aray)]);
    const users = await rowsOf('users.csv');
    expect(users.map((u) => u.login)).toContain('landlord');
    expect(users.map((u) => u.login)).not.toContain('landlord2');
    expect(Object.keys(users[0])).not.toContain('password_hash');
    expect(Object.keys((await rowsOf('time_devices.csv'))[0] ?? { id: '' })).not.toContain(
      'key_hash',
    );
    const files = await rowsOf('files.csv');
    expect(files.map((f) => Number(f.id))).toContain(arayFile);
    expect(files.map((f) => Number(f.id))).not.toContain(esilFile);
    expect(Object.keys(files[0])).not.toContain('storage_key');
    expect(esil).not.toBe(aray);
  });

  it('is for the landlord and an employee with full settings access only', async () => {
    await addEmployee(ctx.app, 'export.settings.main', { settings: 'main' });
    await addEmployee(ctx.app, 'export.settings.view', { settings: 'intermediate' });
    await addEmployee(ctx.app, 'export.all.but.settings', {
      objects: 'main',
      renters: 'main',
      employees: 'main',
    });
    const manager = auth(await login(ctx.app, 'export.settings.main'));
    expect((await exportAs(manager)).statusCode).toBe(200);
    for (const who of ['export.settings.view', 'export.all.but.settings', 'renter', 'superadmin']) {
      const res = await exportAs(auth(await login(ctx.app, who)));
      expect(res.statusCode, who).toBe(403);
    }
    expect((await ctx.app.inject({ url: URL })).statusCode).toBe(401);
  });

  it('runs one export at a time per organization', async () => {
    const release = await claimExportLease(ctx.app.db, aray);
    expect(release).not.toBeNull();
    const busy = await exportAs(landlord);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'EXPORT_RUNNING',
      reason: 'app.settings.export.running',
    });
    // Another organization is not held up.
    expect((await exportAs(auth(await login(ctx.app, 'landlord2')))).statusCode).toBe(200);
    await release?.();
    expect((await exportAs(landlord)).statusCode).toBe(200);
  });

  it('takes over the claim of a server that died mid-export', async () => {
    await claimExportLease(ctx.app.db, aray);
    await ctx.app.db.execute(
      sql`update rate_limits set window_start = now() - interval '1 hour' where key = ${`organization-export|${aray}`}`,
    );
    expect((await exportAs(landlord)).statusCode).toBe(200);
  });

  it('frees the organization when the client goes away mid-download', async () => {
    // A file larger than the sockets' buffers: the download waits for a reader that reads on.
    const key = `export-test-${Date.now()}`;
    await ctx.app.storage.put(key, randomBytes(24 * 1024 * 1024));
    await ctx.app.db.insert(files).values({
      landlord_id: aray,
      name: 'большой.bin',
      mime: 'application/octet-stream',
      size: 24 * 1024 * 1024,
      checksum: 'test',
      storage_key: key,
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const request = get({ host: '127.0.0.1', port, path: URL, headers: landlord });
    const response = await new Promise<IncomingMessage>((resolve) =>
      request.on('response', resolve),
    );
    expect(response.statusCode).toBe(200);
    await once(response, 'data');
    expect((await exportAs(landlord)).statusCode).toBe(409);
    request.on('error', () => undefined);
    request.destroy();
    await expect
      .poll(async () => (await exportAs(landlord)).statusCode, { timeout: 10_000 })
      .toBe(200);
  });
});
