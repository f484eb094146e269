import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoBin } from '../../server/db/seed/demo';
import { auth, createTestApp, login, type TestContext } from './helpers';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

interface Response {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}

type Method = 'get' | 'post' | 'put' | 'delete';

let ctx: TestContext;
let paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
let landlord: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  paths = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths;
  landlord = auth(await login(ctx.app, 'landlord'));
});
afterAll(() => ctx.close());

/** A success answer is documented: a body with its schema, or an explicit empty one. */
const documented = (response: Response) =>
  response.content
    ? Object.values(response.content).every((media) => media.schema)
    : response.description !== 'Default Response';

/** The object branch of a nullable schema (`anyOf: [{…}, {type: null}]`). */
const objectBranch = (schema: Schema): Schema =>
  (schema.anyOf ?? schema.oneOf ?? []).find((s) => s.properties || s.items) ?? schema;

/**
 * Where the answer's fields and the documented properties differ, at every depth the schema
 * describes: a field sent but not documented, or a required one documented but not sent.
 */
const mismatches = (value: unknown, schema: Schema, at: string): string[] => {
  const shape = objectBranch(schema);
  if (Array.isArray(value)) {
    return shape.items && value.length ? mismatches(value[0], shape.items, `${at}[0]`) : [];
  }
  if (value === null || typeof value !== 'object' || !shape.properties) return [];
  const props = shape.properties;
  const sent = Object.keys(value);
  const required = shape.required ?? [];
  return [
    ...sent.filter((k) => !(k in props)).map((k) => `${at}.${k} is sent but not documented`),
    ...required.filter((k) => !sent.includes(k)).map((k) => `${at}.${k} is documented, not sent`),
    ...sent
      .filter((k) => k in props)
      .flatMap((k) => mismatches((value as Record<string, unknown>)[k], props[k], `${at}.${k}`)),
  ];
};

