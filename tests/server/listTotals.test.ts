import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../src/domain/list';
import { auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let superadmin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = auth(await login(ctx.app, 'superadmin'));
  // Just over the exact limit; a search narrows them under it.
  await ctx.app.db.execute(
    sql`insert into demo_requests (name, email, page)
      select 'Visitor ' || n, 'v' || n || '@example.kz', '/'
      from generate_series(1, ${EXACT_TOTAL_LIMIT + 5}) as n`,
  );
});
afterAll(() => ctx.close());

const list = (query: Record<string, string>) =>
  ctx.app.inject({ url: `/api/demo-requests?${new URLSearchParams(query)}`, headers: superadmin });

describe('list totals', () => {
  it('caps a total over the limit and says so', async () => {
    const res = await list({ range: '[0,24]' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(25);
    expect(res.headers['content-range']).toBe(`demo-requests 0-24/${EXACT_TOTAL_LIMIT}`);
    expect(res.headers['x-total-count']).toBe(String(EXACT_TOTAL_LIMIT));
    expect(res.headers['x-total-capped']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Capped');
  });

  it('counts exactly under the limit', async () => {
    const res = await list({ range: '[0,24]', filter: JSON.stringify({ q: 'Visitor 7' }) });
    const total = Number(res.headers['x-total-count']);
    expect(total).toBe(1111); // 7, 70-79, 700-799, 7000-7999
    expect(res.headers['content-range']).toBe(`demo-requests 0-24/${total}`);
    expect(res.headers['x-total-capped']).toBeUndefined();
  });

  it('counts past the limit to the end of a page asked for beyond it', async () => {
    const rows = (await ctx.app.db.execute(sql`select count(*)::int as total from demo_requests`))
      .rows as { total: number }[];
    const total = rows[0].total;
    const res = await list({ range: `[${total - 3},${total + 6}]` });
    expect(res.json()).toHaveLength(3);
    expect(res.headers['content-range']).toBe(`demo-requests ${total - 3}-${total - 1}/${total}`);
    expect(res.headers['x-total-capped']).toBeUndefined();
  });
});

describe('page sizes above the cap', () => {
  it('answers per_page=500 with 100 rows, pages counted by 100, and the real total', async () => {
    const search = JSON.stringify({ q: 'Visitor 7' });
    const first = await list({ per_page: '500', page: '1', filter: search });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(100);
    expect(first.headers['x-total-count']).toBe('1111');
    const second = await list({ limit: '1000', page: '2', filter: search });
    expect(second.headers['content-range']).toBe('demo-requests 100-199/1111');
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    expect(ids(second.json())).not.toContain(ids(first.json())[0]);
    const range = await list({ range: '[0,499]', filter: search });
    expect(range.json()).toHaveLength(100);
    expect(range.headers['content-range']).toBe('demo-requests 0-99/1111');
  });
});

describe('task tab counts', () => {
  it('counts each tab exactly up to the limit, then names the tab capped', async () => {
    const landlord = auth(await login(ctx.app, 'landlord'));
    const counts = () => ctx.app.inject({ url: '/api/tasks/counts', headers: landlord });
    const before = (await counts()).json();
    expect(before.capped).toEqual([]);
    await ctx.app.db.execute(
      sql`insert into tasks (landlord_id, number, executor_id, created_by, deadline, status,
          description, done_at)
        select u.landlord_id, 900000 + n, u.id, u.id, now(), 'done', 'Archived ' || n, now()
        from users u, generate_series(1, ${EXACT_TOTAL_LIMIT + 5}) as n
        where u.login = 'landlord'`,
    );
    const after = await counts();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      current: before.current,
      completed: EXACT_TOTAL_LIMIT,
      capped: ['completed'],
    });
  });
});
