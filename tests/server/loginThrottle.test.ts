import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/domain/constants';
import { addEmployee, createTestApp, type TestContext } from './helpers';

/** The sign-in lock holds under parallel guesses, rotating addresses and a trusted proxy. */
let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  [ctx, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: '10.0.0.2' })]);
  await addEmployee(ctx.app, 'victim', 'none');
  await addEmployee(ctx.app, 'rotated', 'none');
  await addEmployee(proxied.app, 'behind', 'none');
});
afterAll(() => Promise.all([ctx.close(), proxied.close()]));

const attempt = (
  app: TestContext['app'],
  login: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password },
    remoteAddress,
    headers,
  });

describe('login lockout', () => {
  it('evaluates no more than the limit when guesses arrive all at once', async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(ctx.app, 'victim', `guess-${i}`, '198.51.100.9'),
      ),
    ).then((all) => all.map((r) => r.statusCode));
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_THROTTLE.perLogin);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - LOGIN_THROTTLE.perLogin);
    const right = await attempt(ctx.app, 'victim', 'demo12345', '198.51.100.9');
    expect(right.statusCode).toBe(429);
  });

  it('locks a login guessed from many addresses', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      const res = await attempt(ctx.app, 'rotated', `guess-${i}`, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const fresh = await attempt(ctx.app, 'rotated', 'demo12345', '192.0.2.250');
    expect(fresh.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perLogin; i++) {
      const res = await attempt(ctx.app, 'superadmin', `guess-${i}`, '203.0.113.50', {
        'x-forwarded-for': `203.0.113.${100 + i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await attempt(ctx.app, 'superadmin', 'demo12345', '203.0.113.50', {
      'x-forwarded-for': '203.0.113.200',
    });
    expect(res.statusCode).toBe(429);
  });

  it('behind a trusted proxy, takes the address the proxy saw, not one the client wrote', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perLogin; i++) {
      const res = await attempt(proxied.app, 'behind', `guess-${i}`, '10.0.0.2', {
        'x-forwarded-for': `203.0.113.${i}, 198.51.100.77`,
      });
      expect(res.statusCode).toBe(401);
    }
    const spoofed = await attempt(proxied.app, 'behind', 'demo12345', '10.0.0.2', {
      'x-forwarded-for': '203.0.113.99, 198.51.100.77',
    });
    expect(spoofed.statusCode).toBe(429);
    const other = await attempt(proxied.app, 'behind', 'demo12345', '10.0.0.2', {
      'x-forwarded-for': '198.51.100.78',
    });
    expect(other.statusCode).toBe(200);
  });
});
