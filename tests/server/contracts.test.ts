import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, renters } from '../../server/db/schema';
import { addDays } from '../../src/domain/rentSchedule';
import { auth, createTestApp, landlordId, login, type TestContext } from './helpers';
import { coveringToday, leaseBody, newRooms } from './leases';

let ctx: TestContext;
let landlord: Record<string, string>;
let aray: number;
let renterId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  const [renter] = await ctx.app.db.select().from(renters).where(eq(renters.landlord_id, aray));
  renterId = renter.id;
});
afterAll(() => ctx.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = landlord,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A draft of `count` free rooms of one object. */
const draft = async (count = 1, overrides: object = {}) => {
  const free = await newRooms(ctx.app, landlord, aray, count);
  const place = { object_id: free[0].object_id, room_ids: free.map((r) => r.id) };
  const res = await send('POST', '/api/contracts', leaseBody(renterId, place, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return { contract: res.json(), rooms: free };
};

const occupiedOn = async (roomId: number, day: string) => {
  const { rows } = await ctx.app.db.execute<{ on: boolean }>(
    sql`select exists (select 1 from room_lease(${roomId}, ${day}::date)) as on`,
  );
  return rows[0].on;
};

const contractCount = async () => (await ctx.app.db.select().from(contracts)).length;

describe('contracts', () => {
  it('drafts a lease: the rooms’ area, the rent, the schedule and the critical dates', async () => {
    const { contract, rooms } = await draft(2);
    const area = rooms.reduce((s, r) => s + Number(r.area), 0);
    expect(contract).toMatchObject({
      status: 'draft',
      area,
      monthly_rent: Math.round(area * 10_000 * 100) / 100,
      notice_by: '2027-11-01',
      critical_dates: { ends_on: '2027-12-31', notice_by: '2027-11-01', indexations: [] },
    });
    expect([...contract.room_ids].sort()).toEqual(rooms.map((r) => r.id).sort());
    expect(contract.schedule).toHaveLength(12);
    expect(contract.schedule[0]).toEqual({ month: '2027-01', rent: contract.monthly_rent });
    const card = await send('GET', `/api/contracts/${contract.id}`);
    expect(card.json().schedule).toEqual(contract.schedule);
  });

  it('refuses bad terms and another organization’s rows, storing nothing', async () => {
    const [room] = await newRooms(ctx.app, landlord, aray, 1);
    const place = { object_id: room.object_id, room_ids: [room.id] };
    const before = await contractCount();
    const backwards = await send(
      'POST',
      '/api/contracts',
      leaseBody(renterId, place, { ends_on: '2026-06-30', payment_day: 31 }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toMatchObject({
      payment_day: 'validation.contract_payment_day',
    });
    const esil = await landlordId(ctx.app, 'БЦ Есиль');
    const [foreign] = await ctx.app.db.select().from(renters).where(eq(renters.landlord_id, esil));
    const theirs = await send('POST', '/api/contracts', leaseBody(foreign.id, place));
    expect(theirs.json().errors).toEqual({ renter_id: 'validation.invalid' });
    const other = await newRooms(ctx.app, landlord, aray, 1);
    const elsewhere = await send(
      'POST',
      '/api/contracts',
      leaseBody(renterId, { object_id: room.object_id + 100_000, room_ids: [other[0].id] }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(await contractCount()).toBe(before);
  });

  it('activates a lease: its rooms are occupied for its term and free the day after', async () => {
    const term = coveringToday();
    const { contract, rooms } = await draft(1, term);
    expect(await occupiedOn(rooms[0].id, term.starts_on)).toBe(false);
    const res = await send('PUT', `/api/contracts/${contract.id}/status`, { status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(await occupiedOn(rooms[0].id, addDays(term.starts_on, -1))).toBe(false);
    expect(await occupiedOn(rooms[0].id, term.starts_on)).toBe(true);
    expect(await occupiedOn(rooms[0].id, term.ends_on)).toBe(true);
    expect(await occupiedOn(rooms[0].id, addDays(term.ends_on, 1))).toBe(false);
    const room = await send('GET', `/api/rooms/${rooms[0].id}`);
    expect(room.json().status).toBe('occupied');
    const renter = await send('GET', `/api/renters/${renterId}`);
    expect(renter.json().room_ids).toContain(rooms[0].id);
  });

  it('refuses a second lease of a room in the same period, naming the first', async () => {
    const first = await draft(1);
    const place = { object_id: first.rooms[0].object_id, room_ids: [first.rooms[0].id] };
    await send('PUT', `/api/contracts/${first.contract.id}/status`, { status: 'active' });
    const overlapping = await send(
      'POST',
      '/api/contracts',
      leaseBody(renterId, place, { starts_on: '2027-12-01', ends_on: '2028-11-30' }),
    );
    const clash = await send('PUT', `/api/contracts/${overlapping.json().id}/status`, {
      status: 'active',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      errors: { room_ids: 'validation.contract_overlap' },
      existing: { id: first.contract.id, number: first.contract.number },
    });
    const after = leaseBody(renterId, place, { starts_on: '2028-01-01', ends_on: '2028-12-31' });
    const next = await send('POST', '/api/contracts', after);
    const ok = await send('PUT', `/api/contracts/${next.json().id}/status`, { status: 'active' });
    expect(ok.statusCode).toBe(200);
  });

  it('lets exactly one of two activations at once win the same room', async () => {
    const { contract, rooms } = await draft(1);
    const place = { object_id: rooms[0].object_id, room_ids: [rooms[0].id] };
    const rival = (await send('POST', '/api/contracts', leaseBody(renterId, place))).json();
    const answers = await Promise.all(
      [contract.id, rival.id].map((id) =>
        send('PUT', `/api/contracts/${id}/status`, { status: 'active' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('terminates with a day and a reason; the room frees itself after that day', async () => {
    const { contract, rooms } = await draft(1);
    await send('PUT', `/api/contracts/${contract.id}/status`, { status: 'active' });
    const bare = await send('PUT', `/api/contracts/${contract.id}/status`, {
      status: 'terminated',
    });
    expect(bare.json().errors).toEqual({
      reason: 'validation.reason_required',
      terminated_on: 'validation.required',
    });
    const outside = await send('PUT', `/api/contracts/${contract.id}/status`, {
      status: 'terminated',
      reason: 'Арендатор съехал',
      terminated_on: '2028-05-01',
    });
    expect(outside.json().errors).toEqual({ terminated_on: 'validation.contract_terminated_on' });
    const done = await send('PUT', `/api/contracts/${contract.id}/status`, {
      status: 'terminated',
      reason: 'Арендатор съехал',
      terminated_on: '2027-06-30',
    });
    expect(done.json()).toMatchObject({
      status: 'terminated',
      termination_reason: 'Арендатор съехал',
    });
    expect(done.json().schedule).toHaveLength(6);
    expect(await occupiedOn(rooms[0].id, '2027-06-30')).toBe(true);
    expect(await occupiedOn(rooms[0].id, '2027-07-01')).toBe(false);
    const edit = await send(
      'PUT',
      `/api/contracts/${contract.id}`,
      leaseBody(renterId, {
        object_id: rooms[0].object_id,
        room_ids: [rooms[0].id],
      }),
    );
    expect(edit.statusCode).toBe(409);
  });

  it('extends a lease into a linked draft for the next term, once', async () => {
    const { contract } = await draft(1);
    await send('PUT', `/api/contracts/${contract.id}/status`, { status: 'active' });
    const res = await send('POST', `/api/contracts/${contract.id}/extend`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      previous_id: contract.id,
      previous_number: contract.number,
      starts_on: '2028-01-01',
      ends_on: '2028-12-31',
      rate_per_m2: 10_800,
    });
    const old = await send('GET', `/api/contracts/${contract.id}`);
    expect(old.json()).toMatchObject({ next_id: res.json().id, next_number: res.json().number });
    const again = await send('POST', `/api/contracts/${contract.id}/extend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().existing.id).toBe(res.json().id);
  });

  it('deletes drafts only', async () => {
    const { contract } = await draft(1);
    const kept = (await draft(1)).contract;
    await send('PUT', `/api/contracts/${kept.id}/status`, { status: 'active' });
    expect((await send('DELETE', `/api/contracts/${kept.id}`)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/contracts/${contract.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/contracts/${contract.id}`)).statusCode).toBe(404);
  });

  it('suggests the next free number and lists by tab, search and days to the end', async () => {
    const suggested = (await send('GET', '/api/contracts/next-number')).json().number;
    expect(suggested).toMatch(/^\d{4}-\d{4}$/);
    const taken = await send(
      'GET',
      `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q: suggested }))}`,
    );
    expect(taken.json()).toEqual([]);
    const { contract } = await draft(1, { number: 'Д-ПОИСК-1' });
    const list = async (filter: object) =>
      (
        await send(
          'GET',
          `/api/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
        )
      ).json() as { id: number; status: string }[];
    expect((await list({ tab: 'drafts' })).map((c) => c.id)).toContain(contract.id);
    expect((await list({ tab: 'active' })).every((c) => c.status === 'active')).toBe(true);
    expect((await list({ q: 'поиск' })).map((c) => c.id)).toEqual([contract.id]);
    const ending = await list({ ending_within: 90 });
    expect(ending.length).toBeGreaterThan(0);
    expect(ending.every((c) => c.status === 'active')).toBe(true);
    const bad = await send('GET', `/api/contracts?filter=${encodeURIComponent('{"tab":"all"}')}`);
    expect(bad.statusCode).toBe(400);
  });

  it('shows a renter its own contracts only', async () => {
    const renter = auth(await login(ctx.app, 'renter'));
    const mine = await send('GET', '/api/contracts?range=[0,99]', undefined, renter);
    expect(mine.statusCode).toBe(200);
    const rows = mine.json() as { id: number; renter_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    const own = rows[0].renter_id;
    expect(rows.every((r) => r.renter_id === own)).toBe(true);
    const [other] = await ctx.app.db
      .select()
      .from(contracts)
      .where(sql`${contracts.renter_id} <> ${own} and ${contracts.landlord_id} = ${aray}`)
      .limit(1);
    expect((await send('GET', `/api/contracts/${other.id}`, undefined, renter)).statusCode).toBe(
      404,
    );
    const write = await send(
      'POST',
      '/api/contracts',
      leaseBody(own, { object_id: 1, room_ids: [1] }),
      renter,
    );
    expect(write.statusCode).toBe(403);
  });

  it('gives many contracts one responsible person', async () => {
    const a = (await draft(1)).contract;
    const b = (await draft(1)).contract;
    const people = (await send('GET', '/api/contracts/responsibles')).json() as { id: number }[];
    const res = await send('POST', '/api/contracts/bulk-responsible', {
      ids: [a.id, b.id],
      responsible_id: people[0].id,
    });
    expect(res.json()).toEqual({ updated: 2 });
    const card = await send('GET', `/api/contracts/${b.id}`);
    expect(card.json().responsible_id).toBe(people[0].id);
  });
});
