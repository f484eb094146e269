import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, employeeAccess, pushOutbox, pushTokens, tasks, users } from '../../server/db/schema';
import {
  addEmployee,
  addEmployeeOf,
  auth,
  createTestApp,
  login,
  type TestContext,
} from './helpers';

/**
 * Bids and tasks share one rule for who may execute them (a level whose `work` covers assigned
 * rows, or the organization's owner): every write that names an executor keeps to it, and both
 * pickers offer the people it allows.
 */
let ctx: TestContext;
type Headers = Record<string, string>;
const H: Record<string, Headers> = {};
const ID: Record<string, number> = {};
const EMPLOYEE: Record<string, number> = {};
let place: { object_id: number; room_id: number };
let plumbingId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Headers, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who,
    ...(body === undefined ? {} : { payload: body as object }),
  });

const pushesOf = (userId: number) =>
  ctx.app.db.select().from(pushOutbox).where(eq(pushOutbox.user_id, userId));

const newBid = async () => {
  const res = await call('POST', '/api/bids', H.renter, {
    request_type_id: plumbingId,
    ...place,
    applicant_name: 'Ким Виктория',
    phone: '+7 701 777 04 04',
    description: 'Течёт под раковиной',
    answers: { problem: 'leak', flooding: true, location: 'Кухня' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; executor_id: number | null };
};

const taskBody = (executorId: number) => ({
  executor_id: executorId,
  description: 'Проверить вентиляцию',
  priority: 'medium',
  deadline: new Date(Date.now() + 72 * 3600_000).toISOString(),
});

const executorOf = async (table: typeof bids | typeof tasks, id: number) =>
  (
    await ctx.app.db.select({ executor_id: table.executor_id }).from(table).where(eq(table.id, id))
  )[0].executor_id;

const setRequestsLevel = (employeeId: number, level: string) =>
  ctx.app.db
    .update(employeeAccess)
    .set({ level })
    .where(and(eq(employeeAccess.employee_id, employeeId), eq(employeeAccess.module, 'requests')));

const cannotWork = { executor_id: 'validation.executor_cannot_work' };

beforeAll(async () => {
  ctx = await createTestApp();
  const people = {
    none: { requests: 'none', tasks: 'none' },
    view: { requests: 'view', tasks: 'view' },
    creator: { requests: 'creator', tasks: 'creator' },
    exec: { requests: 'executor', tasks: 'executor' },
    taskonly: { requests: 'none', tasks: 'executor' },
    deflt: { requests: 'executor', tasks: 'none' },
  } as const;
  for (const [name, access] of Object.entries(people)) {
    const { user, employee } = await addEmployee(ctx.app, `aw_${name}`, access);
    ID[name] = user.id;
    EMPLOYEE[name] = employee.id;
    await ctx.app.db.insert(pushTokens).values({ token: `aw-${name}`, user_id: user.id });
  }
  ID.foreign = (await addEmployeeOf(ctx.app, 'БЦ Есиль', 'aw_foreign', 'main')).user.id;
  for (const name of ['landlord', 'renter', 'superadmin', 'landlord2']) {
    H[name] = auth(await login(ctx.app, name));
    const [user] = await ctx.app.db.select().from(users).where(eq(users.login, name));
    ID[name] = user.id;
  }
  const [room] = (await call('GET', '/api/bids/places', H.renter)).json();
  place = { object_id: room.object_id, room_id: room.room_id };
  const types = (await call('GET', '/api/type-request/kind/12', H.renter)).json();
  plumbingId = types.find((t: { code: string }) => t.code === 'plumbing').id;
});
afterAll(() => ctx.close());

describe('giving a bid', () => {
  it('refuses a person whose requests level cannot work it, stores nothing, pushes nothing', async () => {
    const bid = await newBid();
    for (const name of ['none', 'view', 'creator', 'taskonly']) {
      const res = await call('PUT', `/api/bids/${bid.id}/executor`, H.landlord, {
        executor_id: ID[name],
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors, name).toEqual(cannotWork);
      expect(await pushesOf(ID[name]), name).toEqual([]);
    }
    expect(await executorOf(bids, bid.id)).toBeNull();

    const given = await call('PUT', `/api/bids/${bid.id}/executor`, H.landlord, {
      executor_id: ID.exec,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().executor_name).toBe('Test aw_exec');
    expect((await pushesOf(ID.exec)).map((p) => p.event)).toEqual(['bid_assigned']);
  });

  it('refuses another organization’s person and an unknown id as invalid', async () => {
    const bid = await newBid();
    for (const id of [ID.foreign, ID.landlord2, 999_999]) {
      const res = await call('PUT', `/api/bids/${bid.id}/executor`, H.landlord, {
        executor_id: id,
      });
      expect(res.json().errors).toEqual({ executor_id: 'validation.invalid' });
    }
  });

  it('refuses a bulk assignment whole: a bad executor or a bad id stores nothing', async () => {
    const a = await newBid();
    const b = await newBid();
    const bad = await call('POST', '/api/bids/assign', H.landlord, {
      ids: [a.id, b.id],
      executor_id: ID.view,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(cannotWork);
    const missing = await call('POST', '/api/bids/assign', H.landlord, {
      ids: [a.id, 999_999],
      executor_id: ID.exec,
    });
    expect(missing.statusCode).toBe(404);
    expect([await executorOf(bids, a.id), await executorOf(bids, b.id)]).toEqual([null, null]);
    expect(await pushesOf(ID.view)).toEqual([]);
  });
});

describe('a request type’s default executor', () => {
  it('is refused unless they may work requests, and is given new bids while they may', async () => {
    const settings = (await call('GET', '/api/type-request-landlord', H.landlord)).json();
    const setting = settings.find(
      (s: { request_type_id: number }) => s.request_type_id === plumbingId,
    );
    const save = (id: number | null) =>
      call('PUT', `/api/type-request-landlord/${setting.id}`, H.landlord, {
        sla_hours: null,
        default_executor_id: id,
      });
    const refused = await save(ID.taskonly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      default_executor_id: 'validation.executor_cannot_work',
    });
    expect((await save(ID.foreign)).json().errors).toEqual({
      default_executor_id: 'validation.invalid',
    });
    expect((await save(ID.deflt)).statusCode).toBe(200);
    expect((await newBid()).executor_id).toBe(ID.deflt);
    expect((await pushesOf(ID.deflt)).map((p) => p.event)).toEqual(['bid_assigned']);

    // Their level lowered since: new bids wait unassigned, and nobody is pushed.
    await setRequestsLevel(EMPLOYEE.deflt, 'view');
    expect((await newBid()).executor_id).toBeNull();
    expect(await pushesOf(ID.deflt)).toHaveLength(1);
    expect((await save(null)).statusCode).toBe(200);
    await setRequestsLevel(EMPLOYEE.deflt, 'executor');
  });
});

describe('giving a task', () => {
  it('refuses a person whose tasks level cannot work it on create, edit and bulk', async () => {
    const before = (await ctx.app.db.select({ id: tasks.id }).from(tasks)).length;
    for (const name of ['none', 'view', 'creator']) {
      const res = await call('POST', '/api/tasks', H.landlord, taskBody(ID[name]));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors, name).toEqual(cannotWork);
      expect(await pushesOf(ID[name]), name).toEqual([]);
    }
    expect((await ctx.app.db.select({ id: tasks.id }).from(tasks)).length).toBe(before);

    const created = await call('POST', '/api/tasks', H.landlord, taskBody(ID.taskonly));
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json();
    const edited = await call('PUT', `/api/tasks/${task.id}`, H.landlord, {
      ...taskBody(ID.view),
      deadline: task.deadline,
    });
    expect(edited.json().errors).toEqual(cannotWork);
    const bulk = async (executorId: number) =>
      (
        await call('POST', '/api/tasks/bulk-assign', H.landlord, {
          ids: [task.id],
          executor_id: executorId,
        })
      ).json();
    expect((await bulk(ID.none)).errors).toEqual(cannotWork);
    expect((await bulk(ID.foreign)).errors).toEqual({ executor_id: 'validation.invalid' });
    expect(await executorOf(tasks, task.id)).toBe(ID.taskonly);
    expect(await bulk(ID.exec)).toEqual({ updated: 1 });
    expect((await pushesOf(ID.exec)).map((p) => p.event)).toContain('task_assigned');
  });
});

describe('the executors pickers', () => {
  const idsOf = async (url: string, who: Headers) => {
    const res = await call('GET', url, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).map((p) => p.id);
  };

  it('offer each module’s executing people of the caller’s organization', async () => {
    const forBids = await idsOf('/api/bids/executors', H.landlord);
    const forTasks = await idsOf('/api/tasks/executors', H.landlord);
    expect(forBids).toEqual(expect.arrayContaining([ID.landlord, ID.exec, ID.deflt]));
    expect(forTasks).toEqual(expect.arrayContaining([ID.landlord, ID.exec, ID.taskonly]));
    for (const no of ['none', 'view', 'creator', 'taskonly', 'foreign', 'renter']) {
      expect(forBids, no).not.toContain(ID[no]);
    }
    for (const no of ['none', 'view', 'creator', 'deflt', 'foreign', 'renter']) {
      expect(forTasks, no).not.toContain(ID[no]);
    }
  });

  it('are refused to a renter; the superadmin names the organization, others may not', async () => {
    const aray = (await ctx.app.db.select().from(users).where(eq(users.id, ID.landlord)))[0]
      .landlord_id;
    for (const path of ['/api/bids/executors', '/api/tasks/executors']) {
      expect((await call('GET', path, H.renter)).statusCode, path).toBe(403);
      const unnamed = await call('GET', path, H.superadmin);
      expect(unnamed.json().errors, path).toEqual({ landlord_id: 'validation.required' });
      const url = `${path}?landlord_id=${aray}`;
      expect(await idsOf(url, H.superadmin)).toEqual(await idsOf(path, H.landlord));
      const elsewhere = await idsOf(url, H.landlord2);
      expect(elsewhere).toContain(ID.landlord2);
      expect(elsewhere).not.toContain(ID.landlord);
    }
  });
});
