import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects, renters, savedFilters } from '../../server/db/schema';
import { demoBin } from '../../server/db/seed/demo';
import {
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  PDF,
  type TestContext,
} from './helpers';

/**
 * The repros of findings M2 (hostile text and numbers answered 500) and L12 (a saved filter
 * nested 1,000 levels deep was stored) of the security run at d46fdce: each is a 400 now.
 */

let ctx: TestContext;
let landlord: Record<string, string>;
let objectId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  const [object] = await ctx.app.db
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.landlord_id, await landlordId(ctx.app, 'ТРЦ Арай')))
    .limit(1);
  objectId = object.id;
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;

/** A 400 in the contract's shape, naming `field` with `key` when given; no SQL, no stack. */
const expectRefused = (res: Reply, field?: string, key?: string) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_ERROR');
  if (field) expect(body.errors?.[field], res.body).toBe(key ?? 'validation.invalid');
  expect(res.body).not.toMatch(/\b(select|insert|update)\b.*\b(from|into|set)\b|\bat \S+:\d+:\d+/i);
};

const get = (url: string, headers = landlord) => ctx.app.inject({ url, headers });
const list = (path: string, params: Record<string, string>, headers = landlord) =>
  get(`${path}?${new URLSearchParams(params)}`, headers);
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = landlord) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

/** Each public submission from its own address: the public forms are rate-limited per address. */
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

/** `{a: {a: … 1}}`, `levels` objects deep, as raw JSON (JSON.stringify would recurse). */
const deepJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const renterBody = (overrides: object = {}) => ({
  legal_name: 'ТОО «Тест»',
  bin_iin: demoBin('1105', '4', 40411),
  category: 'food',
  contact_full_name: 'Иванов Иван',
  phone: '+7 701 111 22 33',
  ...overrides,
});

const rowsOf = async (table: typeof renters | typeof savedFilters) =>
  Number((await ctx.app.db.select({ n: count() }).from(table))[0].n);

