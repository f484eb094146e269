import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBin } from '../../server/db/seed/demo';
import { auth, createTestApp, login, multipartBody, PDF, PNG, type TestContext } from './helpers';

/**
 * Hostile input on every route of the OpenAPI document, the same every run (a seeded PRNG):
 * NUL and control characters, numbers beyond int4 and 1e300, impossible dates, prototype-named
 * keys, deep nesting, empty and 20 kB strings, in JSON bodies, list query parameters, path
 * parameters and the text fields and file names of multipart forms. As landlord (superadmin where
 * the landlord is refused), renter and guest. No answer may be a 5xx, and no error may show SQL
 * or a stack (finding M2 of the security run at d46fdce).
 */

/** Routes left out, and why. */
const EXCLUDED: Record<string, string> = {
  'POST /api/auth/logout': 'ends the session the run uses; it reads no input',
};

const SEED = 0x5eed_2024;

/** mulberry32: a tiny PRNG, so every run sends the same requests. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const random = prng(SEED);
const pick = <T>(items: readonly T[], n: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length)
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
};

/** `levels` objects, one inside another. */
const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** Values that once reached the database, keyed by what they try. */
const HOSTILE = {
  nul: 'a\u0000b',
  control: 'a\u0001\u001fb',
  empty: '',
  huge: 'я'.repeat(10_000), // 20 kB of UTF-8
  date: '2024-13-45',
  int4: 2147483648,
  big: 99999999999,
  negative: -1,
  inf: 1e300,
  intString: '2147483648',
  proto: JSON.parse('{"__proto__":1}'),
  ctor: JSON.parse('{"constructor":1}'),
  deep: nested(40),
  nulArray: ['\u0000'],
} as const;
type Mutation = keyof typeof HOSTILE;
const TEXT: Mutation[] = ['nul', 'control', 'empty', 'huge', 'date'];
const NUMBER: Mutation[] = ['int4', 'big', 'negative', 'inf', 'intString'];
const SHAPE: Mutation[] = ['proto', 'ctor', 'deep', 'nulArray'];
const ALL = [...TEXT, ...NUMBER, ...SHAPE];

/** Path parameters: ids beyond int4, non-numbers, prototype names, NUL. */
const HOSTILE_PARAMS = [
  '2147483648',
  '99999999999',
  '-1',
  '1e300',
  '1.5',
  '0',
  'a%00b',
  '%00',
  '__proto__',
  'constructor',
  '2024-13-45',
  'x'.repeat(90),
];

/** List parameters (the list contract and the routes' own query fields). */
const LIST_QUERIES: Record<string, string>[] = [
  { filter: '{"toString":1}' },
  { filter: '{"constructor":1}' },
  { filter: '{"__proto__":1}' },
  { filter: '{"hasOwnProperty_gte":1}' },
  { filter: 'null' },
  { filter: '5' },
  { filter: '{"q":"a\\u0000b"}' },
  { filter: JSON.stringify({ q: HOSTILE.huge }) },
  { filter: '{"id":[2147483648]}' },
  { filter: '{"id":"abc"}' },
  { filter: '{"created_at_gte":"2024-13-45"}' },
  { filter: '{"created_at_lte":"0000-00-00"}' },
  { filter: '{"status":"a\\u0000b"}' },
  { filter: '{"object_id":99999999999}' },
  { filter: '{"executor_id":99999999999}' },
  { filter: '{"renter_id":1e300}' },
  { filter: '{"deleted":"a\\u0000"}' },
  { filter: JSON.stringify({ q: nested(40) }) },
  { sort: '["__proto__","ASC"]' },
  { sort: '["constructor","DESC"]' },
  { sort: '["id",{"a":1}]' },
  { sort: 'null' },
  { range: '[1e300,1e300]' },
  { range: '[0,1e300]' },
  { range: '[-1,5]' },
  { page: '1e300' },
  { page: '2147483648', limit: '100' },
  { per_page: '99999999999' },
  { limit: '-1' },
  { search: 'a\u0000b' },
  { search: HOSTILE.huge },
  { q: 'a\u0000b' },
  { from: '2024-13-45', to: '99999999999' },
];

