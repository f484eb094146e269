import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNTS, demoIin } from '../../server/db/seed/demo';
import { addEmployee, auth, createTestApp, login, sheetCells, type TestContext } from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let temporaryPassword = '';
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
});
afterAll(() => ctx.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = landlord,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Each registered employee holds a card of its own: a card is one active employee's. */
let card = 777;
const body = (overrides: object = {}) => ({
  full_name: 'Ибраев Марат Серикович',
  iin: demoIin('900215', '3', 41),
  department: 'security',
  position: 'Начальник смены охраны',
  phone: '87015550505',
  pass_card: String(++card).padStart(6, '0'),
  login: 'm.ibrayev',
  ...overrides,
});

describe('employees', () => {
  it('registers an employee with a login, a temporary password and task execution only', async () => {
    const res = await send('POST', '/api/employee', body());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    temporaryPassword = created.temporary_password;
    expect(created).toMatchObject({
      login: 'm.ibrayev',
      phone: '+77015550505',
      work_start: '09:00',
      status: 'active',
    });
    const token = await login(ctx.app, 'm.ibrayev', created.temporary_password);
    const me = (await ctx.app.inject({ url: '/api/user', headers: auth(token) })).json();
    expect(me.must_change_password).toBe(true);
    expect(me.access.tasks).toBe('executor');
    expect(me.access.employees).toBe('none');
  });

  it('validates IIN, schedule and login, storing nothing', async () => {
    const bad = await send(
      'POST',
      '/api/employee',
      body({ iin: '900215300000', work_start: '09:00', work_end: '09:00', login: 'a b' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      iin: 'validation.bin_checksum',
      login: 'validation.login_format',
      work_end: 'validation.work_schedule',
    });
    const schedule = await send(
      'POST',
      '/api/employee',
      body({ work_start: '18:00', work_end: '18:00', login: 'x.y' }),
    );
    expect(schedule.json().errors).toEqual({ work_end: 'validation.work_schedule' });
    const taken = await send('POST', '/api/employee', body({ login: 'LANDLORD' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ login: 'validation.unique' });
  });

  it('lists with page, limit and search (the spec’s call) and counts by department', async () => {
    const res = await ctx.app.inject({
      url: '/api/employee?page=1&limit=10&search=ибраев',
      headers: landlord,
    });
    expect(res.headers['content-range']).toBe('employee 0-0/1');
    expect(res.json()[0].full_name).toBe('Ибраев Марат Серикович');
    const info = (
      await ctx.app.inject({ url: '/api/employee/general-info', headers: landlord })
    ).json();
    expect(info.by_department).toContainEqual({
      department: 'security',
      count: DEMO_COUNTS.aray.by_department.security + 1,
    });
    expect(info.by_status.active).toBe(DEMO_COUNTS.aray.employees + 1);
    const all = (await ctx.app.inject({ url: '/api/employee/all', headers: landlord })).json();
    expect(all.map((e: { full_name: string }) => e.full_name)).toContain(
      'Садыкова Динара Ерлановна',
    );
  });

  it('deletes softly (the login stops working) and restores', async () => {
    const [employee] = (
      await ctx.app.inject({ url: '/api/employee?search=ибраев', headers: landlord })
    ).json();
    const session = auth(await login(ctx.app, 'm.ibrayev', temporaryPassword));
    expect((await send('DELETE', `/api/employee/${employee.id}`)).json().status).toBe('deleted');
    expect((await ctx.app.inject({ url: '/api/user', headers: session })).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'm.ibrayev', password: temporaryPassword },
    });
    expect(again.json().code).toBe('ACCOUNT_BLOCKED');
    const active = await ctx.app.inject({ url: '/api/employee?search=ибраев', headers: landlord });
    expect(active.json()).toEqual([]);
    const deleted = await ctx.app.inject({
      url: '/api/employee?filter={"deleted":true}',
      headers: landlord,
    });
    expect(deleted.json().map((e: { id: number }) => e.id)).toEqual([employee.id]);
    expect((await send('DELETE', `/api/employee/${employee.id}`)).statusCode).toBe(409);
    const restored = await send('PUT', `/api/employee/${employee.id}/restore`);
    expect(restored.json().status).toBe('active');
    const history = (
      await ctx.app.inject({ url: `/api/history/employees/${employee.id}`, headers: landlord })
    ).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'restore',
      'delete',
      'create',
    ]);
  });

  it('keeps other landlords and levels out', async () => {
    const [employee] = (
      await ctx.app.inject({ url: '/api/employee?search=ибраев', headers: landlord })
    ).json();
    const other = auth(await login(ctx.app, 'landlord2'));
    expect(
      (await ctx.app.inject({ url: `/api/employee/${employee.id}`, headers: other })).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/employee/${employee.id}`, undefined, other)).statusCode,
    ).toBe(404);
    await addEmployee(ctx.app, 'emp_mid', { employees: 'intermediate' });
    const mid = auth(await login(ctx.app, 'emp_mid'));
    expect((await send('DELETE', `/api/employee/${employee.id}`, undefined, mid)).statusCode).toBe(
      403,
    );
    expect(
      (await send('PUT', `/api/employee/${employee.id}/restore`, undefined, mid)).statusCode,
    ).toBe(403);
    const renter = auth(await login(ctx.app, 'renter'));
    expect((await ctx.app.inject({ url: '/api/employee', headers: renter })).statusCode).toBe(403);
  });
});

describe('Excel export', () => {
  it('streams the filtered list with headers in the user’s language, formulas kept as text', async () => {
    await send(
      'POST',
      '/api/employee',
      body({ full_name: '=HYPERLINK("http://evil")', login: 'formula.x', iin: null }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/employee',
      headers: landlord,
      payload: { filter: { department: 'security' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Сотрудники');
    expect(sheet.getRow(1).getCell(1).value).toBe('ФИО');
    expect(sheet.getRow(1).getCell(3).value).toBe('Отдел');
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toEqual([
      '=HYPERLINK("http://evil")',
      'Абдуллаев Бахтияр Рахимович',
      'Ермеков Даулет Сабитович',
      'Ибраев Марат Серикович',
      'Смирнов Павел Олегович',
    ]);
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(3).value).toBe('Служба безопасности');
    // Stored `+77015550505` (typed `87015550505`): written as the input's hint spells it.
    const { rows } = await sheetCells(res.rawPayload);
    const ibrayev = rows.find((r) => r.ФИО.value === 'Ибраев Марат Серикович');
    expect(ibrayev?.Телефон.value).toBe('+7 701 555 05 05');
  });

  it('is for levels that may export', async () => {
    await addEmployee(ctx.app, 'emp_viewer', { employees: 'view' });
    const viewer = auth(await login(ctx.app, 'emp_viewer'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/employee',
      headers: viewer,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a login given later', () => {
  const registerWithout = async (overrides: object = {}) => {
    const res = await send(
      'POST',
      '/api/employee',
      body({ login: '', iin: null, department: 'it', pass_card: null, ...overrides }),
    );
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; login: string | null; temporary_password: string | null };
  };

  it('registers an employee without a login, then gives it one with a temporary password', async () => {
    const made = await registerWithout({ full_name: 'Жанибеков Арман Ерланович' });
    expect(made).toMatchObject({ login: null, temporary_password: null, mailed_to: null });
    const given = await send('POST', `/api/employee/${made.id}/account`, { login: 'a.zhanibekov' });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ login: 'a.zhanibekov', mailed_to: null });
    const password = given.json().temporary_password as string;
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    const token = await login(ctx.app, 'a.zhanibekov', password);
    const me = (await ctx.app.inject({ url: '/api/user', headers: auth(token) })).json();
    expect(me).toMatchObject({
      role: 'employee',
      employee_id: made.id,
      full_name: 'Жанибеков Арман Ерланович',
      phone: '+77015550505',
      must_change_password: true,
    });
    const card = (
      await ctx.app.inject({ url: `/api/employee/${made.id}`, headers: landlord })
    ).json();
    expect(card.login).toBe('a.zhanibekov');
    const history = (
      await ctx.app.inject({ url: `/api/history/employees/${made.id}`, headers: landlord })
    ).json() as { changes: Record<string, { from: unknown; to: unknown }> }[];
    expect(history[0].changes.login).toEqual({ from: null, to: 'a.zhanibekov' });

    const again = await send('POST', `/api/employee/${made.id}/account`, { login: 'a.second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ login: 'validation.has_login' });
  });

  it('gives a seeded employee without a login one, and refuses bad or taken logins', async () => {
    const listed = (
      await ctx.app.inject({ url: '/api/employee?page=1&limit=100', headers: landlord })
    ).json() as { id: number; login: string | null; created_by: number | null }[];
    const seeded = listed.find((e) => e.login === null && e.created_by === null);
    if (!seeded) throw new Error('no seeded employee without a login');
    const bad = await send('POST', `/api/employee/${seeded.id}/account`, { login: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ login: 'validation.login_format' });
    const taken = await send('POST', `/api/employee/${seeded.id}/account`, { login: 'Employee' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ login: 'validation.unique' });
    const given = await send('POST', `/api/employee/${seeded.id}/account`, { login: 'd.sadykova' });
    expect(given.statusCode).toBe(201);
  });

  it('is for those who may edit the employee, in its own organization, while it is active', async () => {
    const made = await registerWithout({ full_name: 'Оспанов Ерлан Маратович' });
    const other = auth(await login(ctx.app, 'landlord2'));
    expect(
      (await send('POST', `/api/employee/${made.id}/account`, { login: 'e.ospanov' }, other))
        .statusCode,
    ).toBe(404);
    await addEmployee(ctx.app, 'emp_view_acc', { employees: 'view' });
    const viewer = auth(await login(ctx.app, 'emp_view_acc'));
    expect(
      (await send('POST', `/api/employee/${made.id}/account`, { login: 'e.ospanov' }, viewer))
        .statusCode,
    ).toBe(403);
    await addEmployee(ctx.app, 'emp_creator_acc', { employees: 'creator' });
    const creator = auth(await login(ctx.app, 'emp_creator_acc'));
    expect(
      (await send('POST', `/api/employee/${made.id}/account`, { login: 'e.ospanov' }, creator))
        .statusCode,
    ).toBe(404);
    const renter = auth(await login(ctx.app, 'renter'));
    expect(
      (await send('POST', `/api/employee/${made.id}/account`, { login: 'e.ospanov' }, renter))
        .statusCode,
    ).toBe(403);
    await send('DELETE', `/api/employee/${made.id}`);
    const deleted = await send('POST', `/api/employee/${made.id}/account`, { login: 'e.ospanov' });
    expect(deleted.statusCode).toBe(409);
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'e.ospanov', password: 'whatever-1' },
    });
    expect(stored.json().code).toBe('USER_NOT_FOUND');
  });
});
