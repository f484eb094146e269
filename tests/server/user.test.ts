import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = async (name: string) =>
  (await ctx.app.inject({ url: '/api/user', headers: auth(await login(ctx.app, name)) })).json();

describe('GET /api/user', () => {
  it('describes an employee with the access map and bid access', async () => {
    const user = await me('employee');
    expect(user).toMatchObject({
      role: 'employee',
      has_bid_access: true,
      notification_access: true,
    });
    expect(user.access.requests).toBe('main');
    expect(user.land).toMatchObject({ name: 'ТРЦ «Арай»', logo: '/default-logo.svg' });
  });

  it('gives a renter their room and its object', async () => {
    const user = await me('renter');
    expect(user.role).toBe('renter');
    expect(user.room.number).toBe('103');
    expect(user.land.name).toBe('ТРЦ «Арай»');
    // Every unit leased today, each with its centre; `room` is the first of them.
    expect(user.rooms[0]).toEqual({ id: user.room.id, number: '103', object_name: 'ТРЦ «Арай»' });
    expect(user.access).toBeNull();
  });

  it('has no organization for the superadmin', async () => {
    const user = await me('superadmin');
    expect(user).toMatchObject({ role: 'superadmin', land: null, organization: null, rooms: [] });
  });

  it('denies bid access to an employee whose requests level is none', async () => {
    await addEmployee(ctx.app, 'no_requests', { requests: 'none', tasks: 'executor' });
    const token = await login(ctx.app, 'no_requests');
    const res = await ctx.app.inject({
      url: '/api/type-request/check-bid-access',
      headers: auth(token),
    });
    expect(res.json()).toEqual({ has_access: false });
    expect((await me('no_requests')).has_bid_access).toBe(false);
  });
});

describe('PUT /api/user', () => {
  it('updates the own profile, normalises the phone and ignores the role', async () => {
    const token = await login(ctx.app, 'renter');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: auth(token),
      payload: {
        full_name: 'Ким Виктория',
        phone: '+7 (701) 777-04-05',
        email: 'victoria@coffeehouse.kz',
        locale: 'kk',
        role: 'superadmin',
        landlord_id: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'Ким Виктория',
      phone: '+77017770405',
      locale: 'kk',
      role: 'renter',
      landlord_id: 1,
    });
  });

  it('returns a message key per bad field', async () => {
    const token = await login(ctx.app, 'landlord');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: auth(token),
      payload: { full_name: '', phone: '123', email: 'x@', locale: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      full_name: 'validation.required',
      phone: 'validation.phone',
      email: 'validation.email',
      locale: 'validation.invalid',
    });
  });
});

describe('PUT /api/user/locale', () => {
  it('sets the language of the interface and of the user’s mail, and nothing else', async () => {
    await addEmployee(ctx.app, 'locale_switcher', 'view');
    const token = await login(ctx.app, 'locale_switcher');
    const before = (await ctx.app.inject({ url: '/api/user', headers: auth(token) })).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: auth(token),
      payload: { locale: 'kk', full_name: 'Другое Имя' },
    });
    expect(res.statusCode).toBe(204);
    const after = (await ctx.app.inject({ url: '/api/user', headers: auth(token) })).json();
    expect(after).toEqual({ ...before, locale: 'kk' });
  });

  it('refuses a language the product does not speak, naming the field', async () => {
    const token = await login(ctx.app, 'landlord');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: auth(token),
      payload: { locale: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ locale: 'validation.invalid' });
    expect((await me('landlord')).locale).toBe('ru');
  });

  it('lets a user with a temporary password switch the language of the password page', async () => {
    await addEmployee(ctx.app, 'locale_newcomer', 'none');
    const token = await login(ctx.app, 'locale_newcomer');
    await ctx.app.db
      .update(users)
      .set({ must_change_password: true })
      .where(eq(users.login, 'locale_newcomer'));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: auth(token),
      payload: { locale: 'en' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me('locale_newcomer')).locale).toBe('en');
  });
});

describe('GET /api/user/all', () => {
  it('lists only the caller’s organization', async () => {
    const names = async (login_: string) =>
      (await ctx.app.inject({ url: '/api/user/all', headers: auth(await login(ctx.app, login_)) }))
        .json()
        .map((u: { full_name: string }) => u.full_name);
    const second = await names('landlord2');
    expect(second).toContain('Жумабаева Айгерим Кайратовна');
    expect(second).toContain('Калиев Арман Жумабекович');
    expect(second).not.toContain('Ахметов Серик Болатович');
    expect(await names('landlord')).not.toContain('Жумабаева Айгерим Кайратовна');
    const renter = await ctx.app.inject({
      url: '/api/user/all',
      headers: auth(await login(ctx.app, 'renter')),
    });
    expect(renter.statusCode).toBe(403);
  });

  it('shows staff only to an employee who may not see renters, and nothing to one with no module', async () => {
    await addEmployee(ctx.app, 'picker_requests', { requests: 'main' });
    await addEmployee(ctx.app, 'picker_none', 'none');
    const people = await ctx.app.inject({
      url: '/api/user/all',
      headers: auth(await login(ctx.app, 'picker_requests')),
    });
    expect(people.statusCode).toBe(200);
    const roles = new Set(people.json().map((u: { role: string }) => u.role));
    expect(roles.has('employee')).toBe(true);
    expect(roles.has('renter')).toBe(false);
    const nobody = await ctx.app.inject({
      url: '/api/user/all',
      headers: auth(await login(ctx.app, 'picker_none')),
    });
    expect(nobody.statusCode).toBe(403);
    const landlord = await ctx.app.inject({
      url: '/api/user/all',
      headers: auth(await login(ctx.app, 'landlord')),
    });
    expect(landlord.json().some((u: { role: string }) => u.role === 'renter')).toBe(true);
  });

  it("searches names with q, a few answers at most; a superadmin gets landlords' staff", async () => {
    await addEmployee(ctx.app, 'picker_findme', 'view');
    const found = await ctx.app.inject({
      url: '/api/user/all?q=picker_find',
      headers: auth(await login(ctx.app, 'landlord')),
    });
    expect(found.json().map((u: { full_name: string }) => u.full_name)).toEqual([
      'Test picker_findme',
    ]);
    const many = await ctx.app.inject({
      url: '/api/user/all?q=%D0%B0',
      headers: auth(await login(ctx.app, 'landlord')),
    });
    expect(many.json().length).toBeLessThanOrEqual(50);
    const platform = await ctx.app.inject({
      url: '/api/user/all',
      headers: auth(await login(ctx.app, 'superadmin')),
    });
    const roles = new Set(platform.json().map((u: { role: string }) => u.role));
    expect([...roles].sort()).toEqual(['employee', 'landlord']);
  });
});
