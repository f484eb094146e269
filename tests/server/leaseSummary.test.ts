import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseSummaries, leaseVersions } from '../../server/db/schema';
import type { DashboardAnswer } from '../../src/domain/dashboard';
import { addEmployeeOf, auth, createTestApp, landlordId, login, type TestContext } from './helpers';
import { leaseRooms, newRooms } from './leases';

/**
 * The dashboard's lease figures of a whole organization are kept per Almaty day and lease
 * version: served while both stand, computed again when the organization's rooms or leases
 * change or the day is another, and never served to someone who reads fewer rows.
 */
let ctx: TestContext;
let owner: Record<string, string>;
let aray: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = auth(await login(ctx.app, 'landlord'));
  aray = await landlordId(ctx.app, 'ТРЦ Арай');
  await addEmployeeOf(ctx.app, 'ТРЦ Арай', 'summary_own_leases', {
    contracts: 'creator',
    objects: 'main',
  });
});
afterAll(() => ctx.close());

const dashboard = async (headers = owner) => {
  const res = await ctx.app.inject({ url: '/api/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardAnswer;
};

const kept = async () => {
  const [row] = await ctx.app.db
    .select()
    .from(leaseSummaries)
    .where(eq(leaseSummaries.landlord_id, aray));
  return row;
};

const version = async () => {
  const [row] = await ctx.app.db
    .select()
    .from(leaseVersions)
    .where(eq(leaseVersions.landlord_id, aray));
  return Number(row?.version ?? 0);
};

const totalArea = (answer: DashboardAnswer) =>
  (answer.charts.occupancy ?? []).reduce((sum, o) => sum + o.total_area, 0);
const occupiedArea = (answer: DashboardAnswer) =>
  (answer.charts.occupancy ?? []).reduce((sum, o) => sum + o.occupied_area, 0);

/** A kept summary nobody could compute: served means read from the row, not the leases. */
const plantFake = (day: string | null = null) =>
  ctx.app.db
    .update(leaseSummaries)
    .set({
      summary: sql`jsonb_set(${leaseSummaries.summary}, '{leases,ending}', '987654')`,
      ...(day && { day }),
    })
    .where(eq(leaseSummaries.landlord_id, aray));

describe('the dashboard’s lease summary', () => {
  it('is kept at the organization’s lease version and served while it stands', async () => {
    const first = await dashboard();
    const row = await kept();
    expect(row.version).toBe(await version());
    expect(row.summary.leases).toEqual(first.leases);
    expect(row.summary.occupancy).toEqual(first.charts.occupancy);
    await plantFake();
    expect((await dashboard()).leases?.ending).toBe(987654);
  });

  it('is computed again after the organization’s rooms or leases change', async () => {
    await plantFake();
    const before = await dashboard();
    const [room] = await newRooms(ctx.app, owner, aray, 1);
    const withRoom = await dashboard();
    expect(withRoom.leases?.ending).not.toBe(987654);
    expect(totalArea(withRoom)).toBeCloseTo(totalArea(before) + room.area, 2);

    const renter = (
      await ctx.app.inject({ url: '/api/renters?range=[0,0]', headers: owner })
    ).json()[0].id as number;
    const rentBefore = withRoom.leases?.month_rent ?? 0;
    await leaseRooms(ctx.app, owner, renter, [room.id]);
    const leased = await dashboard();
    expect(occupiedArea(leased)).toBeCloseTo(occupiedArea(withRoom) + room.area, 2);
    expect(leased.leases?.month_rent).toBeGreaterThan(rentBefore);
    expect((await kept()).version).toBe(await version());
  });

  it('is computed again on another day', async () => {
    await dashboard();
    await plantFake('2020-01-01');
    expect((await dashboard()).leases?.ending).not.toBe(987654);
    expect((await kept()).day).not.toBe('2020-01-01');
  });

  it('is not what someone who reads only the leases they made sees', async () => {
    await dashboard();
    await plantFake();
    const own = await dashboard(auth(await login(ctx.app, 'summary_own_leases')));
    expect(own.leases).not.toBeNull();
    expect(own.leases?.ending).not.toBe(987654);
  });
});