const LIST_PARAMETERS = ['range', 'sort', 'filter', 'page', 'limit', 'per_page', 'search'];

type Json = Record<string, unknown> | unknown[];
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
}
interface Operation {
  requestBody?: { content: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string }[];
}
type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;

/** What an error must never show: SQL, a stack frame, a server path. */
const LEAK =
  /\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bupdate\b[^"]{0,200}\bset\b|\bdelete from\b|\bsyntax error\b|node_modules|\bat [\w.<>]+ \(|\.(ts|js):\d+:\d+/i;

let ctx: TestContext;
const callers: Record<'landlord' | 'superadmin' | 'renter' | 'guest', Record<string, string>> = {
  landlord: {},
  superadmin: {},
  renter: {},
  guest: {},
};
type Caller = keyof typeof callers;

const problems: string[] = [];
const statuses: Record<number, number> = {};
let requests = 0;
let address = 0;

/** Sends one request from its own address (public routes are rate-limited per address). */
const send = async (label: string, opts: InjectOptions): Promise<Reply | null> => {
  address++;
  requests++;
  let res: Reply;
  try {
    res = await ctx.app.inject({
      ...opts,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
  } catch (error) {
    problems.push(`${label} → no answer: ${(error as Error).message}`);
    return null;
  }
  statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  if (res.statusCode >= 500)
    problems.push(`${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
  else if (res.statusCode >= 400 && LEAK.test(res.body)) {
    problems.push(`${label} → ${res.statusCode} leaks: ${res.body.slice(0, 160)}`);
  }
  return res;
};

const json = (method: string, url: string, who: Caller, body: unknown) =>
  send(`${method} ${url} as ${who}: ${preview(body)}`, {
    method: method as InjectOptions['method'],
    url,
    headers: { ...callers[who], 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const preview = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
};

// --- Valid-ish values -------------------------------------------------------------------------

const BIN = demoBin('1104', '4', 7321);
let seq = 0;
const known: Record<string, number> = {};

/** A plausible value for a field, from its name first and its schema next. */
const sample = (schema: Schema | undefined, name: string, depth = 0): unknown => {
  if (!schema || depth > 6) return null;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], name, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  if (/(^|_)ids$/.test(name)) return known[name] ? [known[name]] : [];
  if (/_id$/.test(name)) return known[name] ?? (schema.nullable ? null : 1);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(prop, key, depth + 1);
      }
      return out;
    }
    case 'array':
      return (schema.minItems ?? 0) > 0 ? [sample(schema.items, name, depth + 1)] : [];
    case 'integer':
    case 'number': {
      if (schema.default !== undefined) return schema.default;
      const min = schema.minimum ?? 0;
      return schema.exclusiveMinimum ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleText(schema, name);
    default:
      return schema.default ?? null;
  }
};

const sampleText = (schema: Schema, name: string): string | null => {
  if (/email/.test(name)) return 'fuzz@example.kz';
  if (/phone/.test(name)) return '+77011234567';
  if (/^(bin|bin_iin|iin)$/.test(name) || schema.pattern === '^\\d{12}$') return BIN;
  if (/url|link/.test(name)) return 'https://example.kz/fuzz';
  if (/login/.test(name)) return `fuzz_${++seq}`;
  if (/password/.test(name)) return 'Fuzz-pass-12345';
  if (/^(from|work_start)$/.test(name)) return '09:00';
  if (/^(to|work_end)$/.test(name)) return '18:00';
  if (/date/.test(name)) return '2031-01-02';
  if (name === 'resource') return 'bids';
  if (schema.pattern?.startsWith('^[a-z]')) return `fuzz_${++seq}`;
  if (schema.nullable) return null;
  return 'Fuzz';
};

/** Known-good bodies where a schema alone cannot tell (workflow calls, settings). */
const HINTS: Record<string, () => Promise<unknown> | unknown> = {
  'PUT /api/bids/{id}/status': () => ({ status: 'in_progress', reason: null }),
  'PUT /api/bids/{id}/rating': () => ({ rating: 5, comment: 'ok' }),
  'POST /api/bids/{id}/comments': () => ({ text: 'Комментарий', internal: false }),
  'POST /api/bids/assign': () => ({ ids: [known.bid_id], executor_id: null }),
  'PUT /api/settings/calendar': async () =>
    (await ctx.app.inject({ url: '/api/settings/calendar', headers: callers.landlord })).json(),
  'POST /api/settings/holidays': () => ({ date: '2031-01-02', name: 'Fuzz' }),
  'POST /api/saved-filters': () => ({ resource: 'bids', name: 'Fuzz', filter: { q: 'x' } }),
  'POST /api/auth/login': () => ({ login: 'fuzz-nobody', password: 'x', remember: false }),
  'POST /api/auth/restore-password': () => ({ login: 'fuzz-nobody' }),
  'PUT /api/user/password': () => ({
    current_password: 'not-the-password',
    password: 'Fuzz-pass-12345',
    password_confirmation: 'Fuzz-pass-12345',
  }),
  'PUT /api/type-request-landlord/show/{id}': () => [1],
  'POST /api/download/excel/employee': () => ({ filter: {}, sort: ['full_name', 'ASC'] }),
  'POST /api/visitor-messages/{id}/bid': () => ({
    request_type_id: known.request_type_id,
    object_id: known.object_id,
    answers: {},
  }),
};

// --- Records: ids for paths and bodies to start from --------------------------------------------

/** A record of a collection (landlord's, else superadmin's): its GET answer, by path. */
const records = new Map<string, Record<string, unknown> | null>();
const firstRecord = async (collection: string) => {
  if (records.has(collection)) return records.get(collection) ?? null;
  let found: Record<string, unknown> | null = null;
  for (const who of ['landlord', 'superadmin'] as const) {
    const res = await ctx.app.inject({ url: `${collection}?range=[0,0]`, headers: callers[who] });
    const rows = res.statusCode === 200 ? res.json() : null;
    if (Array.isArray(rows) && rows[0]?.id) {
      const one = await ctx.app.inject({
        url: `${collection}/${rows[0].id}`,
        headers: callers[who],
      });
      found = one.statusCode === 200 ? one.json() : rows[0];
      break;
    }
  }
  records.set(collection, found);
  return found;
};

/** The collection above a path parameter (`/api/bids/{id}/status` → `/api/bids`). */
const collectionOf = async (path: string) => {
  const segments = path.split('/');
  const at = segments.findIndex((s) => s.startsWith('{'));
  for (let end = at < 0 ? segments.length : at; end > 2; end--) {
    const collection = segments.slice(0, end).join('/');
    if (await firstRecord(collection)) return collection;
  }
  return null;
};

/** A path with real values for its parameters, but `keep` (a hostile value goes there). */
const realPath = async (path: string, keep?: string) => {
  const collection = await collectionOf(path);
  const record = collection ? await firstRecord(collection) : null;
  const real: Record<string, string> = {
    '{id}': String(record?.id ?? 1),
    '{entity}': 'bids',
    '{kindId}': '12',
    '{date}': '2031-01-02',
    '{token}': 'fuzz-token',
  };
  return path.replace(/\{\w+\}/g, (param) => (param === keep ? param : (real[param] ?? '1')));
};

/** A body to start from: the record itself for its PUT, a sibling record for a POST. */
const baseBody = async (method: string, path: string, schema: Schema | undefined) => {
  const hint = HINTS[`${method} ${path}`];
  if (hint) return (await hint()) as Json;
  const body = sample(schema, '') as Json;
  if (!body || Array.isArray(body) || !schema?.properties) return body ?? {};
  const own = path.endsWith('/{id}') || !path.includes('{');
  const collection = own ? await collectionOf(path) : null;
  const record = collection ? await firstRecord(collection) : null;
  for (const [key, prop] of Object.entries(schema.properties)) {
    const value = record?.[key];
    if (value === undefined || /login/.test(key)) continue;
    // A value the write does not take (a room's derived `occupied`) stays the sample's.
    if (prop.enum && !prop.enum.includes(value)) continue;
    body[key] = value;
  }
  return body;
};

// --- Mutations --------------------------------------------------------------------------------

/** Dotted paths of a body's fields: top-level keys, a nested object's keys, an array's first item. */
const fieldsOf = (body: Json): (string | number)[][] => {
  if (Array.isArray(body)) return body.length ? [[0]] : [];
  const out: (string | number)[][] = [];
  for (const [key, value] of Object.entries(body)) {
    out.push([key]);
    if (Array.isArray(value) && value.length) out.push([key, 0]);
    else if (value && typeof value === 'object') {
      for (const sub of Object.keys(value).slice(0, 2)) out.push([key, sub]);
    }
  }
  return out;
};

const withValue = (body: Json, path: (string | number)[], value: unknown): Json => {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]] = value;
  return copy as Json;
};

const valueAt = (body: Json, path: (string | number)[]) =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)?.[key], body);

/** Mutations for one field: two of its kind (text, number, shape) and one of another. */
const mutationsFor = (value: unknown): Mutation[] => {
  const own =
    typeof value === 'number' ? NUMBER : typeof value === 'string' || value === null ? TEXT : SHAPE;
  return [
    ...pick(own, 2),
    ...pick(
      ALL.filter((m) => !own.includes(m)),
      1,
    ),
  ];
};

/** The whole body: prototype keys beside the fields, nested past the limit, not an object. */
const bodyMutations = (body: Json): [string, unknown][] => {
  const text = JSON.stringify(body);
  const inner = Array.isArray(body) || text === '{}' ? '' : `,${text.slice(1, -1)}`;
  return [
    ['__proto__ key', `{"__proto__":{"polluted":1}${inner}}`],
    ['constructor key', `{"constructor":{"prototype":{"polluted":1}}${inner}}`],
    ['41 levels', JSON.stringify(nested(41))],
    ['null body', 'null'],
    ['NUL string body', '"a\\u0000b"'],
  ];
};

/** Sends every mutation of a JSON write route as one caller; returns how it answered the first. */
const fuzzBody = async (method: string, who: Caller, url: string, body: Json) => {
  const first = fieldsOf(body)[0];
  const probe = await json(
    method,
    url,
    who,
    first ? withValue(body, first, HOSTILE.nul) : { fuzz: HOSTILE.nul },
  );
  if (probe?.statusCode === 401 || probe?.statusCode === 403) {
    // Refused before validation: one more with a deep body (checked before authentication).
    await json(method, url, who, JSON.stringify(nested(41)));
    return probe.statusCode;
  }
  // Every field gets a sample; every mutation lands somewhere in the route.
  const fields = fieldsOf(body);
  const unused = new Set<Mutation>(ALL);
  for (const field of fields) {
    for (const mutation of mutationsFor(valueAt(body, field))) {
      unused.delete(mutation);
      await json(method, url, who, withValue(body, field, HOSTILE[mutation]));
    }
  }
  for (const mutation of fields.length ? unused : []) {
    const field = fields[Math.floor(random() * fields.length)];
    await json(method, url, who, withValue(body, field, HOSTILE[mutation]));
  }
  for (const [, raw] of bodyMutations(body)) await json(method, url, who, raw);
  return probe?.statusCode;
};

// --- The run ----------------------------------------------------------------------------------

let paths: Record<string, Record<string, Operation>> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  callers.landlord = auth(await login(ctx.app, 'landlord'));
  callers.superadmin = auth(await login(ctx.app, 'superadmin'));
  callers.renter = auth(await login(ctx.app, 'renter'));
  await ctx.app.ready();
  paths = (ctx.app.swagger() as unknown as { paths: typeof paths }).paths;
  const bid = await firstRecord('/api/bids');
  known.bid_id = bid?.id as number;
  known.ids = bid?.id as number;
  known.object_id = (await firstRecord('/api/objects'))?.id as number;
  known.object_type_id = (await firstRecord('/api/type-object'))?.id as number;
  known.request_type_id = bid?.request_type_id as number;
  known.kind_id = 12;
  const employee = await firstRecord('/api/employee');
  known.employee_ids = employee?.id as number;
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

const MULTIPART = (path: string, method: string) =>
  method === 'POST' &&
  (path === '/api/files' || (path.startsWith('/api/public/') && path.endsWith('/{token}')));

describe('fuzz: hostile input on every route', () => {
  it('answers no request with a 5xx, SQL or a stack', { timeout: 180_000 }, async () => {
    const started = performance.now();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);

    const sections: Record<string, number> = {};
    let mark = requests;
    const section = (name: string) => {
      sections[name] = requests - mark;
      mark = requests;
    };

    // 1. JSON write routes: every field of a valid-ish body, then the body itself. A route that
    // reads no body gets the bodies that need no route (prototype keys, deep nesting), and a
    // DELETE only on a record that does not exist.
    for (const { method, path, op } of ops) {
      const key = `${method} ${path}`;
      if (method === 'GET' || EXCLUDED[key] || MULTIPART(path, method)) continue;
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema && !HINTS[key]) {
        const url = (await realPath(path)).replace(/\/\d+(?=\/|$)/, '/2147483647');
        for (const who of Object.keys(callers) as Caller[]) {
          for (const [, raw] of bodyMutations({}).slice(0, method === 'DELETE' ? 3 : 5)) {
            await json(method, method === 'DELETE' ? url : await realPath(path), who, raw);
          }
        }
        continue;
      }
      const url = await realPath(path);
      const body = await baseBody(method, path, schema);
      const landlordAnswer = await fuzzBody(method, 'landlord', url, body);
      if (landlordAnswer === 403) await fuzzBody(method, 'superadmin', url, body);
      await fuzzBody(method, 'renter', url, body);
      await fuzzBody(method, 'guest', url, body);
    }

    section('bodies');

    // 2. Path parameters: hostile values in each one, every method, as landlord; a few as others.
    for (const { method, path } of ops) {
      const key = `${method} ${path}`;
      if (EXCLUDED[key] || !path.includes('{')) continue;
      for (const param of path.match(/\{\w+\}/g) ?? []) {
        const real = await realPath(path, param);
        // Every value on a GET as landlord; a sample on the other methods (one schema serves
        // them all) and for the other callers.
        for (const who of ['landlord', 'renter', 'guest'] as const) {
          const values =
            who !== 'landlord'
              ? pick(HOSTILE_PARAMS, 2)
              : method === 'GET'
                ? HOSTILE_PARAMS
                : pick(HOSTILE_PARAMS, 6);
          for (const value of values) {
            const target = real.replace(param, value);
            await send(`${method} ${target} as ${who}`, {
              method: method as InjectOptions['method'],
              url: target,
              headers: callers[who],
              ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
            });
          }
        }
      }
    }

    section('path parameters');

    // 3. List and query parameters of every GET route without a path parameter.
    for (const { method, path, op } of ops) {
      if (method !== 'GET' || path.includes('{')) continue;
      // The list contract's own parameters have their hostile values in LIST_QUERIES already.
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && !LIST_PARAMETERS.includes(p.name))
        .map((p) => p.name);
      const queries = [
        ...LIST_QUERIES,
        ...declared.flatMap((name) =>
          ['a\u0000b', '99999999999', '1e300', '2024-13-45', '-1', HOSTILE.huge].map((v) => ({
            [name]: v,
          })),
        ),
      ];
      // A list (it answers with `Content-Range`, as landlord or superadmin) gets every list
      // parameter; another GET only its own parameters and a sample.
      let lister: Caller | null = null;
      for (const who of ['landlord', 'superadmin'] as const) {
        const plain = await ctx.app.inject({ url: path, headers: callers[who] });
        if (!lister && plain.headers['content-range'] !== undefined) lister = who;
      }
      for (const who of ['landlord', 'superadmin', 'renter', 'guest'] as const) {
        const chosen =
          who === lister
            ? queries
            : [
                ...queries.slice(LIST_QUERIES.length),
                ...pick(LIST_QUERIES, who === 'superadmin' ? 6 : 3),
              ];
        for (const query of chosen) {
          const target = `${path}?${new URLSearchParams(query)}`;
          await send(`GET ${target.slice(0, 120)} as ${who}`, {
            url: target,
            headers: callers[who],
          });
        }
      }
    }

    section('query parameters');

    // 4. Multipart: the public forms' text fields and file names, and uploads.
    const token = async (url: string, method: 'GET' | 'PUT' = 'GET') =>
      (await ctx.app.inject({ method, url, headers: callers.landlord })).json().token as string;
    const forms: { url: string; fields: Record<string, string | string[]>; file: string }[] = [
      {
        url: `/api/public/visitor/${await token('/api/qrcode')}`,
        fields: { category: 'question', text: 'Вопрос', name: 'Гость', phone: '', object_id: '' },
        file: 'photo',
      },
      {
        url: `/api/public/contractor-form/${await token('/api/contractors/form-link')}`,
        fields: {
          company_name: 'ТОО «Жарық»',
          bin: BIN,
          contact_full_name: 'Ким Алексей',
          phone: '+7 777 123 45 67',
          email: 'sales@zharyk.kz',
          services: ['electrical'],
          comment: 'Щитовые',
          consent: 'true',
        },
        file: 'files',
      },
      {
        url: `/api/public/application-form/${await token('/api/application-forms/link')}`,
        fields: {
          bin_iin: BIN,
          company_name: 'ТОО «Мода»',
          brand_name: 'Qazaq Denim',
          category: 'clothing',
          years_in_business: '7',
          area_min: '120',
          area_max: '180',
          media_link: 'https://example.kz',
          iik: '',
          object_id: '',
          contact_full_name: 'Ахметова Жанна',
          email: 'leasing@qazaqdenim.kz',
          phone: '+7 701 555 44 33',
          comment: 'Ищем помещение',
          consent: 'true',
        },
        file: 'files_1',
      },
    ];
    const formValues = [
      'a\u0000b',
      'a\u0001b',
      HOSTILE.huge,
      '2147483648',
      '99999999999',
      '1e300',
      '-1',
      '2024-13-45',
    ];
    for (const form of forms) {
      const post = (
        label: string,
        fields: Record<string, string | string[]>,
        fileName?: string,
      ) => {
        const body = multipartBody(
          fields,
          fileName
            ? [{ field: form.file, name: fileName, body: form.file === 'photo' ? PNG : PDF }]
            : [],
        );
        return send(`POST ${form.url} ${label}`, { method: 'POST', url: form.url, ...body });
      };
      for (const field of Object.keys(form.fields)) {
        for (const value of pick(formValues, 3)) {
          await post(`${field}=${preview(value)}`, { ...form.fields, [field]: value });
        }
      }
      await post('file name with NUL', form.fields, 'a\u0000b.pdf');
      await post('file name 20 kB', form.fields, `${'я'.repeat(10_000)}.pdf`);
    }
    for (const who of ['landlord', 'renter', 'guest'] as const) {
      for (const [purpose, name] of [
        ['attachment', 'a\u0000b.pdf'],
        ['a\u0000b', 'ok.pdf'],
        ['__proto__', 'ok.pdf'],
        ['attachment', `${'я'.repeat(10_000)}.pdf`],
      ]) {
        const body = multipartBody({}, [{ field: 'file', name, body: PDF }]);
        await send(`POST /api/files purpose=${preview(purpose)} name=${preview(name)} as ${who}`, {
          method: 'POST',
          url: `/api/files?${new URLSearchParams({ purpose })}`,
          payload: body.payload,
          headers: { ...callers[who], ...body.headers },
        });
      }
    }

    section('multipart');

    // The run kept its sessions: the landlord still reads its profile.
    expect((await ctx.app.inject({ url: '/api/user', headers: callers.landlord })).statusCode).toBe(
      200,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${requests} requests in ${seconds} s (seed ${SEED.toString(16)}); ${JSON.stringify(sections)}; statuses ${JSON.stringify(statuses)}`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
    expect(requests).toBeLessThan(8000);
  });
});
