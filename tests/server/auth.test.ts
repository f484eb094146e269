import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landlords, mailOutbox, rateLimits, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

const linkToken = (text: string) => /refresh-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('login', () => {
  it('returns a token and the current user', async () => {
    const res = await post('/api/auth/login', { login: 'Landlord', password: 'demo12345' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ login: 'landlord', role: 'landlord', has_bid_access: true });
    expect(body.user.organization.name).toBe('ТРЦ Арай');
  });

  it('tells an unknown login from a wrong password', async () => {
    const unknown = await post('/api/auth/login', { login: 'nobody', password: 'demo12345' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    const wrong = await post('/api/auth/login', { login: 'landlord2', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
  });

  it('requires both fields', async () => {
    const res = await post('/api/auth/login', { login: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      login: 'validation.required',
      password: 'validation.required',
    });
  });

  it('throttles a login after 10 failures from one address, even with the right password', async () => {
    const headers = { 'x-forwarded-for': '10.0.0.1' };
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'superadmin', password: 'wrong-password' },
        remoteAddress: '203.0.113.7',
        headers,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'superadmin', password: 'demo12345' },
      remoteAddress: '203.0.113.7',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'superadmin', password: 'demo12345' },
      remoteAddress: '203.0.113.8',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a blocked organization and ends its sessions', async () => {
    const token = await login(ctx.app, 'landlord2');
    await ctx.app.db
      .update(landlords)
      .set({ status: 'blocked' })
      .where(eq(landlords.name, 'БЦ Есиль'));
    const me = await ctx.app.inject({ url: '/api/user', headers: auth(token) });
    expect(me.statusCode).toBe(401);
    const res = await post('/api/auth/login', { login: 'landlord2', password: 'demo12345' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_BLOCKED');
    await ctx.app.db
      .update(landlords)
      .set({ status: 'active' })
      .where(eq(landlords.name, 'БЦ Есиль'));
  });
});

describe('tokens', () => {
  it('401 without a token, with a forged one, and after logout', async () => {
    expect((await ctx.app.inject({ url: '/api/user' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      url: '/api/user',
      headers: auth('eyJhbGciOiJIUzI1NiJ9.e30.x'),
    });
    expect(forged.statusCode).toBe(401);
    const token = await login(ctx.app, 'renter');
    expect((await ctx.app.inject({ url: '/api/user', headers: auth(token) })).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, auth(token))).statusCode).toBe(204);
    const after = await ctx.app.inject({ url: '/api/user', headers: auth(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });
});

describe('password recovery', () => {
  it('answers 202 whatever the login, and mails a single-use link', async () => {
    expect((await post('/api/auth/restore-password', { login: 'nobody' })).statusCode).toBe(202);
    const oldSession = await login(ctx.app, 'employee');
    expect((await post('/api/auth/restore-password', { login: 'employee' })).statusCode).toBe(202);
    const [mail] = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'd.sadykova@aray.kz'));
    expect(mail.subject).toContain('смена пароля');
    const token = linkToken(mail.text);
    expect(token.length).toBeGreaterThan(20);

    const mismatch = await post('/api/auth/refresh-password', {
      token,
      password: 'new-secret-1',
      password_confirmation: 'new-secret-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: 'validation.password_mismatch',
    });
    const short = await post('/api/auth/refresh-password', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.json().errors.password).toBe('validation.password_min');

    const ok = await post('/api/auth/refresh-password', {
      token,
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    });
    expect(ok.statusCode).toBe(204);
    const again = await post('/api/auth/refresh-password', {
      token,
      password: 'new-secret-2',
      password_confirmation: 'new-secret-2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect((await ctx.app.inject({ url: '/api/user', headers: auth(oldSession) })).statusCode).toBe(
      401,
    );
    await login(ctx.app, 'employee', 'new-secret-1');
  });
});

describe('temporary passwords', () => {
  it('blocks everything but the current user and logout until the password is replaced', async () => {
    const [landlord] = await ctx.app.db
      .select()
      .from(landlords)
      .where(eq(landlords.name, 'ТРЦ Арай'));
    await ctx.app.db.insert(users).values({
      login: 'newcomer',
      password_hash: await hashPassword('temp-pass-1'),
      full_name: 'Новый сотрудник',
      role: 'landlord',
      landlord_id: landlord.id,
      must_change_password: true,
    });
    const token = await login(ctx.app, 'newcomer', 'temp-pass-1');
    const me = await ctx.app.inject({ url: '/api/user', headers: auth(token) });
    expect(me.json().must_change_password).toBe(true);
    const blocked = await ctx.app.inject({ url: '/api/user/landlord', headers: auth(token) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const same = await post(
      '/api/auth/first-login',
      { password: 'temp-pass-1', password_confirmation: 'temp-pass-1' },
      auth(token),
    );
    expect(same.json().errors).toEqual({ password: 'validation.password_same' });
    const done = await post(
      '/api/auth/first-login',
      { password: 'my-own-pass', password_confirmation: 'my-own-pass' },
      auth(token),
    );
    expect(done.statusCode).toBe(204);
    const open = await ctx.app.inject({ url: '/api/user/landlord', headers: auth(token) });
    expect(open.statusCode).toBe(200);
    expect(open.json().name).toBe('ТРЦ Арай');
  });
});

describe('changing the password', () => {
  it('checks the current password and signs out the other sessions', async () => {
    const first = await login(ctx.app, 'renter');
    const second = await login(ctx.app, 'renter');
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/password', headers: auth(first), payload });
    const wrong = await put({
      current_password: 'not-it',
      password: 'renter-pass-2',
      password_confirmation: 'renter-pass-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: 'app.auth.wrong_current_password' });
    const ok = await put({
      current_password: 'demo12345',
      password: 'renter-pass-2',
      password_confirmation: 'renter-pass-2',
    });
    expect(ok.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/user', headers: auth(first) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: auth(second) })).statusCode).toBe(
      401,
    );
  });
});

describe('rate limits', () => {
  it('counts password-restore requests per address in the database and answers 429', async () => {
    const restore = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/restore-password',
        payload: { login: 'nobody' },
        remoteAddress: '198.51.100.9',
      });
    for (let i = 0; i < 5; i++) expect((await restore()).statusCode).toBe(202);
    const limited = await restore();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await ctx.app.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, '%198.51.100.9'));
    expect(row.count).toBe(6);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/restore-password',
      payload: { login: 'nobody' },
      remoteAddress: '198.51.100.10',
    });
    expect(other.statusCode).toBe(202);
  });
});
