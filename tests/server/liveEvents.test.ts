import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Db, openDatabase } from '../../server/db/client';
import {
  notificationRecipients,
  notifications,
  renters,
  sessions,
  users,
} from '../../server/db/schema';
import { signEventTicket } from '../../server/lib/eventTickets';
import { announce } from '../../server/lib/liveHints';
import { resolveSecret } from '../../server/lib/secrets';
import { EventStream, ticketFor } from './eventStream';
import {
  addEmployee,
  addRenterUser,
  auth,
  createTestApp,
  login,
  type TestContext,
} from './helpers';
import { databaseUrl, serverStatement, testServerUrl, uniqueDatabaseName } from './testDatabases';

let ctx: TestContext;
let base = '';
const open: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of open) await stream.close();
  await ctx.close();
});

const stream = async (token: string) => {
  const opened = await EventStream.open(base, await ticketFor(ctx.app, token));
  open.push(opened);
  return opened;
};

const userId = async (login: string) => {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.login, login));
  return row.id;
};

const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;

/** A notification to `userIds`, announced as H1's sending does, in one transaction. */
const notify = (app: FastifyInstance, userIds: number[]) =>
  app.db.transaction(async (tx: Db) => {
    const [row] = await tx
      .insert(notifications)
      .values({ message: 'Проверка', recipient_count: userIds.length })
      .returning();
    await tx
      .insert(notificationRecipients)
      .values(userIds.map((user_id) => ({ notification_id: row.id, user_id })));
    await announce(tx, { type: 'unread', notification_id: row.id });
    return row.id;
  });

const unread = async (token: string) =>
  (await ctx.app.inject({ url: '/api/user/count-unread', headers: auth(token) })).json() as {
    count: number;
  };

