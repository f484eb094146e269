import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushOutbox, pushTokens, users } from '../../server/db/schema';
import { queuePushes } from '../../server/modules/push/outbox';
import { NO_DEVICES, sendDuePushes } from '../../server/modules/push/sender';
import {
  type PushPayload,
  PushSendError,
  type PushTransport,
} from '../../server/modules/push/transport';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

/** The sender's contract against a fake FCM: what each of its answers does to the outbox. */
type Answer = 'ok' | 'invalid' | 'unavailable' | 'hang';
const answers = new Map<string, Answer>();
const delivered: { token: string; payload: PushPayload }[] = [];
const fake: PushTransport = {
  send: (token, payload) => {
    const answer = answers.get(token) ?? 'ok';
    if (answer === 'hang') return new Promise(() => undefined);
    if (answer === 'invalid') {
      return Promise.reject(
        new PushSendError('messaging/registration-token-not-registered', 'gone'),
      );
    }
    if (answer === 'unavailable') {
      return Promise.reject(new PushSendError('messaging/unavailable', 'try later'));
    }
    delivered.push({ token, payload });
    return Promise.resolve();
  },
};

const BACKOFF = 60_000;
const options = { timeoutMs: 50, maxAttempts: 2, backoffMs: (n: number) => BACKOFF * n };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { push: { transport: fake, options } });
});
afterAll(() => ctx.close());
beforeEach(() => {
  answers.clear();
  delivered.length = 0;
});

const message = {
  event: 'notification' as const,
  title: { ru: 'Новое сообщение', kk: 'Жаңа хабарлама', en: 'New message' },
  body: 'Отключение воды в 14:00',
  link: '/notifications',
};

/** A new employee with these devices (each a token and FCM's answer to it). */
const person = async (name: string, devices: Record<string, Answer>, locale = 'ru') => {
  const { user } = await addEmployee(ctx.app, name, 'view');
  await ctx.app.db.update(users).set({ locale }).where(eq(users.id, user.id));
  for (const [token, answer] of Object.entries(devices)) {
    await ctx.app.db.insert(pushTokens).values({ token, user_id: user.id });
    answers.set(token, answer);
  }
  return user.id;
};

const outboxOf = (userId: number) =>
  ctx.app.db.select().from(pushOutbox).where(eq(pushOutbox.user_id, userId));
const tokensOf = async (userId: number) =>
  (await ctx.app.db.select().from(pushTokens).where(eq(pushTokens.user_id, userId))).map(
    (t) => t.token,
  );

