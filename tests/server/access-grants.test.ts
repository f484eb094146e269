import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, users } from '../../server/db/schema';
import {
  addEmployee,
  addEmployeeOf,
  auth,
  createTestApp,
  login,
  type TestContext,
} from './helpers';

/**
 * Access grants: who may change an employee's levels and notification access, within what, with
 * which refusals, and that the change is immediate and audited. Every employee here is made in
 * this file; expectations follow the grant rules (not `src/domain/accessGrants.ts`).
 */

type Headers = Record<string, string>;
type Levels = Record<string, string>;

let ctx: TestContext;
let landlord: Headers;
let superadmin: Headers;
let landlord2: Headers;
let renter: Headers;
let serial = 0;

const send = (method: string, url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A fresh employee of ТРЦ Арай (demo password, no password change pending) and its token. */
const fresh = async (levels: Levels = {}, prefix = 'ag') => {
  const name = `${prefix}_${++serial}`;
  const { user, employee } = await addEmployee(ctx.app, name, levels);
  return {
    id: employee.id,
    userId: user.id,
    login: name,
    headers: auth(await login(ctx.app, name)),
  };
};

const accessOf = async (id: number) => {
  const res = await send('GET', `/api/employee/${id}/access`, landlord);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: Levels; notification_access: boolean };
};

const grant = (headers: Headers, id: number, body: unknown) =>
  send('PUT', `/api/employee/${id}/access`, headers, body);

const refusal = (reason: string) => ({ code: 'FORBIDDEN', reason: `app.access.errors.${reason}` });

beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  superadmin = auth(await login(ctx.app, 'superadmin'));
  landlord2 = auth(await login(ctx.app, 'landlord2'));
  renter = auth(await login(ctx.app, 'renter'));
}, 60_000);
afterAll(() => ctx.close());

