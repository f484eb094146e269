import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, landlordId, login, type TestContext } from './helpers';

let ctx: TestContext;
let superadmin: Record<string, string>;
let aray: number;
let esil: number;
beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = auth(await login(ctx.app, 'superadmin'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  esil = await landlordId(ctx.app, 'БЦ Есиль');
});
afterAll(() => ctx.close());

const LISTS = [
  '/api/renters',
  '/api/employee',
  '/api/objects',
  '/api/rooms',
  '/api/contractors',
  '/api/bids',
  '/api/visitor-messages',
  '/api/application-forms',
];

/** A list's first 100 rows' organizations and its total, with `filter`. */
const organizationsOf = async (
  path: string,
  headers: Record<string, string>,
  filter: object = {},
) => {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' });
  const res = await ctx.app.inject({ url: `${path}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json() as { landlord_id: number }[];
  return {
    organizations: new Set(rows.map((r) => r.landlord_id)),
    total: Number(res.headers['x-total-count']),
  };
};

describe('the organization filter', () => {
  it.each(LISTS)('narrows the superadmin’s mixed list %s to one organization', async (path) => {
    const all = await organizationsOf(path, superadmin);
    const first = await organizationsOf(path, superadmin, { landlord_id: aray });
    const second = await organizationsOf(path, superadmin, { landlord_id: esil });
    expect(first.organizations).toEqual(new Set([aray]));
    expect(second.organizations).toEqual(new Set([esil]));
    expect(first.total + second.total).toBe(all.total);
  });

  it.each(LISTS)('never widens a landlord’s own list %s', async (path) => {
    const landlord = auth(await login(ctx.app, 'landlord'));
    const foreign = await organizationsOf(path, landlord, { landlord_id: esil });
    expect(foreign).toEqual({ organizations: new Set(), total: 0 });
    const own = await organizationsOf(path, landlord, { landlord_id: aray });
    expect(own.organizations).toEqual(new Set([aray]));
  });

  it('narrows an export the same way', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/bids',
      headers: superadmin,
      payload: { filter: { landlord_id: esil } },
    });
    expect(res.statusCode).toBe(200);
    const bad = await ctx.app.inject({
      url: `/api/renters?filter=${encodeURIComponent(JSON.stringify({ landlord_id: 'x' }))}`,
      headers: superadmin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'filter.landlord_id': 'validation.invalid' });
  });
});
