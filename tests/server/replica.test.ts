import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import type { DashboardAnswer } from '../../src/domain/dashboard';
import { isLsn } from '../../src/domain/readAfter';
import type { TaskKpiAnswer } from '../../src/domain/tasks';
import { auth, createTestApp, login } from './helpers';
import { freePort, POSTGRES_BIN, type ReplicaCluster, startReplicaCluster } from './replicaCluster';

const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Almaty' });

describe.runIf(POSTGRES_BIN)(
  'a read replica (runs where PostgreSQL server binaries are installed: initdb, pg_basebackup)',
  () => {
    let cluster: ReplicaCluster;
    let database: Database;
    let dataDir: string;
    const apps: FastifyInstance[] = [];

    /** One app server on the cluster's primary, with `replicaUrl` as its replica. */
    const appServer = async (replicaUrl: string) => {
      const config = loadConfig({
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_REPLICA_URL: replicaUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        STATIC_DIR: path.join(dataDir, 'no-build'),
      });
      const app = await buildApp(config, {
        database,
        scheduler: false,
        logger: false,
        checkResponses: true,
      });
      apps.push(app);
      await app.ready();
      return app;
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'arenda-replica-app-'));
      cluster = await startReplicaCluster();
      database = await openDatabase({ url: cluster.primaryUrl, poolSize: 4 });
      await database.migrate();
      await seed(database.db, { demo: true });
      await cluster.caughtUp();
    }, 120_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.close();
      await cluster?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('serves reports from the replica, and a writer’s reads from the primary until it catches up', async () => {
      const app = await appServer(cluster.replicaUrl);
      // A second server behind the balancer: it never saw the write, only the header says it.
      const other = await appServer(cluster.replicaUrl);
      const writer = auth(await login(app, 'landlord'));
      const reader = auth(await login(app, 'employee'));
      const tasksToday = async (server: FastifyInstance, headers: Record<string, string>) => {
        const res = await server.inject({ url: '/api/dashboard', headers });
        expect(res.statusCode, res.body).toBe(200);
        const card = (res.json() as DashboardAnswer).cards.find((c) => c.module === 'tasks');
        return card?.today;
      };
      const assigned = async (headers: Record<string, string>) => {
        const res = await app.inject({ url: `/api/tasks/kpi?from=${today}&to=${today}`, headers });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as TaskKpiAnswer).rows.reduce((sum, row) => sum + row.assigned, 0);
      };
      await cluster.caughtUp();
      const before = await tasksToday(app, reader);
      const assignedBefore = await assigned(reader);
      expect(before).toEqual(expect.any(Number));

      // The replica stops replaying: whatever is written now exists on the primary only.
      await cluster.onReplica('select pg_wal_replay_pause()');
      await cluster.waitForReplica("pg_get_wal_replay_pause_state() = 'paused'");
      const [owner] = await database.db.select().from(users).where(eq(users.login, 'landlord'));
      const created = await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: writer,
        payload: {
          executor_id: owner.id,
          description: 'Сверить показания счётчиков',
          priority: 'high',
          deadline: new Date(Date.now() + 72 * 3600_000).toISOString(),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const readAfter = created.headers['x-read-after'];
      expect(isLsn(readAfter)).toBe(true);

      // The writer sees the task at once: its record, its dashboard and its KPI (the primary).
      const task = await app.inject({ url: `/api/tasks/${created.json().id}`, headers: writer });
      expect(task.statusCode).toBe(200);
      expect(await tasksToday(app, writer)).toBe((before as number) + 1);
      expect(await assigned(writer)).toBe(assignedBefore + 1);
      // Another user's reports come from the paused replica, without the new task.
      expect(await tasksToday(app, reader)).toBe(before);
      expect(await assigned(reader)).toBe(assignedBefore);
      // On the other server the writer's header sends the read to the primary; without it, the
      // same user reads the replica there.
      expect(await tasksToday(other, { ...writer, 'x-read-after': String(readAfter) })).toBe(
        (before as number) + 1,
      );
      expect(await tasksToday(other, writer)).toBe(before);

      // A replica that cannot be reached leaves every report to the primary.
      const gone = await appServer(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`);
      expect(await tasksToday(gone, reader)).toBe((before as number) + 1);

      await cluster.onReplica('select pg_wal_replay_resume()');
      await cluster.caughtUp();
      expect(await tasksToday(app, reader)).toBe((before as number) + 1);
      expect(await tasksToday(other, writer)).toBe((before as number) + 1);
    });
  },
);

describe('without a read replica', () => {
  it('reads every report from the primary and names no write position', async () => {
    const ctx = await createTestApp();
    try {
      const token = await login(ctx.app, 'landlord');
      const request = {
        headers: { 'x-read-after': '0/1' },
        user: null,
      } as unknown as FastifyRequest;
      expect(await ctx.app.reportDb(request)).toBe(ctx.app.db);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/saved-filters',
        headers: auth(token),
        payload: { resource: 'tasks', name: 'Мои', filter: {} },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['x-read-after']).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
