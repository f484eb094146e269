import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, pushOutbox, pushTokens, users } from '../../server/db/schema';
import { queuePushes } from '../../server/modules/push/outbox';
import { PUSH_OFF } from '../../server/modules/push/sender';
import {
  addEmployee,
  addEmployeeOf,
  auth,
  createTestApp,
  landlordId,
  login,
  type TestContext,
} from './helpers';

/** Push with no Firebase credentials (the test configuration): tokens, settings, and "off". */
let ctx: TestContext;
let landlord: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
});
afterAll(() => ctx.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  body?: object,
) => ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload: body });

const ownerOf = async (token: string) => {
  const [row] = await ctx.app.db.select().from(pushTokens).where(eq(pushTokens.token, token));
  return row?.user_id ?? null;
};

const userIdOf = async (loginName: string) => {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.login, loginName));
  return row.id;
};

describe('POST and DELETE /api/set-fcm-token', () => {
  it('registers a device for the caller, and moves it to whoever registers it next', async () => {
    await addEmployee(ctx.app, 'push-mover', 'view');
    const first = auth(await login(ctx.app, 'push-mover'));
    const renter = auth(await login(ctx.app, 'renter'));
    const token = 'device-a:APA91b_moves-between-users';
    expect((await send('POST', '/api/set-fcm-token', first, { fcm_token: token })).statusCode).toBe(
      204,
    );
    expect(await ownerOf(token)).toBe(await userIdOf('push-mover'));
    // The same token again: still one row, refreshed.
    expect((await send('POST', '/api/set-fcm-token', first, { fcm_token: token })).statusCode).toBe(
      204,
    );
    expect(
      (await send('POST', '/api/set-fcm-token', renter, { fcm_token: token })).statusCode,
    ).toBe(204);
    expect(await ownerOf(token)).toBe(await userIdOf('renter'));
    const rows = await ctx.app.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(rows).toHaveLength(1);
  });

  it('refuses a device another organization still uses, and hands it over once they signed out', async () => {
    const previous = await addEmployeeOf(ctx.app, 'БЦ Есиль', 'push-esil', 'view');
    await addEmployee(ctx.app, 'push-taker', 'view');
    const token = 'device-e:handed-over';
    const esil = auth(await login(ctx.app, 'push-esil'));
    expect((await send('POST', '/api/set-fcm-token', esil, { fcm_token: token })).statusCode).toBe(
      204,
    );
    await ctx.app.db
      .update(pushTokens)
      .set({ created_at: '2020-01-01T00:00:00Z', user_agent: 'previous owner' })
      .where(eq(pushTokens.token, token));
    const taker = auth(await login(ctx.app, 'push-taker'));
    // Knowing the token is not enough while its owner is signed in elsewhere.
    const taken = await send('POST', '/api/set-fcm-token', taker, { fcm_token: token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PUSH_DEVICE_TAKEN',
      errors: { fcm_token: 'app.errors.push_device_taken' },
    });
    const kept = await ctx.app.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(kept.map((r) => r.user_id)).toEqual([previous.user.id]);

    expect((await send('POST', '/api/auth/logout', esil, {})).statusCode).toBe(204);
    expect((await send('POST', '/api/set-fcm-token', taker, { fcm_token: token })).statusCode).toBe(
      204,
    );
    // The previous owner's row is gone, not moved: nothing of it carries over to the caller.
    const rows = await ctx.app.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(rows.map((r) => r.user_id)).toEqual([await userIdOf('push-taker')]);
    expect(Date.parse(rows[0].created_at)).toBeGreaterThan(Date.parse('2021-01-01T00:00:00Z'));
    expect(rows[0].user_agent).not.toBe('previous owner');
    // Pushes go to users: the previous owner's no longer reach this device.
    const again = auth(await login(ctx.app, 'push-esil'));
    const status = await send('GET', '/api/push/status', again);
    expect(status.json().devices).toBe(0);
    await queuePushes(ctx.app.db, [previous.user.id], {
      event: 'notification',
      title: { ru: 'т', kk: 'т', en: 't' },
      body: 'for the previous owner',
    });
    const queued = await ctx.app.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.user_id, previous.user.id));
    expect(queued).toHaveLength(0);
  });

  it("deletes only the caller's own token", async () => {
    await addEmployee(ctx.app, 'push-owner', 'view');
    await addEmployee(ctx.app, 'push-other', 'view');
    const owner = auth(await login(ctx.app, 'push-owner'));
    const other = auth(await login(ctx.app, 'push-other'));
    const token = 'device-b:owned';
    await send('POST', '/api/set-fcm-token', owner, { fcm_token: token });
    expect(
      (await send('DELETE', '/api/set-fcm-token', other, { fcm_token: token })).statusCode,
    ).toBe(204);
    expect(await ownerOf(token)).toBe(await userIdOf('push-owner'));
    expect(
      (await send('DELETE', '/api/set-fcm-token', owner, { fcm_token: token })).statusCode,
    ).toBe(204);
    expect(await ownerOf(token)).toBeNull();
  });

  it('refuses a missing or malformed token with a field error and stores nothing', async () => {
    const before = await ctx.app.db.select().from(pushTokens);
    const empty = await send('POST', '/api/set-fcm-token', landlord, { fcm_token: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { fcm_token: 'validation.required' },
    });
    const missing = await send('POST', '/api/set-fcm-token', landlord, {});
    expect(missing.json().errors).toEqual({ fcm_token: 'validation.required' });
    const bad = await send('POST', '/api/set-fcm-token', landlord, { fcm_token: 'a b<script>' });
    expect(bad.json().errors).toEqual({ fcm_token: 'validation.invalid' });
    const long = await send('POST', '/api/set-fcm-token', landlord, {
      fcm_token: 'x'.repeat(5000),
    });
    expect(long.json().errors).toEqual({ fcm_token: 'validation.too_long' });
    expect(await ctx.app.db.select().from(pushTokens)).toHaveLength(before.length);
  });

  it('needs a signed-in user', async () => {
    expect((await send('POST', '/api/set-fcm-token', {}, { fcm_token: 'x' })).statusCode).toBe(401);
  });
});