describe('tickets', () => {
  it('gives a signed-in user a ticket for a minute', async () => {
    const token = await login(ctx.app, 'renter');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const { ticket, expires_at } = res.json();
    expect(ticket).toMatch(/^[\w-]+\.[\w-]+$/);
    const left = new Date(expires_at).getTime() - Date.now();
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(60_000);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/events/ticket' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a forged, expired, another session’s or a revoked session’s ticket with 401', async () => {
    const token = await login(ctx.app, 'renter');
    const refused = async (ticket: string) => {
      const res = await EventStream.open(base, ticket);
      await res.ended;
      expect(res.response.statusCode).toBe(401);
      expect(res.response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    };
    const good = await ticketFor(ctx.app, token);
    await refused(`${good.split('.')[0]}.${'A'.repeat(43)}`);
    await refused('not-a-ticket');

    const secret = await resolveSecret(ctx.app.db, 'jwt_secret');
    const claims = { session_id: sessionOf(token), user_id: await userId('renter') };
    await refused(signEventTicket(secret, claims, Date.now() - 61_000).ticket);
    // A session that is not the user's own, and one that does not exist.
    const other = sessionOf(await login(ctx.app, 'landlord'));
    await refused(signEventTicket(secret, { ...claims, session_id: other }).ticket);
    await refused(signEventTicket(secret, { ...claims, session_id: 'gone' }).ticket);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    await refused(good);
  });
});

describe('the unread count', () => {
  it('is sent at once, then again when a notification arrives or is read', async () => {
    const token = await login(ctx.app, 'employee');
    const me = await userId('employee');
    const before = (await unread(token)).count;
    await notify(ctx.app, [me]);
    expect((await unread(token)).count).toBe(before + 1);

    const live = await stream(token);
    expect(live.response.statusCode).toBe(200);
    expect(live.response.headers['content-type']).toMatch(/^text\/event-stream/);
    // Not compressed nor buffered, and with the app's security headers.
    expect(live.response.headers['content-encoding']).toBeUndefined();
    expect(live.response.headers['cache-control']).toMatch(/no-transform/);
    expect(live.response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(await live.next()).toEqual({ event: 'unread', data: { count: before + 1 } });
    expect(live.retries[0]).toBeGreaterThan(0);

    const someoneElse = await userId('landlord');
    const sent = await notify(ctx.app, [me, someoneElse]);
    expect(await live.next()).toEqual({ event: 'unread', data: { count: before + 2 } });

    await ctx.app.db
      .update(notificationRecipients)
      .set({ read_at: new Date().toISOString() })
      .where(eq(notificationRecipients.notification_id, sent));
    await announce(ctx.app.db, { type: 'read', user_id: me });
    expect(await live.next()).toEqual({ event: 'unread', data: { count: before + 1 } });
  });
});

describe('record changed hints', () => {
  let plumbing: Record<string, unknown>;
  let bidId = 0;
  let otherBidId = 0;
  const move = (id: number, status: string, token: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/bids/${id}/status`,
      payload: { status },
      headers: auth(token),
    });

  /** A plumbing request filed by `token` in the first room it may file for. */
  const file = async (token: string) => {
    const types = (
      await ctx.app.inject({ url: '/api/type-request/kind/12', headers: auth(token) })
    ).json() as { id: number; code: string }[];
    const [place] = (
      await ctx.app.inject({ url: '/api/bids/places', headers: auth(token) })
    ).json() as { room_id: number; object_id: number }[];
    plumbing = {
      request_type_id: types.find((t) => t.code === 'plumbing')?.id,
      object_id: place.object_id,
      room_id: place.room_id,
      applicant_name: 'Проверка Потока',
      phone: '+7 701 777 04 04',
      description: 'Течёт под раковиной',
      answers: { problem: 'leak', flooding: true, location: 'Кухня' },
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bids',
      payload: plumbing,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    bidId = await file(await login(ctx.app, 'renter'));
    otherBidId = await file(await login(ctx.app, 'landlord2'));
  });

  it('tells those who may read a bid that it changed, and nobody else', async () => {
    const landlord = await login(ctx.app, 'landlord');
    const renter = await login(ctx.app, 'renter');
    await addEmployee(ctx.app, 'live-no-requests', { requests: 'none' });
    const blind = await login(ctx.app, 'live-no-requests');
    const [neighbour] = await ctx.app.db
      .select()
      .from(renters)
      .where(
        eq(
          renters.landlord_id,
          (await ctx.app.db.select().from(users).where(eq(users.login, 'landlord')))[0]
            .landlord_id ?? 0,
        ),
      )
      .limit(2)
      .offset(1);
    await addRenterUser(ctx.app, 'live-neighbour', neighbour.id);
    const neighbourToken = await login(ctx.app, 'live-neighbour');
    const streams = {
      landlord: await stream(landlord),
      renter: await stream(renter),
      blind: await stream(blind),
      neighbour: await stream(neighbourToken),
    };
    for (const live of Object.values(streams)) expect((await live.next()).event).toBe('unread');

    // Another organization's bid moves first: had it reached anyone, it would come first.
    expect(
      (await move(otherBidId, 'in_progress', await login(ctx.app, 'landlord2'))).statusCode,
    ).toBe(200);
    expect((await move(bidId, 'in_progress', landlord)).statusCode).toBe(200);
    const changed = { event: 'changed', data: { resource: 'bids', id: bidId } };
    expect(await streams.landlord.next()).toEqual(changed);
    expect(await streams.renter.next()).toEqual(changed);

    // Those who may not read it hear nothing; a notification to them is their next event.
    await notify(ctx.app, [await userId('live-no-requests'), await userId('live-neighbour')]);
    expect(await streams.blind.next()).toEqual({ event: 'unread', data: { count: 1 } });
    expect(await streams.neighbour.next()).toEqual({ event: 'unread', data: { count: 1 } });

    // A comment is a change too.
    const comment = await ctx.app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/comments`,
      payload: { text: 'Мастер придёт в 15:00' },
      headers: auth(landlord),
    });
    expect(comment.statusCode).toBe(201);
    expect(await streams.renter.next()).toEqual(changed);
  });
});

