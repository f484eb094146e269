import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { employeeAccess, sessions } from '../../server/db/schema';
import type { AuthUser } from '../../server/lib/authUser';
import { SessionCache } from '../../server/lib/sessionCache';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';
import { databaseUrl, serverStatement, testServerUrl, uniqueDatabaseName } from './testDatabases';

/** The session a token names (its `jti`). */
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;

const user = (id: number) => ({ id, login: `u${id}` }) as AuthUser;

describe('the session cache', () => {
  it('answers a live session from memory until it is cleared', async () => {
    const cache = new SessionCache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      return user(1);
    };
    expect(await cache.read('s', load)).toMatchObject({ id: 1 });
    expect(await cache.read('s', load)).toMatchObject({ id: 1 });
    expect(reads).toBe(1);
    cache.clear();
    await cache.read('s', load);
    expect(reads).toBe(2);
  });

  it('does not keep a read that was running when it was cleared, nor a refused session', async () => {
    const cache = new SessionCache();
    let reads = 0;
    const racing = cache.read('s', async () => {
      reads += 1;
      cache.clear();
      return user(1);
    });
    await racing;
    await cache.read('s', async () => {
      reads += 1;
      return user(1);
    });
    expect(reads).toBe(2);
    let refused = 0;
    const none = async () => {
      refused += 1;
      return null;
    };
    expect(await cache.read('gone', none)).toBeNull();
    expect(await cache.read('gone', none)).toBeNull();
    expect(refused).toBe(2);
  });

  it('forgets a session after its time, and the oldest one past its size', async () => {
    const expiring = new SessionCache(-1);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return user(1);
    };
    await expiring.read('s', load);
    await expiring.read('s', load);
    expect(reads).toBe(2);

    const small = new SessionCache(60_000, 2);
    const loaded: string[] = [];
    const of = (id: string) => () => {
      loaded.push(id);
      return Promise.resolve(user(1));
    };
    for (const id of ['a', 'b', 'c', 'a', 'c']) await small.read(id, of(id));
    expect(loaded).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('sessions kept in memory follow the database at once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const renters = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/renters', headers: auth(token) });

  it('refuses a session revoked by any statement on the next request', async () => {
    const token = await login(ctx.app, 'landlord');
    expect((await renters(token)).statusCode).toBe(200);
    await ctx.app.db
      .update(sessions)
      .set({ revoked_at: new Date().toISOString() })
      .where(eq(sessions.id, sessionOf(token)));
    expect((await renters(token)).statusCode).toBe(401);
  });

  it('serves a grant from memory until a change is announced, then reads it again', async () => {
    const { employee } = await addEmployee(ctx.app, 'cache-reader', 'main');
    const token = await login(ctx.app, 'cache-reader');
    expect((await renters(token)).statusCode).toBe(200);
    // Unannounced (the trigger off), the change is not seen: the grant came from memory.
    await ctx.app.db.execute(
      sql`alter table employee_access disable trigger employee_access_auth_changed`,
    );
    await ctx.app.db
      .update(employeeAccess)
      .set({ level: 'none' })
      .where(eq(employeeAccess.employee_id, employee.id));
    expect((await renters(token)).statusCode).toBe(200);
    await ctx.app.db.execute(
      sql`alter table employee_access enable trigger employee_access_auth_changed`,
    );
    await ctx.app.db
      .update(employeeAccess)
      .set({ level: 'none' })
      .where(eq(employeeAccess.employee_id, employee.id));
    expect((await renters(token)).statusCode).toBe(403);
  });
});

// Two server processes on one PostgreSQL: the TEST_DB=pg stage of `npm test`.
describe.skipIf(!testServerUrl())('a change made through another server', () => {
  const serverUrl = testServerUrl() ?? '';
  let name = '';
  let url = '';
  let app: FastifyInstance;
  const others: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    name = uniqueDatabaseName('arenda_notice');
    url = databaseUrl(serverUrl, name);
    await serverStatement(
      serverUrl,
      `CREATE DATABASE ${name} TEMPLATE ${inject('seededTemplate')}`,
    );
    const database = await openDatabase({ url, poolSize: 2 });
    others.push(database);
    app = await buildApp(loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' }), {
      database,
      scheduler: false,
      logger: false,
    });
    others.unshift(app);
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await serverStatement(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  });

  it('reaches this server within a second', async () => {
    const token = await login(app, 'landlord');
    const current = () => app.inject({ method: 'GET', url: '/api/user', headers: auth(token) });
    expect((await current()).statusCode).toBe(200);
    const elsewhere = await openDatabase({ url, poolSize: 1 });
    try {
      await elsewhere.db
        .update(sessions)
        .set({ revoked_at: new Date().toISOString() })
        .where(eq(sessions.id, sessionOf(token)));
    } finally {
      await elsewhere.close();
    }
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = (await current()).statusCode;
      if (status === 200) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(status).toBe(401);
  });
});
