import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_FORMAT, MONEY_FORMAT } from '../../server/lib/excel';
import { rentSchedule } from '../../src/domain/rentSchedule';
import {
  addEmployee,
  auth,
  createTestApp,
  landlordId,
  login,
  sheetCells,
  type TestContext,
} from './helpers';
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

/** An export of the landlord's, read back. */
const sheetOf = async (url: string, payload: object) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: landlord, payload });
  expect(res.statusCode).toBe(200);
  return sheetCells(res.rawPayload);
};

describe('sheets an accountant takes', () => {
  it('writes the leases with day cells and money cells', async () => {
    const [room] = await newRooms(ctx.app, landlord, aray, 1);
    const renter = (await get('/api/renters?range=[0,0]')).json()[0].id as number;
    const term = coveringToday();
    const lease = await leaseRooms(ctx.app, landlord, renter, [room.id], {
      ...term,
      rate_per_m2: 9_500,
    });
    const filter = { id: [lease.id] };
    const { rows } = await sheetOf('/api/download/excel/contracts', { filter });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.Номер.value).toBe(lease.number);
    expect(row.Окончание.type).toBe(ExcelJS.ValueType.Date);
    expect(row.Окончание.numFmt).toBe(DAY_FORMAT);
    expect((row.Окончание.value as Date).toISOString().slice(0, 10)).toBe(term.ends_on);
    expect(row['Ставка за м² в месяц, ₸'].value).toBe(9_500);
    expect(row['Ставка за м² в месяц, ₸'].numFmt).toBe(MONEY_FORMAT);
  });

  it('writes the rent roll with the renters’ BIN, each object’s total and the organization’s', async () => {
    const [leased] = await newRooms(ctx.app, landlord, aray, 1);
    const renters = (await get('/api/renters?range=[0,0]')).json() as {
      id: number;
      bin_iin: string;
    }[];
    const lease = await leaseRooms(ctx.app, landlord, renters[0].id, [leased.id], {
      ...coveringToday(),
      rate_per_m2: 11_000,
    });
    const month = thisMonth();
    const roll = (
      await get(`/api/contracts/rent-roll?month=${month}&object_id=${leased.object_id}`)
    ).json() as { totals: { rent: number }; rows: { contract_id: number | null; rent: number }[] };
    const { titles, rows } = await sheetOf('/api/download/excel/rent-roll', {
      month,
      object_id: leased.object_id,
    });
    expect(titles).toContain('БИН/ИИН');
    const mine = rows.find((r) => r.Договор.value === lease.number);
    expect(mine?.['БИН/ИИН'].value).toBe(renters[0].bin_iin);
    expect(mine?.['Аренда за месяц'].numFmt).toBe(MONEY_FORMAT);
    expect(mine?.['Аренда за месяц'].value).toBe(
      roll.rows.find((r) => r.contract_id === lease.id)?.rent,
    );
    expect(mine?.Окончание.type).toBe(ExcelJS.ValueType.Date);
    // The leases and vacant rooms, then the object's total, then the organization's.
    expect(rows).toHaveLength(roll.rows.length + 2);
    const [subtotal, total] = rows.slice(-2);
    expect(String(subtotal.Объект.value)).toMatch(/^Итого по объекту: /);
    expect(total.Объект.value).toBe('Итого по организации');
    expect(total['Аренда за месяц'].value).toBe(roll.totals.rent);
  });

  it('refuses a month that is not one', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/rent-roll',
      headers: landlord,
      payload: { month: '2026-13' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('month');
  });
});
