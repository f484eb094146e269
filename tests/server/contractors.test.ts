import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, files, rateLimits } from '../../server/db/schema';
import { demoBin } from '../../server/db/seed/demo';
import {
  addEmployee,
  auth,
  createTestApp,
  login,
  multipartBody,
  PDF,
  PNG,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let landlord2: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  landlord2 = auth(await login(ctx.app, 'landlord2'));
});
afterAll(() => ctx.close());

const BIN = demoBin('1104', '4', 5521);

const staffBody = (overrides: object = {}) => ({
  company_name: 'ТОО «Таза Қала Сервис»',
  bin: BIN,
  contact_full_name: 'Омаров Нурлан Серикович',
  phone: '8 701 555 12 34',
  email: 'info@taza.kz',
  services: ['cleaning', 'waste'],
  comment: 'Уборка галерей по ночам',
  file_ids: [],
  ...overrides,
});

const formFields = (overrides: Record<string, string | string[]> = {}) => ({
  company_name: 'ТОО «Жарық Электро»',
  bin: BIN,
  contact_full_name: 'Ким Алексей',
  phone: '+7 (777) 123-45-67',
  email: 'sales@zharyk.kz',
  services: ['electrical', 'fire_safety'],
  comment: 'Обслуживание щитовых',
  consent: 'true',
  ...overrides,
});

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: object) =>
  ctx.app.inject({ method, url, payload, headers: headers as Record<string, string> });