describe('reading access levels', () => {
  it('lists employees with their levels like /api/employee: search, department, range', async () => {
    const tag = `Доступов${Date.now() % 100000}`;
    const made: { id: number; full_name: string; login: string }[] = [];
    for (const department of ['security', 'security', 'finance']) {
      const res = await send('POST', '/api/employee', landlord, {
        full_name: `${tag} ${department} ${++serial}`,
        login: `ag_list_${serial}`,
        department,
        position: 'Охранник',
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json());
    }
    const list = (filter: object, range?: string) =>
      send(
        'GET',
        `/api/employee/access?filter=${encodeURIComponent(JSON.stringify(filter))}${range ? `&range=${encodeURIComponent(range)}` : ''}`,
        landlord,
      );
    const all = await list({ q: tag });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toHaveLength(3);
    expect(all.headers['content-range']).toMatch(/ 0-2\/3$/);
    const row = all.json().find((r: { id: number }) => r.id === made[0].id);
    expect(row).toEqual({
      id: made[0].id,
      full_name: made[0].full_name,
      department: 'security',
      position: 'Охранник',
      login: made[0].login,
      access: expect.objectContaining({ requests: 'none', tasks: 'executor', objects: 'none' }),
      notification_access: false,
    });
    const security = await list({ q: tag, department: 'security' });
    expect(
      security
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([made[0].id, made[1].id].sort());
    const page = await list({ q: tag }, '[0,0]');
    expect(page.json()).toHaveLength(1);
    expect(page.headers['content-range']).toMatch(/ 0-0\/3$/);

    const manager = await fresh({ employees: 'main' });
    expect(
      (
        await send(
          'GET',
          `/api/employee/access?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`,
          manager.headers,
        )
      ).json(),
    ).toHaveLength(3);
    expect(
      (
        await send(
          'GET',
          `/api/employee/access?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`,
          superadmin,
        )
      ).json(),
    ).toHaveLength(3);
    const foreign = await send(
      'GET',
      `/api/employee/access?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`,
      landlord2,
    );
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual([]);
  });

  it('refuses the list to everyone but the landlord, the superadmin and employees: main', async () => {
    for (const level of ['none', 'view', 'creator', 'employee', 'intermediate']) {
      const staff = await fresh({ employees: level });
      const res = await send('GET', '/api/employee/access', staff.headers);
      expect(res.statusCode, `employees: ${level}`).toBe(403);
    }
    expect((await send('GET', '/api/employee/access', renter)).statusCode).toBe(403);
    expect((await send('GET', '/api/employee/access', {})).statusCode).toBe(401);
  });

  it("shows one employee's row, and 404 for another organization's", async () => {
    const target = await fresh({ requests: 'view' });
    const row = await accessOf(target.id);
    expect(row).toMatchObject({ id: target.id, login: target.login, notification_access: false });
    expect(row.access.requests).toBe('view');
    expect((await send('GET', `/api/employee/${target.id}/access`, superadmin)).statusCode).toBe(
      200,
    );
    expect((await send('GET', `/api/employee/${target.id}/access`, landlord2)).statusCode).toBe(
      404,
    );
  });
});

describe('granting', () => {
  it('lets the landlord and the superadmin grant any level and notification access', async () => {
    const target = await fresh();
    const res = await grant(landlord, target.id, {
      access: { requests: 'executor', objects: 'main' },
      notification_access: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.id,
      access: { requests: 'executor', objects: 'main', renters: 'none' },
      notification_access: true,
    });
    expect(await accessOf(target.id)).toEqual(res.json());
    const byAdmin = await grant(superadmin, target.id, { access: { renters: 'intermediate' } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().access).toMatchObject({ renters: 'intermediate', requests: 'executor' });
  });

  it('takes effect on the employee’s very next request, same token', async () => {
    const target = await fresh();
    expect((await send('GET', '/api/bids', target.headers)).statusCode).toBe(403);
    expect(
      (await grant(landlord, target.id, { access: { requests: 'executor' } })).statusCode,
    ).toBe(200);
    expect((await send('GET', '/api/bids', target.headers)).statusCode).toBe(200);
    const me = (await send('GET', '/api/user', target.headers)).json();
    expect(me.access.requests).toBe('executor');
    expect(me.has_bid_access).toBe(true);
    expect((await grant(landlord, target.id, { access: { requests: 'none' } })).statusCode).toBe(
      200,
    );
    expect((await send('GET', '/api/bids', target.headers)).statusCode).toBe(403);
    expect((await send('GET', '/api/user', target.headers)).json().access.requests).toBe('none');

    const bulk = await send('PUT', '/api/employee/access', landlord, {
      ids: [target.id],
      module: 'objects',
      level: 'view',
    });
    expect(bulk.json()).toEqual({ updated: 1 });
    expect((await send('GET', '/api/objects', target.headers)).statusCode).toBe(200);
    const notify = await send('POST', '/api/employee-notifications/permissions', landlord, {
      employee_ids: [target.id],
      notification_access: true,
    });
    expect(notify.json()).toEqual({ updated: 1 });
    expect((await send('GET', '/api/user', target.headers)).json().notification_access).toBe(true);
  });

  it('lets an employee with employees: main grant others only within its own levels', async () => {
    const granter = await fresh({ employees: 'main', requests: 'intermediate', objects: 'view' });
    const target = await fresh();
    const ok = async (access: Levels) => {
      const res = await grant(granter.headers, target.id, { access });
      expect(res.statusCode, `${JSON.stringify(access)}: ${res.body}`).toBe(200);
    };
    const beyond = async (body: object) => {
      const before = await accessOf(target.id);
      const res = await grant(granter.headers, target.id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject(refusal('beyond_own'));
      expect(await accessOf(target.id)).toEqual(before);
    };
    await ok({ requests: 'view' });
    await ok({ requests: 'executor' });
    await ok({ requests: 'employee' });
    await ok({ requests: 'intermediate' });
    await ok({ objects: 'view' });
    await ok({ employees: 'main' });
    await beyond({ access: { requests: 'main' } });
    await beyond({ access: { objects: 'creator' } });
    // Levels are sets, not ranks: `view` cannot work rows, so it cannot give `executor`.
    await beyond({ access: { objects: 'executor' } });
    await beyond({ access: { renters: 'view' } });
    // One change beyond refuses the whole request.
    await beyond({ access: { requests: 'view', objects: 'intermediate' } });
    await beyond({ notification_access: true });
    expect((await accessOf(target.id)).access).toMatchObject({
      requests: 'intermediate',
      objects: 'view',
      employees: 'main',
    });

    const executor = await fresh({ employees: 'main', requests: 'executor' });
    const res = await grant(executor.headers, target.id, { access: { requests: 'view' } });
    expect(res.statusCode, 'executor cannot give view (reads all)').toBe(403);
    expect(res.json()).toMatchObject(refusal('beyond_own'));

    await grant(landlord, granter.id, { notification_access: true });
    const notify = await grant(granter.headers, target.id, { notification_access: true });
    expect(notify.statusCode, notify.body).toBe(200);
    expect(notify.json().notification_access).toBe(true);
  });

  it('never lets an employee change its own row', async () => {
    const granter = await fresh({ employees: 'main', requests: 'main' });
    const before = await accessOf(granter.id);
    for (const body of [{ access: { requests: 'view' } }, { notification_access: false }]) {
      const res = await grant(granter.headers, granter.id, body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject(refusal('own_row'));
    }
    const bulk = await send('PUT', '/api/employee/access', granter.headers, {
      ids: [granter.id],
      module: 'requests',
      level: 'view',
    });
    expect(bulk.statusCode).toBe(403);
    expect(bulk.json()).toMatchObject(refusal('own_row'));
    expect(await accessOf(granter.id)).toEqual(before);
  });

  it('refuses employees without employees: main, with the reason', async () => {
    const target = await fresh();
    const before = await accessOf(target.id);
    for (const level of ['none', 'view', 'creator', 'employee', 'intermediate']) {
      const staff = await fresh({ employees: level, requests: 'main' });
      const calls: [string, () => ReturnType<typeof send>][] = [
        [
          'PUT /api/employee/{id}/access',
          () => grant(staff.headers, target.id, { access: { requests: 'view' } }),
        ],
        [
          'PUT /api/employee/access',
          () =>
            send('PUT', '/api/employee/access', staff.headers, {
              ids: [target.id],
              module: 'requests',
              level: 'view',
            }),
        ],
        [
          'POST /api/employee-notifications/permissions',
          () =>
            send('POST', '/api/employee-notifications/permissions', staff.headers, {
              employee_ids: [target.id],
              notification_access: false,
            }),
        ],
      ];
      for (const [route, call] of calls) {
        const res = await call();
        const name = `${route} by employees: ${level}`;
        expect.soft(res.statusCode, `${name}: ${res.body}`).toBe(403);
        expect.soft(res.json(), name).toMatchObject(refusal('not_allowed'));
      }
    }
    const byRenter = await grant(renter, target.id, { access: { requests: 'view' } });
    expect(byRenter.statusCode).toBe(403);
    expect(await accessOf(target.id)).toEqual(before);
  });

  it("answers 404 for another organization's employee, all or nothing", async () => {
    const target = await fresh();
    const before = await accessOf(target.id);
    const { employee: own } = await addEmployeeOf(ctx.app, 'БЦ Есиль', `ag_esil_${++serial}`, {});
    const manager2 = await addEmployeeOf(ctx.app, 'БЦ Есиль', `ag_esil_${++serial}`, {
      employees: 'main',
      requests: 'main',
    });
    const manager2Headers = auth(await login(ctx.app, manager2.user.login));
    for (const headers of [landlord2, manager2Headers]) {
      expect((await grant(headers, target.id, { access: { requests: 'view' } })).statusCode).toBe(
        404,
      );
      const bulk = await send('PUT', '/api/employee/access', headers, {
        ids: [own.id, target.id],
        module: 'requests',
        level: 'view',
      });
      expect(bulk.statusCode).toBe(404);
      const notify = await send('POST', '/api/employee-notifications/permissions', headers, {
        employee_ids: [own.id, target.id],
        notification_access: true,
      });
      expect(notify.statusCode).toBe(404);
    }
    expect(await accessOf(target.id)).toEqual(before);
    const ownRow = await send('GET', `/api/employee/${own.id}/access`, landlord2);
    expect(ownRow.json()).toMatchObject({ notification_access: false });
    expect(ownRow.json().access.requests).toBe('none');
  });

  it('changes several employees at once, or none of them', async () => {
    const a = await fresh();
    const b = await fresh();
    const bulk = (headers: Headers, ids: number[], level = 'view') =>
      send('PUT', '/api/employee/access', headers, { ids, module: 'requests', level });
    const ok = await bulk(landlord, [a.id, b.id], 'executor');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ updated: 2 });
    expect((await accessOf(a.id)).access.requests).toBe('executor');
    expect((await accessOf(b.id)).access.requests).toBe('executor');

    const granter = await fresh({ employees: 'main', requests: 'main' });
    const mixed = await bulk(granter.headers, [a.id, granter.id]);
    expect(mixed.statusCode).toBe(403);
    expect((await accessOf(a.id)).access.requests).toBe('executor');
    const missing = await bulk(landlord, [a.id, 2_000_000_000]);
    expect(missing.statusCode).toBe(404);
    expect((await accessOf(a.id)).access.requests).toBe('executor');

    const notify = await send('POST', '/api/employee-notifications/permissions', landlord, {
      employee_ids: [a.id, b.id],
      notification_access: true,
    });
    expect(notify.json()).toEqual({ updated: 2 });
    expect((await accessOf(b.id)).notification_access).toBe(true);
  });
});

describe('colleagues who hold more than the grantor', () => {
  it('refuses to demote a colleague beyond the grantor in that module, by every route', async () => {
    const granter = await fresh({ employees: 'main', requests: 'executor' });
    const boss = await fresh({ requests: 'main', settings: 'main' });
    await grant(landlord, boss.id, { notification_access: true });
    const before = await accessOf(boss.id);
    const card = (await send('GET', `/api/employee/${boss.id}`, landlord)).json();
    const calls: [string, () => ReturnType<typeof send>][] = [
      ['one', () => grant(granter.headers, boss.id, { access: { requests: 'none' } })],
      ['settings', () => grant(granter.headers, boss.id, { access: { settings: 'none' } })],
      [
        'bulk',
        () =>
          send('PUT', '/api/employee/access', granter.headers, {
            ids: [boss.id],
            module: 'requests',
            level: 'executor',
          }),
      ],
      [
        'card',
        () =>
          send('PUT', `/api/employee/${boss.id}`, granter.headers, {
            full_name: card.full_name,
            access: { requests: 'none' },
          }),
      ],
      [
        'notification access',
        () =>
          send('POST', '/api/employee-notifications/permissions', granter.headers, {
            employee_ids: [boss.id],
            notification_access: false,
          }),
      ],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect.soft(res.statusCode, `${name}: ${res.body}`).toBe(403);
      expect.soft(res.json(), name).toMatchObject(refusal('holds_more'));
    }
    expect(await accessOf(boss.id)).toEqual(before);
    expect((await send('GET', '/api/bids', boss.headers)).statusCode).toBe(200);
  });

  it('lets the grantor demote within its own levels, though the colleague holds more elsewhere', async () => {
    const granter = await fresh({ employees: 'main', requests: 'executor' });
    const colleague = await fresh({ requests: 'executor', settings: 'main' });
    const res = await grant(granter.headers, colleague.id, { access: { requests: 'none' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access).toMatchObject({ requests: 'none', settings: 'main' });
    const bulk = await send('PUT', '/api/employee/access', granter.headers, {
      ids: [colleague.id],
      module: 'requests',
      level: 'executor',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await accessOf(colleague.id)).access.requests).toBe('executor');
  });

  it('refuses to delete, restore or give a login to a colleague who holds more; the owner may', async () => {
    const granter = await fresh({ employees: 'main', requests: 'main', tasks: 'executor' });
    const boss = await fresh({ requests: 'main', tasks: 'executor', settings: 'view' });
    const peer = await fresh({ requests: 'executor', tasks: 'executor' });
    const status = async (id: number) =>
      (await send('GET', `/api/employee/${id}`, landlord)).json().status;

    const refused = await send('DELETE', `/api/employee/${boss.id}`, granter.headers);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject(refusal('holds_more'));
    expect(await status(boss.id)).toBe('active');
    expect((await send('GET', '/api/user', boss.headers)).statusCode).toBe(200);

    const deleted = await send('DELETE', `/api/employee/${peer.id}`, granter.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await status(peer.id)).toBe('deleted');

    expect((await send('DELETE', `/api/employee/${boss.id}`, landlord)).statusCode).toBe(200);
    const restore = await send('PUT', `/api/employee/${boss.id}/restore`, granter.headers);
    expect(restore.statusCode, restore.body).toBe(403);
    expect(restore.json()).toMatchObject(refusal('holds_more'));
    expect(await status(boss.id)).toBe('deleted');

    const unsigned = await send('POST', '/api/employee', landlord, {
      full_name: `Без Логина ${++serial}`,
      access: { settings: 'main' },
    });
    expect(unsigned.statusCode, unsigned.body).toBe(201);
    const account = await send(
      'POST',
      `/api/employee/${unsigned.json().id}/account`,
      granter.headers,
      {
        login: `ag_account_${serial}`,
      },
    );
    expect(account.statusCode, account.body).toBe(403);
    expect(account.json()).toMatchObject(refusal('holds_more'));
    expect(
      (await send('GET', `/api/employee/${unsigned.json().id}`, landlord)).json().login,
    ).toBeNull();
  });
});

/** Every module has its screens now: a name that is no module stands for one without them. */
const UNGRANTABLE = ['payroll'];

describe('validation', () => {
  it('refuses modules without screens, unknown levels and empty changes, naming the field', async () => {
    const target = await fresh();
    const before = await accessOf(target.id);
    const invalid = async (
      body: unknown,
      field: string,
      url = `/api/employee/${target.id}/access`,
      method = 'PUT',
    ) => {
      const res = await send(method, url, landlord, body);
      expect.soft(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect.soft(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    };
    for (const module of UNGRANTABLE) {
      await invalid({ access: { [module]: 'view' } }, `access.${module}`);
    }
    await invalid({ access: { requests: 'boss' } }, 'access.requests');
    await invalid({}, 'access');
    await invalid({ notification_access: 'yes' }, 'notification_access');
    for (const module of UNGRANTABLE) {
      await invalid({ ids: [target.id], module, level: 'view' }, 'module', '/api/employee/access');
    }
    await invalid({ ids: [], module: 'requests', level: 'view' }, 'ids', '/api/employee/access');
    await invalid(
      { ids: [target.id], module: 'requests', level: 'boss' },
      'level',
      '/api/employee/access',
    );
    await invalid(
      { employee_ids: [target.id], notification_access: 'yes' },
      'notification_access',
      '/api/employee-notifications/permissions',
      'POST',
    );
    await invalid(
      { employee_ids: [], notification_access: true },
      'employee_ids',
      '/api/employee-notifications/permissions',
      'POST',
    );
    expect(await accessOf(target.id)).toEqual(before);
  });
});

describe('registering and editing an employee with its access', () => {
  const body = () => ({
    full_name: `Сотрудник С Доступом ${++serial}`,
    login: `ag_new_${serial}`,
    department: 'operations',
  });

  it('grants on create and on edit, within the same rules', async () => {
    const created = await send('POST', '/api/employee', landlord, {
      ...body(),
      access: { requests: 'executor' },
      notification_access: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await accessOf(id)).toMatchObject({
      access: { requests: 'executor', tasks: 'executor', objects: 'none' },
      notification_access: true,
    });
    const record = (await send('GET', `/api/employee/${id}`, landlord)).json();
    const { access: _a, notification_access: _n, ...fields } = record;
    const edited = await send('PUT', `/api/employee/${id}`, landlord, {
      ...fields,
      access: { objects: 'view', tasks: 'main' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await accessOf(id)).access).toMatchObject({
      objects: 'view',
      requests: 'executor',
      tasks: 'main',
    });

    for (const module of UNGRANTABLE) {
      const res = await send('POST', '/api/employee', landlord, {
        ...body(),
        access: { [module]: 'view' },
      });
      expect.soft(res.statusCode, `POST ${module}`).toBe(400);
      expect
        .soft(Object.keys(res.json().errors ?? {}), `POST ${module}`)
        .toContain(`access.${module}`);
      const put = await send('PUT', `/api/employee/${id}`, landlord, {
        ...fields,
        access: { [module]: 'main' },
      });
      expect.soft(put.statusCode, `PUT ${module}`).toBe(400);
      expect
        .soft(Object.keys(put.json().errors ?? {}), `PUT ${module}`)
        .toContain(`access.${module}`);
    }
  });

  it('refuses a grant beyond the granter’s levels, or by one who may not grant, and stores nothing', async () => {
    const count = async () =>
      (await ctx.app.db.select({ id: employees.id }).from(employees)).length;
    const manager = await fresh({ employees: 'main', requests: 'view' });
    const creator = await fresh({ employees: 'creator' });
    const before = await count();
    const beyond = await send('POST', '/api/employee', manager.headers, {
      ...body(),
      access: { requests: 'main' },
    });
    expect(beyond.statusCode, beyond.body).toBe(403);
    expect(beyond.json()).toMatchObject(refusal('beyond_own'));
    const notAllowed = await send('POST', '/api/employee', creator.headers, {
      ...body(),
      access: { requests: 'view' },
    });
    expect(notAllowed.statusCode, notAllowed.body).toBe(403);
    expect(notAllowed.json()).toMatchObject(refusal('not_allowed'));
    expect(await count()).toBe(before);
    const plain = await send('POST', '/api/employee', creator.headers, body());
    expect(plain.statusCode, plain.body).toBe(201);

    const target = await send('POST', '/api/employee', landlord, body());
    const id = target.json().id as number;
    const record = (await send('GET', `/api/employee/${id}`, landlord)).json();
    const { access: _a, notification_access: _n, ...fields } = record;
    const put = await send('PUT', `/api/employee/${id}`, manager.headers, {
      ...fields,
      position: 'Главный',
      access: { requests: 'intermediate' },
    });
    expect(put.statusCode, put.body).toBe(403);
    expect(put.json()).toMatchObject(refusal('beyond_own'));
    expect((await send('GET', `/api/employee/${id}`, landlord)).json()).toEqual(record);
    expect((await accessOf(id)).access.requests).toBe('none');
  });
});

describe('audit', () => {
  it('writes an update row with access.<module> and notification_access, from and to', async () => {
    const target = await fresh({ requests: 'view' });
    const history = async () =>
      (await send('GET', `/api/history/employees/${target.id}`, landlord)).json() as {
        action: string;
        changes: Record<string, { from: unknown; to: unknown }>;
        user_id: number;
      }[];
    await grant(landlord, target.id, {
      access: { requests: 'executor', objects: 'view' },
      notification_access: true,
    });
    const [row] = await history();
    const [owner] = await ctx.app.db.select().from(users).where(eq(users.login, 'landlord'));
    expect(row).toMatchObject({ action: 'update', user_id: owner.id });
    expect(row.changes).toMatchObject({
      'access.requests': { from: 'view', to: 'executor' },
      'access.objects': { from: 'none', to: 'view' },
      notification_access: { from: false, to: true },
    });

    await send('PUT', '/api/employee/access', landlord, {
      ids: [target.id],
      module: 'renters',
      level: 'main',
    });
    expect((await history())[0]).toMatchObject({
      action: 'update',
      changes: { 'access.renters': { from: 'none', to: 'main' } },
    });

    await send('POST', '/api/employee-notifications/permissions', landlord, {
      employee_ids: [target.id],
      notification_access: false,
    });
    expect((await history())[0]).toMatchObject({
      action: 'update',
      changes: { notification_access: { from: true, to: false } },
    });
    const refused = await grant(landlord2, target.id, { access: { requests: 'main' } });
    expect(refused.statusCode).toBe(404);
    expect(await history()).toHaveLength(3);
  });
});

describe('values sent back unchanged', () => {
  it('are no grant: a card saved with the levels it shows passes for one who could not grant them', async () => {
    const manager = await fresh({ employees: 'main' });
    const target = await fresh({ requests: 'main' });
    expect((await grant(landlord, target.id, { notification_access: true })).statusCode).toBe(200);
    const card = (await send('GET', `/api/employee/${target.id}`, manager.headers)).json();
    const saved = await send('PUT', `/api/employee/${target.id}`, manager.headers, {
      full_name: card.full_name,
      access: { requests: 'main' },
      notification_access: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const raised = await send('PUT', `/api/employee/${target.id}`, manager.headers, {
      full_name: card.full_name,
      access: { requests: 'view' },
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toMatchObject(refusal('beyond_own'));
    expect((await accessOf(target.id)).access.requests).toBe('main');
  });
});
