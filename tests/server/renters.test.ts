import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renters, users } from '../../server/db/schema';
import { demoBin } from '../../server/db/seed/demo';
import { addEmployee, auth, createTestApp, landlordId, login, type TestContext } from './helpers';
import { leaseRooms, newRooms } from './leases';

let ctx: TestContext;
let landlord: Record<string, string>;
let aray: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
});
afterAll(() => ctx.close());

const body = (overrides: object = {}) => ({
  legal_name: 'ИП «Сауле Модас»',
  bin_iin: demoBin('1805', '4', 777),
  outlet_name: 'Saule Moda',
  category: 'clothing',
  contact_full_name: 'Ержанова Сауле',
  phone: '+7 (705) 111-22-33',
  email: 'saule@moda.kz',
  ...overrides,
});
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = landlord,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An active renter of its own (BIN serial `n`), for one test to change. */
const freshRenter = async (n: number, overrides: object = {}) => {
  const res = await send(
    'POST',
    '/api/renters',
    body({ bin_iin: demoBin('1805', '4', n), ...overrides }),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; bin_iin: string; room_ids: number[] };
};

const renterCount = async () => (await ctx.app.db.select().from(renters)).length;

describe('renters', () => {
  it('lists as a renter’s rooms those its leases cover today, occupied by the one rule', async () => {
    const roomIds = (await newRooms(ctx.app, landlord, aray, 2)).map((r) => r.id);
    const res = await send('POST', '/api/renters', {
      ...body({ bin_iin: demoBin('1805', '4', 701) }),
      room_ids: roomIds,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: '+77051112233', room_ids: [], status: 'active' });
    await leaseRooms(ctx.app, landlord, res.json().id, roomIds);
    const card = await send('GET', `/api/renters/${res.json().id}`);
    expect([...card.json().room_ids].sort()).toEqual([...roomIds].sort());
    const room = await send('GET', `/api/rooms/${roomIds[0]}`);
    expect(room.json().status).toBe('occupied');
  });

  it('refuses a bad BIN, a duplicate BIN and someone else’s room, storing nothing', async () => {
    const existing = await freshRenter(702);
    const before = await renterCount();
    const bad = await send('POST', '/api/renters', body({ bin_iin: '123456789012', phone: '1' }));
    expect(bad.json().errors).toEqual({
      bin_iin: 'validation.bin_checksum',
      phone: 'validation.phone',
    });
    const dup = await send('POST', '/api/renters', body({ bin_iin: existing.bin_iin }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      errors: { bin_iin: 'validation.bin_registered' },
      existing: { id: existing.id, name: 'Saule Moda' },
    });
    expect(await renterCount()).toBe(before);
  });

  it('names a duplicate BIN’s renter only within the caller’s own organization', async () => {
    const mine = await freshRenter(706, { outlet_name: null, legal_name: 'ТОО «Свой»' });
    const edited = await freshRenter(707);
    const clash = await send('PUT', `/api/renters/${edited.id}`, {
      ...body({ bin_iin: mine.bin_iin }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().existing).toEqual({ id: mine.id, name: 'ТОО «Свой»' });
    const same = await send('PUT', `/api/renters/${edited.id}`, body({ bin_iin: edited.bin_iin }));
    expect(same.statusCode).toBe(200);
    // Another landlord may register the same company: its renters are its own, nothing is named.
    const other = auth(await login(ctx.app, 'landlord2'));
    const elsewhere = await send('POST', '/api/renters', body({ bin_iin: mine.bin_iin }), other);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().id).not.toBe(mine.id);
    const again = await send('POST', '/api/renters', body({ bin_iin: mine.bin_iin }), other);
    expect(again.json().existing).toEqual({ id: elsewhere.json().id, name: 'Saule Moda' });
  });

  it('searches by name, BIN, outlet, contact and phone, and filters by object', async () => {
    const [room] = await newRooms(ctx.app, landlord, aray, 1);
    const inObject = async () =>
      Number(
        (
          await ctx.app.inject({
            url: `/api/renters?filter={"object_id":${room.object_id}}`,
            headers: landlord,
          })
        ).headers['x-total-count'],
      );
    const before = await inObject();
    const made = await freshRenter(703, {
      legal_name: 'ИП «Жулдыз Галерея»',
      outlet_name: 'Zhuldyz Gallery',
      contact_full_name: 'Сапарова Жулдыз',
      phone: '+7 (705) 987-65-43',
    });
    await leaseRooms(ctx.app, landlord, made.id, [room.id]);
    const q = async (term: string) =>
      (
        await ctx.app.inject({
          url: `/api/renters?filter=${encodeURIComponent(JSON.stringify({ q: term }))}`,
          headers: landlord,
        })
      )
        .json()
        .map((r: { outlet_name: string }) => r.outlet_name);
    expect(await q('жулдыз')).toEqual(['Zhuldyz Gallery']);
    expect(await q('галерея')).toEqual(['Zhuldyz Gallery']);
    expect(await q('gallery')).toEqual(['Zhuldyz Gallery']);
    expect(await q(made.bin_iin)).toEqual(['Zhuldyz Gallery']);
    expect(await q('705987')).toEqual(['Zhuldyz Gallery']);
    expect(await q('coffee')).toEqual(['Coffee House']);
    expect(await inObject()).toBe(before + 1);
  });

  it('shows a renter user its own card only', async () => {
    const renterUser = auth(await login(ctx.app, 'renter'));
    const me = (await ctx.app.inject({ url: '/api/user', headers: renterUser })).json();
    expect(
      (await ctx.app.inject({ url: `/api/renters/${me.renter_id}`, headers: renterUser }))
        .statusCode,
    ).toBe(200);
    const other = await freshRenter(705);
    expect(
      (await ctx.app.inject({ url: `/api/renters/${other.id}`, headers: renterUser })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/renters', headers: renterUser })).statusCode).toBe(
      403,
    );
    const other2 = auth(await login(ctx.app, 'landlord2'));
    expect(
      (await ctx.app.inject({ url: `/api/renters/${me.renter_id}`, headers: other2 })).statusCode,
    ).toBe(404);
  });

  it('gives a renter access with a temporary password and the phone its requests carry', async () => {
    const renter = await freshRenter(881);
    const res = await send('POST', `/api/renters/${renter.id}/access`, {
      login: 'saule',
      full_name: 'Ержанова Сауле',
      phone: '8 (705) 111-22-33',
    });
    expect(res.statusCode).toBe(201);
    const { temporary_password } = res.json();
    const token = await login(ctx.app, 'saule', temporary_password);
    const me = (await ctx.app.inject({ url: '/api/user', headers: auth(token) })).json();
    expect(me).toMatchObject({
      role: 'renter',
      renter_id: renter.id,
      must_change_password: true,
      phone: '+77051112233',
    });
    const again = await send('POST', `/api/renters/${renter.id}/access`, {
      login: 'SAULE',
      full_name: 'X',
      phone: '+77051112233',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ login: 'validation.unique' });
    const foreign = await send(
      'POST',
      `/api/renters/${renter.id}/access`,
      { login: 'x.y', full_name: 'X', phone: '+77051112233' },
      auth(await login(ctx.app, 'landlord2')),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('asks a Kazakhstan phone for the account and stores nothing without one', async () => {
    const renter = await freshRenter(883);
    const give = (phone?: string) =>
      send('POST', `/api/renters/${renter.id}/access`, {
        login: 'no.phone',
        full_name: 'Ержанова Сауле',
        ...(phone === undefined ? {} : { phone }),
      });
    expect((await give()).json().errors).toEqual({ phone: 'validation.required' });
    expect((await give('+1 212 555 0100')).json().errors).toEqual({ phone: 'validation.phone' });
    expect(await ctx.app.db.select().from(users).where(eq(users.login, 'no.phone'))).toEqual([]);
  });

  it('gives access only to renters the employee may edit, and keeps it in the history', async () => {
    const renter = await freshRenter(882);
    const given = await send('POST', `/api/renters/${renter.id}/access`, {
      login: 'given.login',
      full_name: 'Ержанова Сауле',
      phone: '+77051112233',
    });
    expect(given.statusCode).toBe(201);
    await addEmployee(ctx.app, 'renters_creator', { renters: 'creator' });
    const creator = auth(await login(ctx.app, 'renters_creator'));
    const refused = await send(
      'POST',
      `/api/renters/${renter.id}/access`,
      { login: 'sneaky.login', full_name: 'X', phone: '+77051112233' },
      creator,
    );
    expect(refused.statusCode).toBe(404);
    expect(await ctx.app.db.select().from(users).where(eq(users.login, 'sneaky.login'))).toEqual(
      [],
    );
    const history = (
      await ctx.app.inject({ url: `/api/history/renters/${renter.id}`, headers: landlord })
    ).json() as { changes: Record<string, { to: { login: string } | null }> }[];
    expect(history.some((h) => h.changes.account?.to?.login === 'given.login')).toBe(true);
  });
});

describe('an inactive renter company', () => {
  it('ends its users’ sessions and refuses their sign-in until it is active again', async () => {
    const renter = await freshRenter(991);
    const access = await send('POST', `/api/renters/${renter.id}/access`, {
      login: 'paused.renter',
      full_name: 'Арендатор на паузе',
      phone: '+77051112233',
    });
    const token = await login(ctx.app, 'paused.renter', access.json().temporary_password);
    const off = await send('PUT', `/api/renters/${renter.id}`, {
      ...body({ bin_iin: renter.bin_iin }),
      status: 'inactive',
    });
    expect(off.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: auth(token) })).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'paused.renter', password: access.json().temporary_password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_BLOCKED');
    await send('PUT', `/api/renters/${renter.id}`, {
      ...body({ bin_iin: renter.bin_iin }),
      status: 'active',
    });
    await login(ctx.app, 'paused.renter', access.json().temporary_password);
  });
});
