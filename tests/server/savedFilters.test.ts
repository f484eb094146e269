import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedFilters, users } from '../../server/db/schema';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const save = (headers: Record<string, string>, resource: string, name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/saved-filters',
    headers,
    payload: { resource, name, filter: { status: 'new' } },
  });

const savedOf = async (userId: number, resource: string) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(savedFilters)
      .where(and(eq(savedFilters.user_id, userId), eq(savedFilters.resource, resource)))
  )[0].n;

describe('saved filters', () => {
  it('keeps at most 20 a screen when they are saved in parallel', async () => {
    const { user } = await addEmployee(ctx.app, 'sf_racer', { requests: 'main' });
    const headers = auth(await login(ctx.app, 'sf_racer'));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => save(headers, 'requests-journal', `Filter ${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(20).fill(201), ...Array(10).fill(400)]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json().errors).toEqual({ name: 'validation.too_many_filters' });
    expect(await savedOf(user.id, 'requests-journal')).toBe(20);
  });

  it('keeps filters only of screens the caller may list', async () => {
    const [renter] = await ctx.app.db.select().from(users).where(eq(users.login, 'renter'));
    const headers = auth(await login(ctx.app, 'renter'));
    for (const resource of ['employees', 'contractors', 'tasks', 'renters']) {
      const res = await save(headers, resource, 'Staff only');
      expect(res.statusCode, resource).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await savedOf(renter.id, resource)).toBe(0);
      const list = await ctx.app.inject({
        url: `/api/${resource === 'employees' ? 'employee' : resource}`,
        headers,
      });
      expect(list.statusCode, resource).toBe(403);
    }
    expect((await save(headers, 'requests-journal', 'Mine')).statusCode).toBe(201);

    const { user } = await addEmployee(ctx.app, 'sf_tasks_only', { tasks: 'executor' });
    const staff = auth(await login(ctx.app, 'sf_tasks_only'));
    expect((await save(staff, 'renters', 'No renters')).statusCode).toBe(403);
    expect((await save(staff, 'tasks', 'My tasks')).statusCode).toBe(201);
    expect(await savedOf(user.id, 'renters')).toBe(0);
  });
});