describe('GET and PUT /api/user/push-events', () => {
  it('has every event on for a new account and keeps what the user picks', async () => {
    await addEmployee(ctx.app, 'push-settings', 'view');
    const me = auth(await login(ctx.app, 'push-settings'));
    const initial = await send('GET', '/api/user/push-events', me);
    expect(initial.json()).toEqual({
      push_events: ['bid_assigned', 'task_assigned', 'task_due', 'notification'],
    });
    const put = await send('PUT', '/api/user/push-events', me, {
      push_events: ['notification', 'bid_assigned', 'notification'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ push_events: ['bid_assigned', 'notification'] });
    expect((await send('GET', '/api/user/push-events', me)).json()).toEqual({
      push_events: ['bid_assigned', 'notification'],
    });
    expect((await send('PUT', '/api/user/push-events', me, { push_events: [] })).json()).toEqual({
      push_events: [],
    });
  });

  it('refuses an unknown event on its field', async () => {
    const res = await send('PUT', '/api/user/push-events', landlord, {
      push_events: ['bid_assigned', 'birthday'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'push_events.1': 'validation.invalid' });
  });
});

describe('without Firebase credentials', () => {
  it('says push is off', async () => {
    const res = await send('GET', '/api/push/status', landlord);
    expect(res.json()).toEqual({ configured: false, devices: 0 });
  });

  it('assigns a request at once; the queued push is given up as "off" by the sender', async () => {
    const { user } = await addEmployee(ctx.app, 'push-executor', 'main');
    const executor = auth(await login(ctx.app, 'push-executor'));
    await send('POST', '/api/set-fcm-token', executor, { fcm_token: 'device-c:executor' });
    const [bid] = await ctx.app.db
      .select()
      .from(bids)
      .where(
        and(eq(bids.landlord_id, await landlordId(ctx.app, 'ТРЦ Арай')), isNull(bids.executor_id)),
      )
      .limit(1);
    const res = await send('PUT', `/api/bids/${bid.id}/executor`, landlord, {
      executor_id: user.id,
    });
    expect(res.statusCode).toBe(200);
    const queued = await ctx.app.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.user_id, user.id));
    expect(queued).toMatchObject([
      {
        event: 'bid_assigned',
        title: `Вам назначена заявка №${bid.number}`,
        link: `/requests-journal/view/${bid.id}`,
        sent_at: null,
        failed_at: null,
      },
    ]);
    await ctx.app.runJob('push');
    const [after] = await ctx.app.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.id, queued[0].id));
    expect(after.failed_at).not.toBeNull();
    expect(after.last_error).toBe(PUSH_OFF);
  });

  it('queues nothing for an executor who turned the event off', async () => {
    const { user } = await addEmployee(ctx.app, 'push-quiet', 'main');
    const quiet = auth(await login(ctx.app, 'push-quiet'));
    await send('POST', '/api/set-fcm-token', quiet, { fcm_token: 'device-d:quiet' });
    await send('PUT', '/api/user/push-events', quiet, { push_events: ['notification'] });
    const [bid] = await ctx.app.db
      .select()
      .from(bids)
      .where(
        and(eq(bids.landlord_id, await landlordId(ctx.app, 'ТРЦ Арай')), isNull(bids.executor_id)),
      )
      .limit(1);
    const res = await send('PUT', `/api/bids/${bid.id}/executor`, landlord, {
      executor_id: user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await ctx.app.db.select().from(pushOutbox).where(eq(pushOutbox.user_id, user.id)),
    ).toEqual([]);
  });

  it('answers a test push with "off"', async () => {
    const res = await send('POST', '/api/push/test', landlord);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'off', devices: 0, error: null });
  });
});