const uploadAttachment = async (headers: Record<string, string>, name: string, body: Buffer) => {
  const form = multipartBody({}, [{ field: 'file', name, body }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/files?purpose=attachment',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

const formToken = async () =>
  (await ctx.app.inject({ url: '/api/contractors/form-link', headers: landlord })).json()
    .token as string;

const submit = (token: string, fields: Record<string, string | string[]>, attached = []) => {
  const form = multipartBody(fields, attached);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/contractor-form/${token}`,
    payload: form.payload,
    headers: form.headers,
  });
};

/** What a refused submission must leave unchanged: rows and stored file bodies. */
const footprint = async () => {
  const [{ n: rows }] = await ctx.app.db.select({ n: count() }).from(contractors);
  const [{ n: fileRows }] = await ctx.app.db.select({ n: count() }).from(files);
  const dir = path.join(ctx.dataDir, 'files');
  const bodies = await readdir(dir, { recursive: true }).catch(() => []);
  return { rows: Number(rows), fileRows: Number(fileRows), bodies: bodies.length };
};

describe('contractors (staff)', () => {
  it('registers a contractor with an attached document and lists it', async () => {
    const doc = await uploadAttachment(landlord, 'license.pdf', PDF);
    const res = await send('POST', '/api/contractors', staffBody({ file_ids: [doc.id] }), landlord);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'processed',
      source: 'staff',
      phone: '+77015551234',
      services: ['cleaning', 'waste'],
    });
    expect(created.files).toHaveLength(1);
    expect(created.files[0].url).toMatch(/^\/storage\/[0-9a-f]{32}\.pdf\?exp=/);
    const served = await ctx.app.inject({ url: created.files[0].url });
    expect(served.statusCode).toBe(200);

    const list = await ctx.app.inject({
      url: `/api/contractors?filter=${encodeURIComponent(JSON.stringify({ q: 'Таза', service: 'waste' }))}`,
      headers: landlord,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: number }) => c.id)).toContain(created.id);
    expect(list.headers['content-range']).toMatch(/^contractors \d+-\d+\/\d+$/);

    const history = await ctx.app.inject({
      url: `/api/history/contractors/${created.id}`,
      headers: landlord,
    });
    expect(history.json()[0]).toMatchObject({ action: 'create' });
  });

  it('refuses bad fields with a message per field', async () => {
    const res = await send(
      'POST',
      '/api/contractors',
      staffBody({
        bin: `${BIN.slice(0, 11)}${(Number(BIN[11]) + 1) % 10}`,
        phone: '12345',
        email: 'not-an-email',
        services: [],
        company_name: ' ',
      }),
      landlord,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      bin: 'validation.bin_checksum',
      phone: 'validation.phone',
      email: 'validation.email',
      services: 'validation.required',
      company_name: 'validation.required',
    });
    const unknownService = await send(
      'POST',
      '/api/contractors',
      staffBody({ services: ['teleportation'] }),
      landlord,
    );
    expect(unknownService.json().errors).toEqual({ 'services.0': 'validation.invalid' });
  });

  it('does not let a record borrow another landlord’s file', async () => {
    const foreign = await uploadAttachment(landlord2, 'other.pdf', PDF);
    const res = await send(
      'POST',
      '/api/contractors',
      staffBody({ file_ids: [foreign.id] }),
      landlord,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file_ids: 'validation.invalid' });
  });

  it('hides a landlord’s contractors from another landlord and closed levels', async () => {
    const created = (await send('POST', '/api/contractors', staffBody(), landlord)).json();
    const foreign = await ctx.app.inject({
      url: `/api/contractors/${created.id}`,
      headers: landlord2,
    });
    expect(foreign.statusCode).toBe(404);
    await addEmployee(ctx.app, 'contractors_view', { contractors: 'view' });
    const viewer = auth(await login(ctx.app, 'contractors_view'));
    const read = await ctx.app.inject({ url: `/api/contractors/${created.id}`, headers: viewer });
    expect(read.statusCode).toBe(200);
    const decide = await send(
      'PUT',
      `/api/contractors/${created.id}/status`,
      { status: 'rejected', note: 'x' },
      viewer,
    );
    expect(decide.statusCode).toBe(403);
    const renter = auth(await login(ctx.app, 'renter'));
    expect((await ctx.app.inject({ url: '/api/contractors', headers: renter })).statusCode).toBe(
      403,
    );
  });
});

describe('contractors for a creator-level employee', () => {
  it('shows only their own records and those records’ history', async () => {
    const others = (await send('POST', '/api/contractors', staffBody(), landlord)).json();
    await addEmployee(ctx.app, 'contractors_creator', { contractors: 'creator' });
    const creator = auth(await login(ctx.app, 'contractors_creator'));
    const mine = await send(
      'POST',
      '/api/contractors',
      staffBody({ company_name: 'ИП Сейтқали' }),
      creator,
    );
    expect(mine.statusCode).toBe(201);
    const list = await ctx.app.inject({ url: '/api/contractors', headers: creator });
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([mine.json().id]);
    expect(
      (await ctx.app.inject({ url: `/api/contractors/${others.id}`, headers: creator })).statusCode,
    ).toBe(404);
    const ownHistory = await ctx.app.inject({
      url: `/api/history/contractors/${mine.json().id}`,
      headers: creator,
    });
    expect(ownHistory.json()).toHaveLength(1);
    const otherHistory = await ctx.app.inject({
      url: `/api/history/contractors/${others.id}`,
      headers: creator,
    });
    expect(otherHistory.statusCode).toBe(404);
    const renter = auth(await login(ctx.app, 'renter'));
    const renterHistory = await ctx.app.inject({
      url: `/api/history/contractors/${others.id}`,
      headers: renter,
    });
    expect(renterHistory.statusCode).toBe(403);
  });
});

describe('the public contractor form', () => {
  it('keeps one link per landlord until it is rotated', async () => {
    const first = await formToken();
    expect(await formToken()).toBe(first);
    const info = await ctx.app.inject({ url: `/api/public/contractor-form/${first}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ landlord: { name: 'ТРЦ Арай' }, max_files: 5 });

    const rotated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/contractors/form-link',
      headers: landlord,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().url).toBe(`/contractor-form?token=${rotated.json().token}`);
    expect(rotated.json().token).not.toBe(first);
    expect((await ctx.app.inject({ url: `/api/public/contractor-form/${first}` })).statusCode).toBe(
      404,
    );
    expect((await submit(first, formFields())).statusCode).toBe(404);
  });

  it('accepts a submission with files; staff see it as new and decide on it', async () => {
    const token = await formToken();
    const res = await submit(token, formFields(), [
      { field: 'files', name: 'license.pdf', body: PDF },
      { field: 'files', name: 'photo.png', body: PNG },
    ] as never);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const record = (
      await ctx.app.inject({ url: `/api/contractors/${id}`, headers: landlord })
    ).json();
    expect(record).toMatchObject({
      status: 'new',
      source: 'form',
      company_name: 'ТОО «Жарық Электро»',
      phone: '+77771234567',
    });
    expect(record.files.map((f: { name: string }) => f.name)).toEqual(['license.pdf', 'photo.png']);
    expect(
      (await ctx.app.inject({ url: `/api/contractors/${id}`, headers: landlord2 })).statusCode,
    ).toBe(404);

    const noReason = await send(
      'PUT',
      `/api/contractors/${id}/status`,
      { status: 'rejected' },
      landlord,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ note: 'validation.reason_required' });
    const processed = await send(
      'PUT',
      `/api/contractors/${id}/status`,
      { status: 'processed', note: 'Договор на обслуживание с 1 декабря' },
      landlord,
    );
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ status: 'processed' });
    const again = await send(
      'PUT',
      `/api/contractors/${id}/status`,
      { status: 'rejected', note: 'передумали' },
      landlord,
    );
    expect(again.statusCode).toBe(409);
  });

  it('stores nothing when it refuses a submission', async () => {
    const token = await formToken();
    const before = await footprint();
    const badBin = await submit(token, formFields({ bin: '123456789012', consent: 'false' }), [
      { field: 'files', name: 'license.pdf', body: PDF },
    ] as never);
    expect(badBin.statusCode).toBe(400);
    expect(badBin.json().errors).toMatchObject({
      bin: 'validation.bin_checksum',
      consent: 'validation.consent',
    });
    const script = await submit(token, formFields(), [
      { field: 'files', name: 'license.pdf', body: PDF },
      { field: 'files', name: 'setup.exe', body: Buffer.from('MZ\x90\x00 not a document') },
    ] as never);
    expect(script.statusCode).toBe(415);
    expect(script.json().errors).toEqual({ 'files.1': 'app.errors.file_type' });
    const six = Array.from({ length: 6 }, (_, i) => ({
      field: 'files',
      name: `doc${i}.pdf`,
      body: PDF,
    }));
    const tooMany = await submit(token, formFields(), six as never);
    expect(tooMany.statusCode).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it('limits how often one address may submit', async () => {
    const token = await formToken();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await submit(token, formFields({ company_name: `ТОО «Тест ${i}»` }))).statusCode,
      );
    }
    expect(statuses).toContain(429);
    const limited = await submit(token, formFields());
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Each route counts on its own: the counter is keyed by the route, not only the address.
    const keys = (await ctx.app.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys.some((k) => k.startsWith('POST /api/public/contractor-form/:token|'))).toBe(true);
  });
});
