import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../server/db/schema';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

/** A password change or reset ends every reset link still open; guessing links is limited. */
let ctx: TestContext;
let address = 10;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['reset_a', 'reset_b']) {
    const { user } = await addEmployee(ctx.app, name, 'none');
    await ctx.app.db
      .update(users)
      .set({ email: `${name}@aray.kz` })
      .where(eq(users.id, user.id));
  }
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `198.51.100.${address++}`,
  });

/** Asks for a link and reads it from the outbox. */
const resetLink = async (login: string) => {
  expect((await post('/api/auth/restore-password', { login })).statusCode).toBe(202);
  const [mail] = await ctx.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, `${login}@aray.kz`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /refresh-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
};

const reset = (token: string, password: string) =>
  post('/api/auth/refresh-password', { token, password, password_confirmation: password });

describe('reset links', () => {
  it('ends an older link once a newer one is used', async () => {
    const older = await resetLink('reset_a');
    const newer = await resetLink('reset_a');
    expect((await reset(newer, 'newer-pass-1')).statusCode).toBe(204);
    const late = await reset(older, 'older-pass-1');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_TOKEN');
    await login(ctx.app, 'reset_a', 'newer-pass-1');
  });

  it('ends a link issued before the owner changed the password', async () => {
    const link = await resetLink('reset_b');
    const token = await login(ctx.app, 'reset_b');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: auth(token),
      payload: {
        current_password: 'demo12345',
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });
    expect(changed.statusCode).toBe(204);
    expect((await reset(link, 'taken-over-1')).statusCode).toBe(400);
    await login(ctx.app, 'reset_b', 'changed-pass-1');
  });

  it('limits guesses at links from one address', async () => {
    const guess = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-password',
        payload: {
          token: 'x'.repeat(40),
          password: 'guess-pass-1',
          password_confirmation: 'guess-pass-1',
        },
        remoteAddress: '203.0.113.61',
      });
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });
});

describe('the mail outbox', () => {
  it('keeps reset links and temporary passwords for a day only', async () => {
    await resetLink('reset_a');
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    const [kept] = await ctx.app.db
      .insert(mailOutbox)
      .values({ to: 'old@aray.kz', subject: 'old', text: 'password: 123', created_at: old })
      .returning();
    await ctx.app.runJob('housekeeping');
    const left = await ctx.app.db.select().from(mailOutbox);
    expect(left.some((m) => m.id === kept.id)).toBe(false);
    expect(left.some((m) => m.to === 'reset_a@aray.kz')).toBe(true);
  });
});
