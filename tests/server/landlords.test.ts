import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBin } from '../../server/db/seed/demo';
import { auth, createTestApp, landlordId, login, type TestContext } from './helpers';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = auth(await login(ctx.app, 'superadmin'));
});
afterAll(() => ctx.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'ТЦ Керуен',
  bin: demoBin('0911', '4', 5150),
  legal_address: 'г. Астана, ул. Достык, 9',
  city: 'astana',
  director_full_name: 'Омаров Ержан Маратович',
  phone: '8 (717) 255-55-55',
  email: 'Info@Keruen.KZ',
  owner_login: 'keruen.owner',
  owner_full_name: 'Омаров Ержан Маратович',
  owner_email: 'owner@keruen.kz',
  ...overrides,
});

const create = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/landlords', headers: admin, payload });

describe('landlords list', () => {
  it('pages with a total in Content-Range, searches and filters', async () => {
    const res = await ctx.app.inject({
      url: '/api/landlords?sort=["name","ASC"]&range=[0,0]&filter={}',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.headers['content-range']).toBe('landlords 0-0/2');
    expect(res.json()[0].name).toBe('БЦ Есиль');

    const search = await ctx.app.inject({
      url: `/api/landlords?filter=${encodeURIComponent(JSON.stringify({ q: 'арай' }))}`,
      headers: admin,
    });
    expect(search.json().map((l: { name: string }) => l.name)).toEqual(['ТРЦ Арай']);

    const byCity = await ctx.app.inject({
      url: '/api/landlords?filter={"city":"astana"}',
      headers: admin,
    });
    expect(byCity.json().map((l: { city: string }) => l.city)).toEqual(['astana']);

    const spec = await ctx.app.inject({
      url: '/api/landlords?page=2&limit=1&search=',
      headers: admin,
    });
    expect(spec.headers['content-range']).toBe('landlords 1-1/2');
  });

  it('refuses unknown sorts and filters and caps oversized pages', async () => {
    const sort = await ctx.app.inject({
      url: '/api/landlords?sort=["password","ASC"]',
      headers: admin,
    });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors).toEqual({ sort: 'validation.invalid' });
    const filter = await ctx.app.inject({
      url: '/api/landlords?filter={"secret":1}',
      headers: admin,
    });
    expect(filter.json().errors).toEqual({ 'filter.secret': 'validation.unknown_filter' });
    const big = await ctx.app.inject({ url: '/api/landlords?range=[0,500]', headers: admin });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-range']).toMatch(/^landlords 0-\d+\/\d+$/);
    expect(big.json().length).toBeLessThanOrEqual(100);
  });
});

describe('creating a landlord', () => {
  it('creates the organization, its 14-day trial and an owner who must change the password', async () => {
    const res = await create(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'ТЦ Керуен',
      phone: '+77172555555',
      email: 'info@keruen.kz',
    });
    const trialDays = (Date.parse(body.trial_ends_at) - Date.parse(body.created_at)) / 86_400_000;
    expect(Math.round(trialDays)).toBe(14);
    expect(body.owner.temporary_password).toHaveLength(12);
    const owner = await login(ctx.app, 'keruen.owner', body.owner.temporary_password);
    const me = await ctx.app.inject({ url: '/api/user', headers: auth(owner) });
    expect(me.json()).toMatchObject({
      role: 'landlord',
      landlord_id: body.id,
      must_change_password: true,
    });
  });

  it('validates each field and stores nothing', async () => {
    const res = await create(
      valid({ bin: '123456789012', phone: '12345', email: 'not-mail', name: '', city: 'paris' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      bin: 'validation.bin_checksum',
      phone: 'validation.phone',
      email: 'validation.email',
      name: 'validation.required',
      city: 'validation.required',
    });
    const shortBin = await create(valid({ bin: '12345' }));
    expect(shortBin.json().errors).toEqual({ bin: 'validation.bin_format' });
    const list = await ctx.app.inject({ url: '/api/landlords', headers: admin });
    expect(list.headers['content-range']).toMatch(/\/3$/);
  });

  it('answers 409 on a duplicate BIN or owner login', async () => {
    const dupBin = await create(valid({ owner_login: 'other.owner' }));
    expect(dupBin.statusCode).toBe(409);
    expect(dupBin.json().errors).toEqual({ bin: 'validation.unique' });
    const dupLogin = await create(
      valid({ bin: demoBin('0911', '4', 5300), owner_login: 'landlord' }),
    );
    expect(dupLogin.statusCode).toBe(409);
    expect(dupLogin.json().errors).toEqual({ owner_login: 'validation.unique' });
  });
});

describe('updating a landlord', () => {
  it('saves the fields, ignores server-owned keys and keeps the history', async () => {
    const id = await landlordId(ctx.app, 'БЦ Есиль');
    const current = (await ctx.app.inject({ url: `/api/landlords/${id}`, headers: admin })).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/landlords/${id}`,
      headers: admin,
      payload: {
        ...current,
        director_full_name: 'Нурланов Арман',
        id: 999,
        trial_ends_at: '2030-01-01',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, director_full_name: 'Нурланов Арман' });
    expect(res.json().trial_ends_at).toBe(current.trial_ends_at);
    const history = await ctx.app.inject({ url: `/api/history/landlords/${id}`, headers: admin });
    expect(history.json()[0]).toMatchObject({
      action: 'update',
      user_name: 'Администратор платформы',
      changes: {
        director_full_name: { from: 'Жумабаева Айгерим Кайратовна', to: 'Нурланов Арман' },
      },
    });
  });

  it('404 for a landlord that does not exist', async () => {
    const res = await ctx.app.inject({ url: '/api/landlords/99999', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});

describe('who may use landlords', () => {
  it('is the superadmin only', async () => {
    for (const name of ['landlord', 'employee', 'renter']) {
      const token = await login(ctx.app, name);
      const res = await ctx.app.inject({ url: '/api/landlords', headers: auth(token) });
      expect(res.statusCode, name).toBe(403);
      const write = await ctx.app.inject({
        method: 'POST',
        url: '/api/landlords',
        headers: auth(token),
        payload: valid({ bin: demoBin('0911', '4', 5500), owner_login: `x.${name}` }),
      });
      expect(write.statusCode, name).toBe(403);
    }
  });

  it('gives each landlord its own organization', async () => {
    const own = await ctx.app.inject({
      url: '/api/user/landlord',
      headers: auth(await login(ctx.app, 'landlord2')),
    });
    expect(own.json().name).toBe('БЦ Есиль');
    const foreignHistory = await ctx.app.inject({
      url: `/api/history/landlords/${await landlordId(ctx.app, 'ТРЦ Арай')}`,
      headers: auth(await login(ctx.app, 'landlord2')),
    });
    expect(foreignHistory.statusCode).toBe(403);
  });
});