/** Calls a route and checks its answer against the documented response of its status. */
const checkAnswer = async (
  method: Method,
  route: string,
  url: string,
  payload?: object,
  headers = landlord,
) => {
  const res = await ctx.app.inject({
    method: method.toUpperCase() as never,
    url,
    headers,
    payload,
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  const response = paths[route]?.[method]?.responses?.[String(res.statusCode)];
  const schema = response?.content?.['application/json']?.schema;
  expect(schema, `${method} ${route} documents ${res.statusCode}`).toBeDefined();
  expect(mismatches(res.json(), schema as Schema, `${method} ${route}`)).toEqual([]);
  return res.json();
};

const firstId = async (list: string, query = '', headers = landlord) => {
  const res = await ctx.app.inject({ url: `${list}${query}`, headers });
  const [row] = res.json() as { id: number }[];
  expect(row, `${list} has a row`).toBeDefined();
  return row.id;
};

describe('/api/docs/json responses', () => {
  it('documents a success response for every operation', () => {
    const missing = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => {
          const success = Object.entries(op.responses ?? {}).filter(([code]) =>
            code.startsWith('2'),
          );
          return !success.length || !success.every(([, r]) => documented(r));
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('documents empty answers as empty and exports as workbooks', () => {
    const logout = paths['/api/auth/logout'].post.responses?.['204'];
    expect(logout?.content).toBeUndefined();
    const excel = paths['/api/download/excel/bids'].post.responses?.['200']?.content ?? {};
    expect(Object.keys(excel)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('documents exactly the fields of one-record answers', async () => {
    await checkAnswer('get', '/api/user', '/api/user');
    const bid = await firstId('/api/bids');
    await checkAnswer('get', '/api/bids/{id}', `/api/bids/${bid}`);
    await checkAnswer('get', '/api/bids/{id}/history', `/api/bids/${bid}/history`);
    const form = await firstId('/api/application-forms');
    await checkAnswer('get', '/api/application-forms/{id}', `/api/application-forms/${form}`);
    const message = await firstId('/api/visitor-messages');
    await checkAnswer('get', '/api/visitor-messages/{id}', `/api/visitor-messages/${message}`);
    const contractor = await firstId('/api/contractors');
    await checkAnswer('get', '/api/contractors/{id}', `/api/contractors/${contractor}`);
    const employee = await firstId('/api/employee');
    await checkAnswer('get', '/api/employee/{id}', `/api/employee/${employee}`);
    await checkAnswer('get', '/api/employee/{id}/access', `/api/employee/${employee}/access`);
    await checkAnswer('get', '/api/settings/calendar', '/api/settings/calendar');
    await checkAnswer('get', '/api/type-request-landlord', '/api/type-request-landlord');
  });

  it('documents exactly the fields of the other reads', async () => {
    const superadmin = auth(await login(ctx.app, 'superadmin'));
    const bid = await firstId('/api/bids');
    const renter = await firstId('/api/renters');
    const { token } = await checkAnswer(
      'get',
      '/api/contractors/form-link',
      '/api/contractors/form-link',
    );
    const demo = (await ctx.app.inject({ url: '/api/demo-requests', headers: superadmin })).json();
    const reads: [string, string, Record<string, string>?][] = [
      ['/api/health', '/api/health'],
      ['/api/version', '/api/version'],
      ['/api/user/all', '/api/user/all'],
      ['/api/user/landlord', '/api/user/landlord'],
      ['/api/employee/all', '/api/employee/all'],
      ['/api/employee/general-info', '/api/employee/general-info'],
      ['/api/bids/places', '/api/bids/places'],
      ['/api/tasks/kpi', '/api/tasks/kpi?from=2025-01-01&to=2025-03-31'],
      ['/api/bids/{id}/comments', `/api/bids/${bid}/comments`],
      ['/api/history/{entity}/{id}', `/api/history/bids/${bid}`],
      ['/api/get-kind', '/api/get-kind'],
      ['/api/type-request/check-bid-access', '/api/type-request/check-bid-access'],
      ['/api/type-request/kind/{kindId}', '/api/type-request/kind/1'],
      ['/api/type-request/kind/{kindId}', '/api/type-request/kind/1', superadmin],
      ['/api/application-forms/link', '/api/application-forms/link'],
      ['/api/renters/{id}', `/api/renters/${renter}`],
      ['/api/objects/{id}', `/api/objects/${await firstId('/api/objects')}`],
      ['/api/public/shopping-centers', '/api/public/shopping-centers', {}],
      ['/api/public/contractor-form/{token}', `/api/public/contractor-form/${token}`, {}],
      [
        '/api/landlords/{id}',
        `/api/landlords/${await firstId('/api/landlords', '', superadmin)}`,
        superadmin,
      ],
      ['/api/demo-requests/{id}', `/api/demo-requests/${demo[0].id}`, superadmin],
    ];
    for (const [route, url, headers] of reads) {
      await checkAnswer('get', route, url, undefined, headers ?? landlord);
    }
  });

  it('documents exactly the fields of accounts made, bulk changes and public form pages', async () => {
    const employee = await checkAnswer('post', '/api/employee', '/api/employee', {
      full_name: 'Даурен Жумабеков',
      login: 'dauren.zh',
    });
    expect(employee.temporary_password).toEqual(expect.any(String));
    await checkAnswer('put', '/api/employee/access', '/api/employee/access', {
      ids: [employee.id],
      module: 'objects',
      level: 'view',
    });
    const renter = await firstId('/api/renters');
    await checkAnswer('post', '/api/renters/{id}/access', `/api/renters/${renter}/access`, {
      login: 'renter.openapi',
      full_name: 'Арман Касымов',
      phone: '+77011234567',
    });
    const visitorLink = await checkAnswer('get', '/api/qrcode', '/api/qrcode');
    const visitorPage = `/api/public/visitor/${visitorLink.token}`;
    await checkAnswer('get', '/api/public/visitor/{token}', visitorPage, undefined, {});
    const formLink = await checkAnswer(
      'get',
      '/api/application-forms/link',
      '/api/application-forms/link',
    );
    const formPage = `/api/public/application-form/${formLink.token}`;
    await checkAnswer('get', '/api/public/application-form/{token}', formPage, undefined, {});
  });

  it('documents exactly the fields of writes and status moves', async () => {
    const credentials = { login: 'landlord', password: DEMO_PASSWORD, remember: false };
    await checkAnswer('post', '/api/auth/login', '/api/auth/login', credentials, {});
    const bid = await firstId('/api/bids');
    await checkAnswer('post', '/api/bids/{id}/comments', `/api/bids/${bid}/comments`, {
      text: 'Проверим завтра',
    });
    const message = await firstId('/api/visitor-messages', '?filter={"status":"new"}');
    await checkAnswer(
      'put',
      '/api/visitor-messages/{id}/status',
      `/api/visitor-messages/${message}/status`,
      { status: 'processed' },
    );
    await checkAnswer('put', '/api/user', '/api/user', {
      full_name: 'Айгерим Садыкова',
      locale: 'kk',
    });
    await checkAnswer('post', '/api/saved-filters', '/api/saved-filters', {
      resource: 'renters',
      name: 'Активные',
      filter: { status: 'active' },
    });
    await checkAnswer('post', '/api/settings/holidays', '/api/settings/holidays', {
      date: '2030-03-22',
      name: 'Наурыз',
    });
    const contractor = await checkAnswer('post', '/api/contractors', '/api/contractors', {
      company_name: 'ТОО Чистый дом',
      bin: demoBin('1104', '4', 7731),
      contact_full_name: 'Ерлан Абдрахманов',
      phone: '+77011234567',
      services: ['cleaning'],
      file_ids: [],
    });
    const fresh = await firstId('/api/contractors', '?filter={"status":"new"}');
    const status = { status: 'processed' };
    const move = `/api/contractors/${fresh}/status`;
    await checkAnswer('put', '/api/contractors/{id}/status', move, status);
    await checkAnswer('delete', '/api/contractors/{id}', `/api/contractors/${contractor.id}`);
  });
});
