import { and, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import {
  files,
  idempotencyKeys,
  loginFailures,
  mailOutbox,
  passwordResets,
  rateLimits,
  sessions,
} from '../db/schema';
import type { FileStorage } from '../lib/files/storage';

export interface Job {
  name: string;
  everyMs: number;
  /**
   * Runs outside a transaction and without the lock: work that claims its own rows (the push
   * sender) or single-process work such as VACUUM.
   */
  bare?: boolean;
  run(db: Db): Promise<void>;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

/** Housekeeping that keeps the tables small; each statement is idempotent. */
export const housekeeping = (storage: FileStorage): Job => ({
  name: 'housekeeping',
  everyMs: 15 * 60_000,
  run: async (db) => {
    await db.delete(sessions).where(lt(sessions.expires_at, hoursAgo(24 * 7)));
    await db.delete(loginFailures).where(lt(loginFailures.at, hoursAgo(24)));
    await db.delete(passwordResets).where(lt(passwordResets.expires_at, hoursAgo(24)));
    await db.delete(rateLimits).where(lt(rateLimits.window_start, hoursAgo(24)));
    // Kept mail holds reset links and temporary passwords: a day is long enough to read it.
    await db.delete(mailOutbox).where(lt(mailOutbox.created_at, hoursAgo(24)));
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, hoursAgo(24)));
    const orphans = await db
      .delete(files)
      .where(and(isNull(files.attached_at), lt(files.created_at, hoursAgo(24))))
      .returning({ key: files.storage_key });
    for (const orphan of orphans) await storage.remove(orphan.key);
  },
});

const lockKey = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

/**
 * Runs jobs on a timer in every process. A transaction-scoped advisory lock makes a job that
 * is already running on another node skip this turn, so two nodes never run it at once.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance, opts: { jobs: Job[]; enabled: boolean }) => {
    const timers: NodeJS.Timeout[] = [];
    const runJob = async (job: Job) => {
      try {
        if (job.bare) return await job.run(app.db);
        await app.db.transaction(async (tx) => {
          const result = await tx.execute(
            sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as ok`,
          );
          const [row] = result.rows as { ok: boolean }[];
          if (row?.ok) await job.run(tx);
        });
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    };
    app.decorate('runJob', (name: string) => {
      const job = opts.jobs.find((j) => j.name === name);
      if (!job) throw new Error(`unknown job ${name}`);
      return runJob(job);
    });
    if (!opts.enabled) return;
    app.addHook('onReady', async () => {
      for (const job of opts.jobs) {
        const timer = setInterval(() => void runJob(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one scheduled job now (tests and maintenance). */
    runJob(name: string): Promise<void>;
  }
}
