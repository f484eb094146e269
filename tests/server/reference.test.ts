import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects, objectTypes } from '../../server/db/schema';
import { auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = auth(await login(ctx.app, 'superadmin'));
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const name = { ru: 'Торговая галерея', kk: 'Сауда галереясы', en: 'Shopping arcade' };

describe('object types', () => {
  it('are read by every signed-in user, sorted and searched by name', async () => {
    const res = await ctx.app.inject({
      url: '/api/type-object?filter={"q":"бизнес"}',
      headers: auth(await login(ctx.app, 'renter')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { name: { en: string } }) => t.name.en)).toEqual(['Business centre']);
    const all = await ctx.app.inject({ url: '/api/type-object', headers: admin });
    expect(all.headers['content-range']).toBe('type-object 0-4/5');
  });

  it('are written by the superadmin only, with a name in all three languages', async () => {
    const landlord = auth(await login(ctx.app, 'landlord'));
    expect((await send('POST', '/api/type-object', { name }, landlord)).statusCode).toBe(403);
    const missing = await send('POST', '/api/type-object', {
      name: { ru: 'Рынок', kk: '', en: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      'name.kk': 'validation.required',
      'name.en': 'validation.required',
    });
    const created = await send('POST', '/api/type-object', { name });
    expect(created.statusCode).toBe(201);
    const updated = await send('PUT', `/api/type-object/${created.json().id}`, {
      name: { ...name, en: 'Arcade' },
    });
    expect(updated.json().name.en).toBe('Arcade');
    const history = await ctx.app.inject({
      url: `/api/history/type-object/${created.json().id}`,
      headers: admin,
    });
    expect(history.json().map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect((await send('DELETE', `/api/type-object/${created.json().id}`)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/api/type-object/${created.json().id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('cannot be deleted while an object uses it', async () => {
    const [object] = await ctx.app.db.select().from(objects).limit(1);
    const res = await send('DELETE', `/api/type-object/${object.object_type_id}`);
    expect(res.statusCode).toBe(409);
    const [type] = await ctx.app.db
      .select()
      .from(objectTypes)
      .where(eq(objectTypes.id, object.object_type_id));
    expect(type).toBeDefined();
  });
});

describe('social networks', () => {
  it('validate the link and the icon', async () => {
    const res = await send('POST', '/api/social-network', {
      name: { ru: 'Инстаграм', kk: 'Инстаграм', en: 'Instagram' },
      url: 'javascript:alert(1)',
      icon: 'myspace',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ url: 'validation.url', icon: 'validation.required' });
  });

  it('are kept by the superadmin and shown publicly in their order', async () => {
    const add = (en: string, icon: string, sort_order: number) =>
      send('POST', '/api/social-network', {
        name: { ru: en, kk: en, en },
        url: `https://${icon}.com/arendacrm`,
        icon,
        sort_order,
      });
    expect((await add('Telegram', 'telegram', 2)).statusCode).toBe(201);
    expect((await add('Instagram', 'instagram', 1)).statusCode).toBe(201);
    const landlord = auth(await login(ctx.app, 'landlord'));
    expect(
      (
        await send(
          'POST',
          '/api/social-network',
          { name, url: 'https://x.com', icon: 'x' },
          landlord,
        )
      ).statusCode,
    ).toBe(403);
    const open = await ctx.app.inject({ url: '/api/public/social-networks' });
    expect(open.statusCode).toBe(200);
    expect(open.json().map((s: { icon: string }) => s.icon)).toEqual(['instagram', 'telegram']);
    expect((await ctx.app.inject({ url: '/api/social-network' })).statusCode).toBe(401);
  });
});
