import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { laterLsn, READ_AFTER_HEADER } from '../../src/domain/readAfter';
import type { Db } from '../db/client';
import { openReplica } from '../db/replica';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where a heavy read of `request` runs (the dashboard, task KPI, reports, Excel and
     * organization exports): the replica (`DATABASE_REPLICA_URL`) when it is reachable and has
     * replayed the caller's last write, else the primary, `app.db`. Lists, records and anything
     * a write reads back stay on `app.db`.
     */
    reportDb: (request: FastifyRequest) => Promise<Db>;
  }
}

/** After the replica failed, how long reads skip it (rather than wait for it on every request). */
const SKIP_AFTER_FAILURE_MS = 5_000;
/** The most users whose last write one process remembers; the one that wrote longest ago goes. */
const REMEMBERED_WRITERS = 10_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes that holds across any number of app servers: after a signed-in user's write
 * the answer carries the primary's WAL position (`X-Read-After`), which the staff app keeps (in
 * local storage, shared by its tabs) and sends on every request, whichever server takes it. This
 * process also remembers it per user, for a download a browser starts without the app's header.
 * A report waits for nothing: a replica that has not replayed that position yet, or fails, leaves
 * the read to the primary.
 */
export const readReplicaPlugin = fp(async (app: FastifyInstance) => {
  const url = app.config.databaseReplicaUrl;
  if (!url) {
    app.decorate('reportDb', async () => app.db);
    return;
  }
  const replica = openReplica(url, app.config.databasePoolSize);
  app.addHook('onClose', () => replica.close());
  const lastWrites = new Map<number, string>();
  let skipUntil = 0;

  const remember = (userId: number, lsn: string) => {
    const later = laterLsn(lastWrites.get(userId), lsn) ?? lsn;
    lastWrites.delete(userId);
    lastWrites.set(userId, later);
    const oldest = lastWrites.keys().next().value;
    if (lastWrites.size > REMEMBERED_WRITERS && oldest !== undefined) lastWrites.delete(oldest);
  };

  app.decorate('reportDb', async (request: FastifyRequest) => {
    if (Date.now() < skipUntil) return app.db;
    const sent = request.headers[READ_AFTER_HEADER];
    const own = request.user ? lastWrites.get(request.user.id) : undefined;
    const lsn = laterLsn(own, typeof sent === 'string' ? sent : null);
    try {
      return (await replica.caughtUp(lsn)) ? replica.db : app.db;
    } catch (error) {
      skipUntil = Date.now() + SKIP_AFTER_FAILURE_MS;
      request.log.warn({ err: error }, 'read replica unavailable: reports read from the primary');
      return app.db;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.user;
    // A download is a read, even when its filter comes as a POST body.
    if (!user || READS.has(request.method) || reply.statusCode >= 400) return payload;
    if (request.url.startsWith('/api/download/')) return payload;
    try {
      const { rows } = await app.db.execute<{ lsn: string }>(
        sql`select pg_current_wal_lsn()::text as lsn`,
      );
      const lsn = rows[0].lsn;
      remember(user.id, lsn);
      reply.header(READ_AFTER_HEADER, lsn);
    } catch (error) {
      request.log.error({ err: error }, 'could not read the WAL position after a write');
    }
    return payload;
  });
});