describe('task changed hints', () => {
  it('tells a task’s creator and executor that it changed, not another executor', async () => {
    const landlord = await login(ctx.app, 'landlord');
    await addEmployee(ctx.app, 'live-task-exec', { tasks: 'executor' });
    await addEmployee(ctx.app, 'live-task-other', { tasks: 'executor' });
    const executor = await login(ctx.app, 'live-task-exec');
    const streams = {
      landlord: await stream(landlord),
      executor: await stream(executor),
      other: await stream(await login(ctx.app, 'live-task-other')),
    };
    for (const live of Object.values(streams)) expect((await live.next()).event).toBe('unread');

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: auth(landlord),
      payload: {
        executor_id: await userId('live-task-exec'),
        description: 'Проверить поток',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    const changed = { event: 'changed', data: { resource: 'tasks', id: created.json().id } };
    expect(await streams.landlord.next()).toEqual(changed);
    expect(await streams.executor.next()).toEqual(changed);
    expect(await streams.executor.next()).toEqual({ event: 'unread', data: { count: 1 } });

    const started = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${created.json().id}/status`,
      headers: auth(executor),
      payload: { status: 'in_progress' },
    });
    expect(started.statusCode).toBe(200);
    expect(await streams.landlord.next()).toEqual(changed);
    expect(await streams.executor.next()).toEqual(changed);
    await notify(ctx.app, [await userId('live-task-other')]);
    expect(await streams.other.next()).toEqual({ event: 'unread', data: { count: 1 } });
  });
});

describe('a revoked session', () => {
  it('loses its stream at once, and so does a blocked account', async () => {
    const token = await login(ctx.app, 'renter');
    const live = await stream(token);
    expect((await live.next()).event).toBe('unread');
    await ctx.app.db
      .update(sessions)
      .set({ revoked_at: new Date().toISOString() })
      .where(eq(sessions.id, sessionOf(token)));
    await live.ended;
    await expect(live.next(0)).rejects.toThrow('ended');

    await addEmployee(ctx.app, 'live-blocked', 'main');
    const blocked = await stream(await login(ctx.app, 'live-blocked'));
    expect((await blocked.next()).event).toBe('unread');
    await ctx.app.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.login, 'live-blocked'));
    await blocked.ended;
  });
});

// Two server processes on one PostgreSQL: the TEST_DB=pg stage of `npm test`.
describe.skipIf(!testServerUrl())('a hint announced through another server', () => {
  const serverUrl = testServerUrl() ?? '';
  let name = '';
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    name = uniqueDatabaseName('arenda_live');
    await serverStatement(
      serverUrl,
      `CREATE DATABASE ${name} TEMPLATE ${inject('seededTemplate')}`,
    );
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
      const app = await buildApp(loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' }), {
        database,
        scheduler: false,
        logger: false,
      });
      app.addHook('onClose', () => database.close());
      apps.push(app);
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await serverStatement(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  });

  it('reaches a stream open on this one within a second', async () => {
    const [sender, receiver] = apps;
    const token = await login(receiver, 'renter');
    const live = await EventStream.open(bases[1], await ticketFor(receiver, token));
    try {
      const { count } = (await live.next()).data as { count: number };
      const [me] = await sender.db.select().from(users).where(eq(users.login, 'renter'));
      const started = Date.now();
      await notify(sender, [me.id]);
      expect(await live.next(1000)).toEqual({ event: 'unread', data: { count: count + 1 } });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await live.close();
    }
  });

  it('refuses on one server a ticket already used on the other', async () => {
    const ticket = await ticketFor(apps[0], await login(apps[0], 'landlord'));
    const live = await EventStream.open(bases[0], ticket);
    try {
      expect(live.response.statusCode).toBe(200);
      const again = await EventStream.open(bases[1], ticket);
      expect(again.response.statusCode).toBe(401);
      await again.ended;
    } finally {
      await live.close();
    }
  });
});