describe('NUL and other control characters', () => {
  it('refuses a NUL in the login, without a token (was 500)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'a\u0000b', password: 'x' },
    });
    expectRefused(res, 'login', 'validation.control_chars');
  });

  it('refuses a NUL in restore-password (was 500)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/restore-password',
      payload: { login: 'landlord\u0000' },
      remoteAddress: nextAddress(),
    });
    expectRefused(res, 'login', 'validation.control_chars');
  });

  it('refuses a NUL in a staff write and stores nothing (was 500)', async () => {
    const before = await rowsOf(renters);
    expectRefused(
      await send('POST', '/api/renters', renterBody({ legal_name: 'ТОО\u0000' })),
      'legal_name',
      'validation.control_chars',
    );
    expectRefused(
      await send('PUT', `/api/objects/${objectId}`, {
        object_type_id: 1,
        name: 'ТРЦ',
        address: 'ул. Абая, 1\u0000',
        city: 'almaty',
      }),
      'address',
      'validation.control_chars',
    );
    expect(await rowsOf(renters)).toBe(before);
  });

  it('keeps tab and line breaks in multi-line text only', async () => {
    expectRefused(
      await send('POST', '/api/renters', renterBody({ legal_name: 'ТОО\nТест' })),
      'legal_name',
      'validation.control_chars',
    );
    const object = (await get(`/api/objects/${objectId}`)).json();
    const text = 'Первая строка\r\n\tвторая строка';
    const edited = await send('PUT', `/api/objects/${objectId}`, { ...object, description: text });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().description).toBe(text);
    expectRefused(
      await send('POST', '/api/bids', {
        request_type_id: 1,
        object_id: objectId,
        applicant_name: 'Тест',
        description: 'NUL\u0000',
      }),
      'description',
      'validation.control_chars',
    );
  });

  it('refuses a NUL in the search, q or search (was 500)', async () => {
    expectRefused(
      await list('/api/renters', { filter: JSON.stringify({ q: 'а\u0000б' }) }),
      'filter.q',
      'validation.control_chars',
    );
    expectRefused(
      await list('/api/employee', { search: 'а\u0000б' }),
      'search',
      'validation.control_chars',
    );
    expectRefused(
      await list('/api/bids', { filter: JSON.stringify({ q: '\u0000' }) }),
      'filter.q',
      'validation.control_chars',
    );
  });

  it('refuses a NUL in the public forms, with no token (was 500)', async () => {
    const demo = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/demo-requests',
      payload: { name: 'Демо\u0000', email: 'a@b.kz' },
      remoteAddress: nextAddress(),
    });
    expectRefused(demo, 'name', 'validation.control_chars');
    const support = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/support-messages',
      payload: { name: 'Тест', message: 'Текст\u0000' },
      remoteAddress: nextAddress(),
    });
    expectRefused(support, 'message', 'validation.control_chars');

    const visitorToken = (await get('/api/qrcode')).json().token as string;
    const visitor = multipartBody({ category: 'question', text: 'Вопрос\u0000' });
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/public/visitor/${visitorToken}`,
        ...visitor,
        remoteAddress: nextAddress(),
      }),
      'text',
      'validation.control_chars',
    );

    const contractorToken = (await get('/api/contractors/form-link')).json().token as string;
    const contractor = multipartBody({
      company_name: 'ТОО\u0000',
      bin: demoBin('1104', '4', 5521),
      contact_full_name: 'Ким Алексей',
      phone: '+7 777 123 45 67',
      services: ['electrical'],
      consent: 'true',
    });
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/public/contractor-form/${contractorToken}`,
        ...contractor,
        remoteAddress: nextAddress(),
      }),
      'company_name',
      'validation.control_chars',
    );

    const formToken = (await get('/api/application-forms/link')).json().token as string;
    const questionnaire = multipartBody({
      bin_iin: demoBin('1907', '4', 61234),
      company_name: 'ТОО «Мода»\u0000',
      brand_name: 'Qazaq Denim',
      category: 'clothing',
      contact_full_name: 'Ахметова Жанна',
      email: 'leasing@qazaqdenim.kz',
      phone: '+7 701 555 44 33',
      consent: 'true',
    });
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/public/application-form/${formToken}`,
        ...questionnaire,
        remoteAddress: nextAddress(),
      }),
      'company_name',
      'validation.control_chars',
    );
    // A token with a NUL is no token.
    const badToken = await ctx.app.inject({
      url: `/api/public/visitor/${encodeURIComponent('abc\u0000')}`,
      remoteAddress: nextAddress(),
    });
    expect(badToken.statusCode).toBeLessThan(500);
  });

  it('refuses a NUL in an upload file name, or stores the name without it (was 500)', async () => {
    const form = multipartBody({}, [{ field: 'file', name: 'a\u0000b.pdf', body: PDF }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/files?purpose=attachment',
      payload: form.payload,
      headers: { ...landlord, ...form.headers },
    });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 201) expect(res.json().name).not.toContain('\u0000');
    else expectRefused(res);
  });
});

describe('numbers beyond PostgreSQL integers', () => {
  it('refuses an id above int4 in the path (was 500)', async () => {
    expectRefused(await get('/api/bids/99999999999'), 'id');
    expectRefused(await get('/api/objects/2147483648'), 'id');
    expectRefused(await get('/api/employee/2147483648'), 'id');
    expectRefused(await get('/api/history/bids/2147483648'), 'id');
    expectRefused(
      await send('PUT', '/api/bids/99999999999/status', { status: 'in_progress' }),
      'id',
    );
    expect((await get('/api/objects/2147483647')).statusCode).toBe(404);
  });

  it('refuses ids above int4 in bodies (was 500)', async () => {
    expectRefused(
      await send('POST', '/api/bids', {
        request_type_id: 1,
        object_id: 2147483648,
        applicant_name: 'Тест',
      }),
      'object_id',
    );
    expectRefused(
      await send('POST', '/api/contracts', {
        number: 'H-1',
        signed_on: '2026-12-01',
        renter_id: 1,
        object_id: 1,
        room_ids: [99999999999],
        rate_per_m2: 1000,
        starts_on: '2027-01-01',
        ends_on: '2027-12-31',
      }),
      'room_ids.0',
    );
    expectRefused(
      await send('POST', '/api/bids/assign', { ids: [2147483648], executor_id: null }),
      'ids.0',
    );
    expectRefused(
      await send('POST', '/api/rooms', {
        object_id: objectId,
        number: 'Z-1',
        floor: 1,
        area: 10,
        purpose: 'retail',
        logo_id: 2147483648,
      }),
      'logo_id',
    );
  });

  it('refuses an id beyond int4 in a module’s own filter on its field', async () => {
    const res = await list('/api/bids', { filter: JSON.stringify({ executor_id: 99999999999 }) });
    expectRefused(res, 'filter.executor_id');
  });

  it('answers a value the database refuses with a 400, not a 500 (the last guard)', async () => {
    // A storage key goes to the database as it comes: a NUL there is refused by PostgreSQL.
    const res = await ctx.app.inject({ url: '/storage/public/a%00b' });
    expectRefused(res);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid value' });
  });
});

describe('list parameters', () => {
  it('refuses an impossible date in a filter (was 500)', async () => {
    expectRefused(
      await list('/api/bids', { filter: JSON.stringify({ created_at_gte: '2024-13-45' }) }),
      'filter.created_at_gte',
    );
    expectRefused(
      await list('/api/bids', { filter: JSON.stringify({ created_at_lte: '2023-02-29' }) }),
      'filter.created_at_lte',
    );
    expectRefused(
      await list('/api/contractors', { filter: JSON.stringify({ created_at_gte: '0000-01-01' }) }),
      'filter.created_at_gte',
    );
    expect(
      (await list('/api/bids', { filter: JSON.stringify({ created_at_gte: '2024-02-29' }) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses page=1e300 and range=[1e300,1e300] (was 500)', async () => {
    expectRefused(await list('/api/objects', { page: '1e300' }), 'page');
    expectRefused(await list('/api/employee', { page: '1e300', limit: '10' }), 'page');
    expectRefused(await list('/api/objects', { range: '[1e300,1e300]' }), 'range');
    expectRefused(await list('/api/objects', { range: '[0,1e300]' }), 'range');
    // A page size above the cap is answered with the cap.
    expect((await list('/api/objects', { limit: '1e300' })).statusCode).toBe(200);
  });

  it('takes prototype names for unknown filter and sort fields (was 500 or ignored)', async () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf_gte']) {
      const res = await get(`/api/objects?filter=${encodeURIComponent(`{"${key}":1}`)}`);
      expectRefused(res, `filter.${key}`, 'validation.unknown_filter');
    }
    // A module with its own filters (`custom`) too.
    expectRefused(
      await list('/api/employee', { filter: '{"__proto__":true}' }),
      'filter.__proto__',
      'validation.unknown_filter',
    );
    for (const field of ['__proto__', 'constructor', 'toString']) {
      expectRefused(await list('/api/objects', { sort: JSON.stringify([field, 'ASC']) }), 'sort');
    }
    expectRefused(await list('/api/objects', { sort: '["name",{"a":1}]' }), 'sort');
  });

  it('refuses filter=null and other filters that are not objects (was 500)', async () => {
    for (const filter of ['null', '5', '"deleted"', '[]', 'true']) {
      expectRefused(await list('/api/employee', { filter }), 'filter');
    }
    expectRefused(await list('/api/renters', { filter: 'null' }), 'filter');
  });

  it('refuses numbers beyond int4 and text with NUL in typed filters', async () => {
    expectRefused(
      await list('/api/bids', { filter: JSON.stringify({ object_id: 2147483648 }) }),
      'filter.object_id',
    );
    expectRefused(
      await list('/api/bids', { filter: JSON.stringify({ id: [1, 1e300] }) }),
      'filter.id',
    );
    expectRefused(
      await list('/api/rooms', { filter: JSON.stringify({ floor_gte: 1e300 }) }),
      'filter.floor_gte',
    );
    expectRefused(
      await list('/api/bids', { filter: JSON.stringify({ status: 'new\u0000' }) }),
      'filter.status',
      'validation.control_chars',
    );
  });
});

describe('deep JSON', () => {
  it('refuses a saved filter nested 1,000 levels deep and stores nothing (L12)', async () => {
    const before = await rowsOf(savedFilters);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-filters',
      headers: { ...landlord, 'content-type': 'application/json' },
      payload: `{"resource":"bids","name":"deep","filter":{"q":${deepJson(1000)}}}`,
    });
    expectRefused(res, 'filter');
    expect(await rowsOf(savedFilters)).toBe(before);
  });

  it('refuses 5,000 and 50,000 levels (was 500), also without a token', async () => {
    for (const levels of [5000, 50_000]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/saved-filters',
        headers: { ...landlord, 'content-type': 'application/json' },
        payload: `{"resource":"bids","name":"deep","filter":{"q":${deepJson(levels)}}}`,
      });
      expectRefused(res, 'filter');
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/demo-requests',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${deepJson(5000)},"email":"a@b.kz"}`,
      remoteAddress: nextAddress(),
    });
    expectRefused(anonymous, 'name');
    const deepArray = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"login":${'['.repeat(100_000)}${']'.repeat(100_000)},"password":"x"}`,
    });
    expectRefused(deepArray, 'login');
  });

  it('refuses 40 levels in a list filter; takes 30 levels of an ignored body key', async () => {
    const deep = await list('/api/objects', { filter: `{"q":${deepJson(40)}}` });
    expectRefused(deep);
    expect(Object.keys(deep.json().errors)[0]).toMatch(/^filter\.q(\.a)+$/);
    const profile = (await get('/api/user')).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...landlord, 'content-type': 'application/json' },
      payload: `{"full_name":${JSON.stringify(profile.full_name)},"locale":"ru","extra":${deepJson(30)}}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('dates the database would refuse', () => {
  it('refuses an impossible holiday date in the body and in the path', async () => {
    expectRefused(
      await send('POST', '/api/settings/holidays', { date: '2024-13-45', name: 'Тест' }),
      'date',
      'validation.date',
    );
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/settings/holidays/2024-02-30',
      headers: landlord,
    });
    expectRefused(res, 'date', 'validation.date');
  });
});