describe('the push sender', () => {
  it('sends to every device in the user language and marks the row sent', async () => {
    const id = await person('push-ok', { 'ok-1': 'ok', 'ok-2': 'ok' }, 'kk');
    await queuePushes(ctx.app.db, [id], message);
    await ctx.app.runJob('push');
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ attempts: 1, failed_at: null, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(delivered.map((d) => d.token).sort()).toEqual(['ok-1', 'ok-2']);
    expect(delivered[0].payload).toEqual({
      title: 'Жаңа хабарлама',
      body: message.body,
      link: '/notifications',
    });
  });

  it('deletes a token FCM no longer knows; the row is sent through the other device', async () => {
    const id = await person('push-invalid', { 'gone-1': 'invalid', 'live-1': 'ok' });
    await queuePushes(ctx.app.db, [id], message);
    const run = await sendDuePushes(ctx.app.db, fake, options);
    expect(run.invalidTokens).toBe(1);
    expect(await tokensOf(id)).toEqual(['live-1']);
    const [row] = await outboxOf(id);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toContain('messaging/registration-token-not-registered');
  });

  it('gives a row up at once when its only device is unknown to FCM', async () => {
    const id = await person('push-all-gone', { 'gone-2': 'invalid' });
    await queuePushes(ctx.app.db, [id], message);
    await sendDuePushes(ctx.app.db, fake, options);
    expect(await tokensOf(id)).toEqual([]);
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row.failed_at).not.toBeNull();
  });

  it('retries a send that times out after a backoff, and gives up after the last attempt', async () => {
    const id = await person('push-slow', { 'slow-1': 'hang' });
    await queuePushes(ctx.app.db, [id], message);
    const started = Date.now();
    await sendDuePushes(ctx.app.db, fake, options);
    const [first] = await outboxOf(id);
    expect(first).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(first.last_error).toContain('timeout');
    const wait = new Date(first.next_attempt_at).getTime() - started;
    expect(wait).toBeGreaterThanOrEqual(BACKOFF);
    expect(wait).toBeLessThan(BACKOFF + 30_000);

    // Not due yet: another run leaves it alone.
    await sendDuePushes(ctx.app.db, fake, options);
    expect((await outboxOf(id))[0].attempts).toBe(1);

    await ctx.app.db
      .update(pushOutbox)
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(pushOutbox.id, first.id));
    await sendDuePushes(ctx.app.db, fake, options);
    const [last] = await outboxOf(id);
    expect(last).toMatchObject({ attempts: 2, sent_at: null });
    expect(last.failed_at).not.toBeNull();
    expect(last.last_error).toContain('timeout');
    expect(await tokensOf(id)).toEqual(['slow-1']);
  });

  it('retries an FCM error other than an unknown token', async () => {
    const id = await person('push-unavailable', { 'busy-1': 'unavailable' });
    await queuePushes(ctx.app.db, [id], message);
    const run = await sendDuePushes(ctx.app.db, fake, options);
    expect(run).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    expect((await outboxOf(id))[0].last_error).toContain('messaging/unavailable');
  });

  it('queues nothing for a user without a device or who turned the event off', async () => {
    const none = await person('push-no-device', {});
    const off = await person('push-off', { 'off-1': 'ok' });
    await ctx.app.db
      .update(users)
      .set({ push_events: ['bid_assigned'] })
      .where(eq(users.id, off));
    await queuePushes(ctx.app.db, [none, off], message);
    expect([...(await outboxOf(none)), ...(await outboxOf(off))]).toEqual([]);
  });

  it('gives up a row whose user lost every device before it was sent', async () => {
    const id = await person('push-lost', { 'lost-1': 'ok' });
    await queuePushes(ctx.app.db, [id], message);
    await ctx.app.db.delete(pushTokens).where(eq(pushTokens.user_id, id));
    await sendDuePushes(ctx.app.db, fake, options);
    const [row] = await outboxOf(id);
    expect(row.last_error).toBe(NO_DEVICES);
    expect(row.failed_at).not.toBeNull();
  });
});

describe('with Firebase configured', () => {
  it('says push is on and counts the caller devices', async () => {
    await person('push-status', { 'status-1': 'ok' });
    const res = await ctx.app.inject({
      url: '/api/push/status',
      headers: auth(await login(ctx.app, 'push-status')),
    });
    expect(res.json()).toEqual({ configured: true, devices: 1 });
  });

  it('sends a test push to the caller now and says what happened', async () => {
    await person('push-tester', { 'tester-1': 'ok', 'tester-2': 'invalid' }, 'en');
    const headers = auth(await login(ctx.app, 'push-tester'));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/push/test', headers });
    expect(res.json()).toMatchObject({ result: 'sent', devices: 2 });
    expect(delivered).toEqual([
      {
        token: 'tester-1',
        payload: {
          title: 'Test push notification',
          body: 'Push notifications work on this device.',
          link: '/fcm-test',
        },
      },
    ]);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/push/test', headers });
    expect(again.json()).toMatchObject({ result: 'sent', devices: 1 });
  });

  it('answers "no devices" or "retrying" for a test push that reached nobody', async () => {
    await person('push-lonely', {});
    const lonely = auth(await login(ctx.app, 'push-lonely'));
    const none = await ctx.app.inject({ method: 'POST', url: '/api/push/test', headers: lonely });
    expect(none.json()).toEqual({ result: 'no_devices', devices: 0, error: null });

    await person('push-stuck', { 'stuck-1': 'unavailable' });
    const stuck = auth(await login(ctx.app, 'push-stuck'));
    const busy = await ctx.app.inject({ method: 'POST', url: '/api/push/test', headers: stuck });
    expect(busy.json()).toMatchObject({ result: 'retrying', devices: 1 });
    expect(busy.json().error).toContain('messaging/unavailable');
  });
});
