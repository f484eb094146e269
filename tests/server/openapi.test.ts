import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestContext } from './helpers';

/** Every list of the API (the list contract of API.md). */
const LISTS = [
  '/api/application-forms',
  '/api/audit-log',
  '/api/bids',
  '/api/contractors',
  '/api/contracts',
  '/api/demo-requests',
  '/api/documents',
  '/api/employee',
  '/api/employee-notifications',
  '/api/employee/access',
  '/api/landlords',
  '/api/notifications',
  '/api/objects',
  '/api/renters',
  '/api/rooms',
  '/api/social-network',
  '/api/support-messages',
  '/api/task-categories',
  '/api/tasks',
  '/api/type-object',
  '/api/type-request',
  '/api/visitor-messages',
];

/** Exports the spec names as a `GET` beside its list (the others are `POST /api/download/excel/…`). */
const GET_EXPORTS = ['/api/employee-notifications/export'];

/** Exports of a report, not of a list: their body is the report's own period. */
const REPORT_EXPORTS = [
  '/api/download/excel/tasks-kpi',
  '/api/download/excel/rent-roll',
  '/api/download/excel/timesheet',
];

const LIST_PARAMETERS = ['range', 'sort', 'filter', 'page', 'limit', 'per_page', 'search'];

interface Operation {
  parameters?: { in: string; name: string; description?: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

let ctx: TestContext;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  ctx = await createTestApp();
  paths = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths;
});
afterAll(() => ctx.close());

/** The fields of a list's documented response row. */
const rowFields = (path: string) => {
  const schema = paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
  const row = schema?.items as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(row?.properties ?? {});
};

const queryNames = (op: Operation | undefined) =>
  (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);

describe('/api/docs/json', () => {
  it('lists the list parameters of every list and every export', () => {
    const exports = Object.keys(paths).filter(
      (p) => p.startsWith('/api/download/excel/') && !REPORT_EXPORTS.includes(p),
    );
    expect(exports).toHaveLength(9);
    for (const path of LISTS) {
      expect(queryNames(paths[path]?.get), path).toEqual(expect.arrayContaining(LIST_PARAMETERS));
    }
    for (const path of exports) {
      expect(queryNames(paths[path]?.post), path).toEqual(expect.arrayContaining(LIST_PARAMETERS));
    }
    for (const path of GET_EXPORTS) {
      expect(queryNames(paths[path]?.get), path).toEqual(expect.arrayContaining(LIST_PARAMETERS));
    }
  });

  it('describes the rows every list answers with', () => {
    for (const path of LISTS) {
      const schema = paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema?.type, path).toBe('array');
      const row = schema?.items as { properties?: Record<string, unknown> } | undefined;
      expect(Object.keys(row?.properties ?? {}), path).toContain('id');
    }
    const bid = paths['/api/bids'].get.responses?.['200']?.content?.['application/json']?.schema
      ?.items as { properties: Record<string, unknown> };
    expect(Object.keys(bid.properties)).toEqual(
      expect.arrayContaining(['number', 'status', 'due_at', 'executor_name', 'time_left_minutes']),
    );
    expect(Object.keys(bid.properties)).not.toContain('search_text');
  });

  it('documents exactly the fields each list sends', async () => {
    const callers = {
      landlord: auth(await login(ctx.app, 'landlord')),
      superadmin: auth(await login(ctx.app, 'superadmin')),
    };
    // A task with a category of its own: the demo data may hold none.
    const { id: category_id } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/task-categories',
        headers: callers.landlord,
        payload: { name: 'Документация' },
      })
    ).json();
    const executors = await ctx.app.inject({
      url: '/api/tasks/executors',
      headers: callers.landlord,
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: callers.landlord,
      payload: {
        executor_id: executors.json()[0].id,
        category_id,
        description: 'Сверить описание API',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    // A letter answered by another: both links of the chain are sent.
    const letter = async (payload: object) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/documents',
          headers: callers.landlord,
          payload: {
            registered_on: '2026-11-27',
            correspondent: 'АО «Казпочта»',
            subject: 'Сверка адресов',
            delivery: 'post',
            ...payload,
          },
        })
      ).json() as { id: number };
    const question = await letter({ direction: 'incoming', due_in_days: 5 });
    await letter({ direction: 'outgoing', reply_to_id: question.id });
    const empty: string[] = [];
    for (const path of LISTS) {
      const documented = rowFields(path).sort();
      let sent: string[] | undefined;
      for (const headers of [callers.landlord, callers.superadmin]) {
        const res = await ctx.app.inject({ url: path, headers });
        const [row] = res.statusCode === 200 ? (res.json() as object[]) : [];
        if (row) {
          sent = Object.keys(row).sort();
          break;
        }
      }
      if (sent) expect(sent, path).toEqual(documented);
      else empty.push(path);
    }
    // The demo data has no social networks; every other list is checked on a real row.
    expect(empty).toEqual(['/api/social-network']);
  });

  it("names each list's own filter keys in the description of its `filter`", () => {
    const filterDoc = (path: string) =>
      paths[path]?.get?.parameters?.find((p) => p.in === 'query' && p.name === 'filter')
        ?.description ?? '';
    const bids = filterDoc('/api/bids');
    expect(bids).toContain('`status`: one of "new", "in_progress"');
    expect(bids).toContain('`created_at`: a day `YYYY-MM-DD`');
    for (const key of ['landlord_id', 'request_type_id', 'renter_id', 'executor_id', 'overdue']) {
      expect(bids, key).toContain(`\`${key}\``);
    }
    const tasks = filterDoc('/api/tasks');
    for (const key of ['priority', 'tab', 'deadline_from', 'deadline_to', 'executor_id']) {
      expect(tasks, key).toContain(`\`${key}\``);
    }
    expect(tasks).not.toContain('`request_type_id`');
    expect(bids).not.toContain('`priority`');
    expect(filterDoc('/api/renters')).toContain('`object_id`: an object id');
    expect(filterDoc('/api/contractors')).toContain('`service`: one of "cleaning", "security"');
  });

  it('documents no other GET route with the list parameters (every list is in LISTS)', () => {
    const lists = Object.entries(paths)
      .filter(([, ops]) => queryNames(ops.get).includes('range'))
      .map(([path]) => path)
      .sort();
    expect(lists).toEqual([...LISTS, ...GET_EXPORTS].sort());
  });
});
