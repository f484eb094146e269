import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects, objectTypes, renterRooms, rooms } from '../../server/db/schema';
import { DEMO_COUNTS } from '../../server/db/seed/demo';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let typeId: number;
let arayObjectId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  [{ id: typeId }] = await ctx.app.db.select().from(objectTypes).limit(1);
  [{ id: arayObjectId }] = await ctx.app.db
    .select()
    .from(objects)
    .where(eq(objects.name, 'ТРЦ «Арай»'));
});
afterAll(() => ctx.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object | undefined,
  headers: Record<string, string>,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const objectBody = (overrides: object = {}) => ({
  object_type_id: typeId,
  name: 'БЦ «Нурлы Тау»',
  address: 'г. Алматы, пр. Аль-Фараби, 17',
  city: 'almaty',
  is_public: true,
  ...overrides,
});

describe('objects', () => {
  it('lists a landlord’s own objects with occupancy', async () => {
    const res = await ctx.app.inject({ url: '/api/objects', headers: landlord });
    expect(res.statusCode).toBe(200);
    const aray = res.json().find((o: { name: string }) => o.name === 'ТРЦ «Арай»');
    const seeded = DEMO_COUNTS.aray.objects[0];
    expect(aray).toMatchObject({ rooms_total: seeded.rooms, rooms_occupied: seeded.occupied });
    expect(aray.area_total).toBeGreaterThan(aray.area_occupied);
    expect(aray.area_occupied).toBeGreaterThan(0);
    const other = await ctx.app.inject({
      url: '/api/objects',
      headers: auth(await login(ctx.app, 'landlord2')),
    });
    expect(other.json().map((o: { name: string }) => o.name)).toEqual([
      'БЦ «Есиль»',
      'БЦ «Қазына Тауэр»',
      'ТЦ «Шаңырақ»',
    ]);
  });

  it('creates one owned by the caller’s landlord whatever the body says', async () => {
    const res = await send('POST', '/api/objects', objectBody({ landlord_id: 2 }), landlord);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ landlord_id: 1, rooms_total: 0, is_public: true });
  });

  it('validates the fields and stores nothing', async () => {
    const res = await send(
      'POST',
      '/api/objects',
      { object_type_id: 99999, name: ' ', city: 'paris' },
      landlord,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'validation.required',
      address: 'validation.required',
      city: 'validation.required',
    });
    const type = await send(
      'POST',
      '/api/objects',
      objectBody({ object_type_id: 99999 }),
      landlord,
    );
    expect(type.json().errors).toEqual({ object_type_id: 'validation.invalid' });
  });

  it('hides another landlord’s object (404) and refuses renters (403)', async () => {
    const other = auth(await login(ctx.app, 'landlord2'));
    expect(
      (await ctx.app.inject({ url: `/api/objects/${arayObjectId}`, headers: other })).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/objects/${arayObjectId}`, objectBody(), other)).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/objects/${arayObjectId}`, undefined, other)).statusCode,
    ).toBe(404);
    const renter = auth(await login(ctx.app, 'renter'));
    expect((await ctx.app.inject({ url: '/api/objects', headers: renter })).statusCode).toBe(403);
  });

  it('cannot be deleted while it has rooms', async () => {
    const res = await send('DELETE', `/api/objects/${arayObjectId}`, undefined, landlord);
    expect(res.statusCode).toBe(409);
  });
});

