import http from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../server/lib/authUser';
import { LiveHub, STREAMS_PER_USER } from '../../server/lib/liveEvents';
import { EventStream, ticketFor } from './eventStream';
import { addEmployee, createTestApp, login, type TestContext } from './helpers';

/** Holds the hub's unread-count reads while `held` is set: a stream caught while opening. */
const gate = vi.hoisted(() => ({ held: null as Promise<void> | null, reached: 0 }));
vi.mock(import('../../server/lib/unread'), async (original) => {
  const real = await original();
  return {
    ...real,
    unreadCounts: async (...args: Parameters<typeof real.unreadCounts>) => {
      gate.reached++;
      if (gate.held) await gate.held;
      return real.unreadCounts(...args);
    },
  };
});

/** The server's log, one parsed JSON line each. */
const logLines: { level: number; msg?: string; [key: string]: unknown }[] = [];
let ctx: TestContext;
let base = '';
const open: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logger: { stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } } },
  );
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of open) await stream.close();
  await ctx.close();
});

const openWith = async (ticket: string) => {
  const opened = await EventStream.open(base, ticket);
  open.push(opened);
  return opened;
};

const stream = async (token: string) => openWith(await ticketFor(ctx.app, token));

const warnings = () => logLines.filter((line) => line.level >= 40);

/** The server's open connections (HTTP ones: `inject` opens none). */
const connections = () =>
  new Promise<number>((resolve, reject) =>
    ctx.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe('streams per user', () => {
  it(`refuses a user's stream over ${STREAMS_PER_USER} with 429, while others still connect`, async () => {
    await addEmployee(ctx.app, 'cap-many-tabs', 'main');
    const token = await login(ctx.app, 'cap-many-tabs');
    const mine: EventStream[] = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const live = await stream(token);
      expect(live.response.statusCode).toBe(200);
      expect((await live.next()).event).toBe('unread');
      mine.push(live);
    }
    const over = await stream(token);
    expect(over.response.statusCode).toBe(429);
    await over.ended;
    expect(JSON.parse(over.body)).toMatchObject({ code: 'STREAM_LIMIT' });

    // Another user, of the same organization, is not held back.
    const colleague = await stream(await login(ctx.app, 'landlord'));
    expect(colleague.response.statusCode).toBe(200);
    expect((await colleague.next()).event).toBe('unread');

    // A closed stream frees its place.
    await mine[0].close();
    await vi.waitFor(async () => {
      const again = await stream(token);
      expect(again.response.statusCode).toBe(200);
    });
  });
});

describe('tickets', () => {
  it('open one stream: the second use is refused with 401', async () => {
    const token = await login(ctx.app, 'renter');
    const ticket = await ticketFor(ctx.app, token);
    const first = await openWith(ticket);
    expect(first.response.statusCode).toBe(200);
    expect((await first.next()).event).toBe('unread');

    const second = await openWith(ticket);
    expect(second.response.statusCode).toBe(401);
    await second.ended;
    expect(JSON.parse(second.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    // A fresh ticket opens another.
    expect((await stream(token)).response.statusCode).toBe(200);
  });
});

describe('closing streams', () => {
  it('logs no warning, even for one the browser left while it was opening', async () => {
    for (const stream of open.splice(0)) await stream.close();
    const token = await login(ctx.app, 'employee');
    const held = await Promise.all([stream(token), stream(token), stream(token)]);
    for (const live of held) expect((await live.next()).event).toBe('unread');
    logLines.length = 0;

    // One more stream, caught reading its first count; its browser leaves meanwhile.
    const ticket = await ticketFor(ctx.app, token);
    let release = () => {};
    gate.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    gate.reached = 0;
    try {
      const leaving = http.get(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, {
        agent: false,
      });
      leaving.once('error', () => {});
      await vi.waitFor(() => expect(gate.reached).toBe(1));
      leaving.destroy();
      await Promise.all(open.splice(0).map((live) => live.close()));
      await vi.waitFor(async () => expect(await connections()).toBe(0));
    } finally {
      gate.held = null;
      release();
    }

    // The hub reads counts in turn: once a new stream has its own, the one that left has
    // been answered (or not) too.
    const probe = await stream(token);
    expect((await probe.next()).event).toBe('unread');
    await probe.close();
    await vi.waitFor(async () => expect(await connections()).toBe(0));
    expect(logLines.length).toBeGreaterThan(0);
    expect(warnings()).toEqual([]);
  });
});

describe('the log', () => {
  it('shows a stream’s request without its ticket', async () => {
    logLines.length = 0;
    const ticket = await ticketFor(ctx.app, await login(ctx.app, 'landlord'));
    const live = await openWith(ticket);
    expect(live.response.statusCode).toBe(200);
    await live.close();
    const requests = logLines.filter((line) => line.msg === 'incoming request');
    expect(requests.map((line) => (line.req as { url: string }).url)).toContain(
      '/api/events?ticket=[redacted]',
    );
    const text = JSON.stringify(logLines);
    expect(text).not.toContain(ticket.split('.')[0]);
    expect(text).not.toContain(ticket.split('.')[1]);
  });
});

describe('an organization', () => {
  const person = (id: number, landlordId: number | null): AuthUser => ({
    id,
    session_id: `session-${id}`,
    login: `person-${id}`,
    full_name: `Person ${id}`,
    role: landlordId === null ? 'superadmin' : 'employee',
    locale: 'ru',
    landlord_id: landlordId,
    employee_id: null,
    renter_id: null,
    must_change_password: false,
    access: null,
    notification_access: false,
    trial_ends_at: null,
  });

  it('holds at most its cap of streams, all its users together; the superadmin has none', async () => {
    const hub = new LiveHub(ctx.app.database, {}, ctx.app.log, {
      perUser: 5,
      perOrganization: 3,
    });
    try {
      const outs = Array.from({ length: 6 }, () => new PassThrough());
      await hub.open(person(-1, 900), outs[0]);
      await hub.open(person(-2, 900), outs[1]);
      await hub.open(person(-2, 900), outs[2]);
      await expect(hub.open(person(-3, 900), outs[3])).rejects.toMatchObject({
        statusCode: 429,
        code: 'STREAM_LIMIT',
      });
      await hub.open(person(-4, 901), outs[3]);
      for (let i = 0; i < 5; i++) await hub.open(person(-5, null), new PassThrough());
      await expect(hub.open(person(-5, null), outs[4])).rejects.toMatchObject({
        code: 'STREAM_LIMIT',
      });
      expect(hub.size).toBe(9);

      outs[1].destroy();
      await vi.waitFor(() => expect(hub.size).toBe(8));
      await hub.open(person(-3, 900), outs[5]);
      expect(hub.size).toBe(9);
    } finally {
      await hub.close();
    }
  });
});
