import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../src/domain/sla';
import { caller, type Headers } from './calendarFixtures';
import { auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let owner: Headers;
let renter: Headers;
let otherOwner: Headers;
let superadmin: Headers;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

/** The days off `who` is shown in Almaty's days [first, afterLast). */
const daysOff = (who: Headers, first: string, afterLast: string) =>
  call(
    'GET',
    `/api/calendar-events/days-off?${new URLSearchParams({
      from: `${first}T00:00:00+05:00`,
      to: `${afterLast}T00:00:00+05:00`,
    })}`,
    who,
  );

const year = new Date().getFullYear();

beforeAll(async () => {
  ctx = await createTestApp();
  owner = auth(await login(ctx.app, 'landlord'));
  renter = auth(await login(ctx.app, 'renter'));
  otherOwner = auth(await login(ctx.app, 'landlord2'));
  superadmin = auth(await login(ctx.app, 'superadmin'));
});
afterAll(() => ctx.close());

describe('the organization’s days off in the calendar', () => {
  it('gives the week’s days without work and the holidays of the range, to staff and renters', async () => {
    const res = await daysOff(owner, `${year}-12-01`, `${year + 1}-01-01`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      weekdays_off: [6, 7],
      holidays: expect.arrayContaining([{ date: `${year}-12-16`, name: 'День Независимости' }]),
    });
    expect((await daysOff(renter, `${year}-12-01`, `${year + 1}-01-01`)).json()).toEqual(
      res.json(),
    );
  });

  it('follows the settings: a working Saturday, an own holiday on the range’s last day', async () => {
    const week = { ...DEFAULT_WEEK, 6: [{ from: '10:00', to: '15:00' }] };
    const saved = await call('PUT', '/api/settings/calendar', owner, { week });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const date of [`${year}-11-20`, `${year}-11-21`]) {
      const made = await call('POST', '/api/settings/holidays', owner, {
        date,
        name: 'День центра',
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const res = await daysOff(owner, `${year}-11-14`, `${year}-11-21`);
    expect(res.json()).toEqual({
      weekdays_off: [7],
      holidays: [{ date: `${year}-11-20`, name: 'День центра' }],
    });
  });

  it('shows another organization nothing of this one’s, and a superadmin no days off', async () => {
    const made = await call('POST', '/api/settings/holidays', owner, {
      date: `${year}-10-02`,
      name: 'Только для Арай',
    });
    expect(made.statusCode, made.body).toBe(201);
    const other = await daysOff(otherOwner, `${year}-10-01`, `${year}-10-03`);
    expect(other.statusCode).toBe(200);
    expect(other.json().holidays).toEqual([]);
    const platform = await daysOff(superadmin, `${year}-12-01`, `${year + 1}-01-01`);
    expect(platform.json()).toEqual({ weekdays_off: [], holidays: [] });
  });

  it('refuses a range that ends before it starts, on `to`', async () => {
    const res = await daysOff(owner, `${year}-12-10`, `${year}-12-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ to: 'validation.period' });
  });
});