describe('rooms', () => {
  const roomBody = (overrides: object = {}) => ({
    object_id: arayObjectId,
    number: 'A-15',
    floor: 2,
    area: '48.456',
    purpose: 'retail',
    ...overrides,
  });

  it('creates a room in the caller’s object, rounding the area to 0.01 m²', async () => {
    const res = await send('POST', '/api/rooms', roomBody(), landlord);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ number: 'A-15', area: 48.46, status: 'free' });
    const dup = await send('POST', '/api/rooms', roomBody(), landlord);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ number: 'validation.unique' });
  });

  it('refuses a room in another landlord’s object and bad numbers', async () => {
    const other = auth(await login(ctx.app, 'landlord2'));
    const foreign = await send('POST', '/api/rooms', roomBody({ number: 'X-1' }), other);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ object_id: 'validation.invalid' });
    const bad = await send(
      'POST',
      '/api/rooms',
      roomBody({ floor: 2.5, area: -3, purpose: 'casino', status: 'let' }),
      landlord,
    );
    expect(bad.json().errors).toEqual({
      floor: 'validation.integer',
      area: 'validation.positive',
      purpose: 'validation.required',
      status: 'validation.invalid',
    });
  });

  it('filters by object, floor and status and searches by number', async () => {
    const res = await ctx.app.inject({
      url: `/api/rooms?filter=${encodeURIComponent(JSON.stringify({ object_id: arayObjectId, floor: 1, status: 'occupied' }))}`,
      headers: landlord,
    });
    // Floor 1 of ТРЦ «Арай»: 101–111 are rented, 112 is free.
    expect(res.json().map((r: { number: string }) => r.number)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(101 + i)),
    );
    const search = await ctx.app.inject({
      url: '/api/rooms?filter={"q":"A-1"}',
      headers: landlord,
    });
    expect(search.json().map((r: { number: string }) => r.number)).toEqual(['A-15']);
  });

  it('keeps an occupied room occupied when edited by hand', async () => {
    const [room] = (
      await ctx.app.inject({
        url: `/api/rooms?filter={"q":"103","object_id":${arayObjectId}}`,
        headers: landlord,
      })
    ).json();
    const res = await send(
      'PUT',
      `/api/rooms/${room.id}`,
      { ...room, status: 'free', area: 60 },
      landlord,
    );
    expect(res.json()).toMatchObject({ status: 'occupied', area: 60 });
    const back = await send('PUT', `/api/rooms/${room.id}`, { ...room, area: 61 }, landlord);
    expect(back.json()).toMatchObject({ status: 'occupied', area: 61 });
  });

  it('never lets a person mark a room occupied: no renter holds it', async () => {
    const made = (await send('POST', '/api/rooms', roomBody({ number: 'A-16' }), landlord)).json();
    const created = await send(
      'POST',
      '/api/rooms',
      roomBody({ number: 'A-17', status: 'occupied' }),
      landlord,
    );
    expect(created.json().status).toBe('free');
    const reserved = await send(
      'PUT',
      `/api/rooms/${made.id}`,
      { ...made, status: 'reserved' },
      landlord,
    );
    expect(reserved.json().status).toBe('reserved');
    const res = await send(
      'PUT',
      `/api/rooms/${made.id}`,
      { ...made, status: 'occupied' },
      landlord,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('reserved');
  });

  it('names each room’s centre and lists them by centre, then number in natural order', async () => {
    const res = await ctx.app.inject({ url: '/api/rooms?range=[0,99]', headers: landlord });
    const rows = res.json() as { object_id: number; object_name: string; number: string }[];
    const names = new Map(
      (await ctx.app.db.select().from(objects)).map((o) => [o.id, o.name] as const),
    );
    for (const row of rows) expect(row.object_name).toBe(names.get(row.object_id));
    const centres = rows.map((r) => r.object_name).filter((n, i, all) => n !== all[i - 1]);
    expect(new Set(centres).size).toBe(centres.length);
    expect(centres.length).toBeGreaterThan(1);
    for (const centre of centres) {
      const numbers = rows.filter((r) => r.object_name === centre).map((r) => r.number);
      const natural = [...numbers].sort(
        (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0),
      );
      expect(numbers).toEqual(natural);
    }
  });
});

describe('a renter’s rooms', () => {
  it('shows a renter the rooms its company holds, and no other room', async () => {
    const renter = auth(await login(ctx.app, 'renter'));
    const me = (await ctx.app.inject({ url: '/api/user', headers: renter })).json();
    const held = await ctx.app.db
      .select()
      .from(renterRooms)
      .where(eq(renterRooms.renter_id, me.renter_id));
    const ids = held.map((r) => r.room_id).sort((a, b) => a - b);
    expect(ids.length).toBeGreaterThan(0);
    const byIds = await ctx.app.inject({
      url: `/api/rooms?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`,
      headers: renter,
    });
    expect(byIds.statusCode).toBe(200);
    expect(byIds.json()).toEqual([
      expect.objectContaining({ id: ids[0], number: '103', object_name: 'ТРЦ «Арай»' }),
    ]);
    const all = await ctx.app.inject({ url: '/api/rooms', headers: renter });
    expect(all.json().map((r: { id: number }) => r.id)).toEqual(ids);
    expect(all.headers['x-total-count']).toBe(String(ids.length));
    expect(
      (await ctx.app.inject({ url: `/api/rooms/${ids[0]}`, headers: renter })).statusCode,
    ).toBe(200);
    const [other] = await ctx.app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.object_id, arayObjectId), eq(rooms.number, '104')));
    expect(
      (await ctx.app.inject({ url: `/api/rooms/${other.id}`, headers: renter })).statusCode,
    ).toBe(404);
    const mixed = await ctx.app.inject({
      url: `/api/rooms?filter=${encodeURIComponent(JSON.stringify({ id: [ids[0], other.id] }))}`,
      headers: renter,
    });
    expect(mixed.json().map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const room = byIds.json()[0];
    expect((await send('PUT', `/api/rooms/${room.id}`, room, renter)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: `/api/history/rooms/${room.id}`, headers: renter })).statusCode,
    ).toBe(403);
  });
});

describe('employee levels on objects', () => {
  it('view reads everything and writes nothing; creator sees only its own', async () => {
    await addEmployee(ctx.app, 'obj_view', { objects: 'view' });
    await addEmployee(ctx.app, 'obj_creator', { objects: 'creator' });
    const viewer = auth(await login(ctx.app, 'obj_view'));
    expect(
      (await ctx.app.inject({ url: '/api/objects', headers: viewer })).json().length,
    ).toBeGreaterThan(0);
    expect((await send('POST', '/api/objects', objectBody({ name: 'X' }), viewer)).statusCode).toBe(
      403,
    );
    const creator = auth(await login(ctx.app, 'obj_creator'));
    expect((await ctx.app.inject({ url: '/api/objects', headers: creator })).json()).toEqual([]);
    const mine = await send(
      'POST',
      '/api/objects',
      objectBody({ name: 'Склад «Алатау»' }),
      creator,
    );
    expect(mine.statusCode).toBe(201);
    const list = (await ctx.app.inject({ url: '/api/objects', headers: creator })).json();
    expect(list.map((o: { name: string }) => o.name)).toEqual(['Склад «Алатау»']);
    expect(
      (await ctx.app.inject({ url: `/api/objects/${arayObjectId}`, headers: creator })).statusCode,
    ).toBe(404);
  });
});
