import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { forbidden, notFound } from '../lib/errors';
import type { FileStorage } from '../lib/files/storage';
import { noContent } from '../lib/responses';
import { currentUser } from './access';

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

/** How many stored keys the sweep looks up in one statement. */
const SWEEP_BATCH = 500;

/**
 * Uploads no record took within a day: their rows go first (committed), then their bytes, so a
 * crash between the two leaves bytes without a row, never a row without bytes. Such strays (and
 * the bytes of an upload cut before its row was written) are swept once they are a day old.
 */
const removeUnusedFiles = async (db: Db, storage: FileStorage) => {
  const orphans = await db
    .delete(files)
    .where(and(isNull(files.attached_at), lt(files.created_at, hoursAgo(24))))
    .returning({ key: files.storage_key });
  for (const orphan of orphans) await storage.remove(orphan.key);
  const dayAgo = Date.now() - 24 * 3600_000;
  let batch: string[] = [];
  const sweep = async () => {
    const kept = await db
      .select({ key: files.storage_key })
      .from(files)
      .where(inArray(files.storage_key, batch));
    const known = new Set(kept.map((row) => row.key));
    for (const key of batch) if (!known.has(key)) await storage.remove(key);
    batch = [];
  };
  for await (const stored of storage.list()) {
    if (stored.writtenAt.getTime() >= dayAgo) continue;
    batch.push(stored.key);
    if (batch.length === SWEEP_BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
};

/**
 * Housekeeping that keeps the tables and the file store small. Each statement is idempotent and
 * commits on its own (no lock: two nodes running it at once delete each row once), so the
 * files' bytes are removed only after their rows are gone.
 */
export const housekeeping = (storage: FileStorage): Job => ({
  name: 'housekeeping',
  everyMs: 15 * 60_000,
  bare: true,
  run: async (db) => {
    await db.delete(sessions).where(lt(sessions.expires_at, hoursAgo(24 * 7)));
    await db.delete(loginFailures).where(lt(loginFailures.at, hoursAgo(24)));
    await db.delete(passwordResets).where(lt(passwordResets.expires_at, hoursAgo(24)));
    await db.delete(rateLimits).where(lt(rateLimits.window_start, hoursAgo(24)));
    // Kept mail holds reset links and temporary passwords: a day is long enough to read it.
    await db.delete(mailOutbox).where(lt(mailOutbox.created_at, hoursAgo(24)));
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, hoursAgo(24)));
    await removeUnusedFiles(db, storage);
  },
});

const lockKey = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

/**
 * `POST /api/system/jobs/{name}/run`: runs one job now (after a run of it under way on another
 * node ends), for a signed-in superadmin, and answers once it is done. Only with
 * `JOBS_TRIGGER` (the browser tests' server, which would otherwise wait for the clock); without
 * it the path does not exist.
 */
const jobTrigger = (app: FastifyInstance, run: (name: string) => Promise<boolean>) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/system/jobs/:name/run',
    {
      preValidation: [
        app.authenticate,
        async (request) => {
          if (currentUser(request).role !== 'superadmin') throw forbidden();
        },
      ],
      schema: {
        tags: ['system'],
        params: z.object({ name: z.string() }),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      if (!(await run(request.params.name))) throw new Error(`job ${request.params.name} failed`);
      return reply.status(204).send();
    },
  );
};

/**
 * Runs jobs on a timer in every process. A transaction-scoped advisory lock makes a job that
 * is already running on another node skip this turn, so two nodes never run it at once.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance, opts: { jobs: Job[]; enabled: boolean }) => {
    const timers: NodeJS.Timeout[] = [];
    /**
     * Runs a job, or skips it while another node runs it (`wait`: runs it after that run ends).
     * False when the job failed (logged).
     */
    const runJob = async (job: Job, wait = false) => {
      try {
        if (job.bare) await job.run(app.db);
        else {
          await app.db.transaction(async (tx) => {
            const key = lockKey(job.name);
            const result = await tx.execute(
              wait
                ? sql`select true as ok from (select pg_advisory_xact_lock(${key})) as locked`
                : sql`select pg_try_advisory_xact_lock(${key}) as ok`,
            );
            const [row] = result.rows as { ok: boolean }[];
            if (row?.ok) await job.run(tx);
          });
        }
        return true;
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'scheduled job failed');
        return false;
      }
    };
    const named = (name: string, unknown: () => Error) => {
      const job = opts.jobs.find((j) => j.name === name);
      if (!job) throw unknown();
      return job;
    };
    app.decorate('runJob', async (name: string) => {
      await runJob(named(name, () => new Error(`unknown job ${name}`)));
    });
    if (app.config.jobsTrigger) {
      jobTrigger(app, (name) => runJob(named(name, notFound), true));
    }
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
