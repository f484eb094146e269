import { afterAll, beforeAll, expect, it } from 'vitest';
import { holidays as holidayRows, landlords } from '../../server/db/schema';
import { landlordCalendar } from '../../server/lib/businessCalendar';
import { DEFAULT_WEEK } from '../../src/domain/sla';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('gives a new organization the default week and the public holidays, then its own days', async () => {
  const [organization] = await ctx.app.db
    .insert(landlords)
    .values({
      name: 'ТОО Календарь',
      bin: '100140011059',
      legal_address: 'г. Астана, ул. Достык, 1',
      city: 'astana',
      director_full_name: 'Календарёв Ерлан',
      phone: '+77011234567',
      email: 'calendar@example.kz',
      trial_ends_at: '2030-01-01T00:00:00Z',
    })
    .returning({ id: landlords.id });
  const first = await landlordCalendar(ctx.app.db, organization.id);
  const year = new Date().getFullYear();
  expect(first.week).toEqual(DEFAULT_WEEK);
  expect(first.holidays).toContain(`${year}-01-01`);
  expect(first.holidays).toContain(`${year + 1}-03-22`);
  expect(first.holidays).toEqual([...first.holidays].sort());

  await ctx.app.db
    .insert(holidayRows)
    .values({ landlord_id: organization.id, date: `${year}-11-24`, name: 'День центра' });
  const again = await landlordCalendar(ctx.app.db, organization.id);
  expect(again.holidays).toContain(`${year}-11-24`);
  expect(again.holidays).toHaveLength(first.holidays.length + 1);
});
