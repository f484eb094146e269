import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentSchedule } from '../../src/domain/rentSchedule';
import { addEmployee, auth, createTestApp, landlordId, login, type TestContext } from './helpers';
import { coveringToday, leaseBody, leaseRooms, newRooms } from './leases';

let ctx: TestContext;
let landlord: Record<string, string>;
let aray: number;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
});
afterAll(() => ctx.close());

const get = (url: string, headers = landlord) => ctx.app.inject({ url, headers });
const thisMonth = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 7);

interface RollRow {
  contract_id: number | null;
  rooms: string[];
  area: number;
  rent: number | null;
}

describe('rent roll and stacking plan', () => {
  it('lists the month’s leases with their rent and the vacant rooms, with totals', async () => {
    const [leased, vacant] = await newRooms(ctx.app, landlord, aray, 2);
    const renter = (await get('/api/renters?range=[0,0]')).json()[0].id as number;
    const term = coveringToday();
    const lease = await leaseRooms(ctx.app, landlord, renter, [leased.id], {
      ...term,
      rate_per_m2: 12_000,
      free_months: 0,
    });
    const month = thisMonth();
    const res = await get(`/api/contracts/rent-roll?month=${month}&object_id=${leased.object_id}`);
    expect(res.statusCode).toBe(200);
    const { rows, totals, objects } = res.json() as {
      rows: RollRow[];
      totals: { occupied_area: number; vacant_area: number; rent: number };
      objects: { object_id: number }[];
    };
    const mine = rows.find((r) => r.contract_id === lease.id);
    const due = rentSchedule({
      starts_on: term.starts_on,
      ends_on: term.ends_on,
      monthly_rent: Math.round(leased.area * 12_000 * 100) / 100,
      indexation_percent: 8,
      free_months: 0,
    }).find((m) => m.month === month)?.rent;
    expect(mine).toMatchObject({ area: leased.area, rent: due });
    const free = rows.find((r) => r.contract_id === null && r.area === vacant.area);
    expect(free).toBeDefined();
    const sum = (pick: (r: RollRow) => number) =>
      Math.round(rows.reduce((s, r) => s + pick(r), 0) * 100) / 100;
    expect(totals.rent).toBe(sum((r) => r.rent ?? 0));
    expect(totals.occupied_area + totals.vacant_area).toBeCloseTo(
      sum((r) => r.area),
      2,
    );
    expect(objects.map((o) => o.object_id)).toEqual([leased.object_id]);
    const bad = await get('/api/contracts/rent-roll?month=2026-13');
    expect(bad.json().errors).toEqual({ month: 'validation.invalid' });
  });

  it('colours each room of an object by its lease, a draft, or nothing', async () => {
    const [leased, drafted] = await newRooms(ctx.app, landlord, aray, 2);
    const renter = (await get('/api/renters?range=[0,0]')).json()[0].id as number;
    const lease = await leaseRooms(ctx.app, landlord, renter, [leased.id]);
    const place = { object_id: drafted.object_id, room_ids: [drafted.id] };
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: landlord,
      payload: leaseBody(renter, place),
    });
    const plan = await get(`/api/objects/${leased.object_id}/plan`);
    expect(plan.statusCode).toBe(200);
    const rooms = (plan.json().floors as { rooms: { id: number }[] }[]).flatMap((f) => f.rooms);
    expect(rooms.find((r) => r.id === leased.id)).toMatchObject({
      state: 'ending_365',
      contract_id: lease.id,
      ends_on: coveringToday().ends_on,
    });
    expect(rooms.find((r) => r.id === drafted.id)).toMatchObject({
      state: 'draft',
      contract_id: draft.json().id,
    });
  });

  it('shows them to staff who read every lease, and to nobody else', async () => {
    const [room] = await newRooms(ctx.app, landlord, aray, 1);
    const plan = `/api/objects/${room.object_id}/plan`;
    const roll = `/api/contracts/rent-roll?month=${thisMonth()}`;
    const renter = auth(await login(ctx.app, 'renter'));
    await addEmployee(ctx.app, 'lease_creator', { contracts: 'creator' });
    const creator = auth(await login(ctx.app, 'lease_creator'));
    await addEmployee(ctx.app, 'lease_viewer', { contracts: 'view' });
    const viewer = auth(await login(ctx.app, 'lease_viewer'));
    const other = auth(await login(ctx.app, 'landlord2'));
    for (const url of [plan, roll]) {
      expect((await get(url, renter)).statusCode).toBe(403);
      expect((await get(url, creator)).statusCode).toBe(403);
      expect((await get(url, viewer)).statusCode).toBe(200);
    }
    expect((await get(plan, other)).statusCode).toBe(404);
    const theirs = (await get(roll, other)).json() as { rows: { object_id: number }[] };
    expect(theirs.rows.some((r) => r.object_id === room.object_id)).toBe(false);
  });
});
