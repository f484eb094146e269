import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create that honours `Idempotency-Key`: a retry gets the first answer, not a copy. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
    /** The record a dead process's request with this key had committed: the retry answers it. */
    idempotentRecordId: number | null;
  }
  interface FastifyInstance {
    /**
     * An idempotent route's create: runs `work` (which answers the new record's id) in a
     * transaction that also writes the id into the request's key, or, for a retry of a request
     * cut off after its commit, answers that request's record without running it again. A claim
     * another process took over meanwhile rolls the work back (409).
     */
    createOnce(request: FastifyRequest, work: (tx: Db) => Promise<number>): Promise<number>;
  }
}

const KEY = /^[\x21-\x7e]{8,100}$/;

/**
 * How long another process's claim is believed to be still at work: far beyond any create's
 * handling. After it a retry takes the claim over, so a process killed mid-request holds its
 * keys minutes, not the day they are kept.
 */
const LEASE = '2 minutes';

/** A value with its objects' keys sorted: equal bodies hash alike whatever their key order. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((k) => [k, canonical(object[k])]),
  );
};

const keyInUse = () => conflict({ 'idempotency-key': 'validation.idempotency_key' }, 'Key in use');

const keyReused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was used with another request', {
    'idempotency-key': 'validation.idempotency_key_reused',
  });

/**
 * `Idempotency-Key` on creates: the first request with a key claims it (per user) before it is
 * handled; a retry of the same request (method, path and body) gets the stored answer
 * (`Idempotent-Replayed: true`), another request with that key a 422, a retry while the first is
 * still running a 409. A failed first request frees the key.
 *
 * A claim names the process holding it. One left by a process that died (killed before it
 * answered) is taken over by the retry: at once on PGlite, whose data directory only one process
 * opens (so another holder is gone), after `LEASE` on a server shared by several processes. The
 * route's transaction writes its record into the claim (`createOnce`), so the retry knows whether
 * the cut-off request committed: if not, it runs anew; if so, the route answers that record.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotentRecordId', null);
  const holder = randomUUID();
  const route = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;
  const hashOf = (request: FastifyRequest) =>
    createHash('sha256')
      .update(JSON.stringify([route(request), canonical(request.body ?? null)]))
      .digest('hex');
  /** Whether a pending claim of another process may be taken over now. */
  const holderGone =
    app.database.kind === 'pglite'
      ? undefined
      : lt(idempotencyKeys.created_at, sql`now() - ${LEASE}::interval`);
  /** The request's claim while this process still holds it. */
  const held = (userId: number, key: string) =>
    and(
      eq(idempotencyKeys.user_id, userId),
      eq(idempotencyKeys.key, key),
      eq(idempotencyKeys.holder, holder),
    );

  app.decorate('createOnce', (request: FastifyRequest, work: (tx: Db) => Promise<number>) => {
    if (request.idempotentRecordId !== null) return Promise.resolve(request.idempotentRecordId);
    const key = request.idempotencyKey;
    const userId = request.user?.id;
    return app.db.transaction(async (tx) => {
      const id = await work(tx);
      if (key && userId !== undefined) {
        const [kept] = await tx
          .update(idempotencyKeys)
          .set({ record_id: id })
          .where(held(userId, key))
          .returning({ key: idempotencyKeys.key });
        if (!kept) throw keyInUse();
      }
      return id;
    });
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || !request.user || key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw badRequest({ 'idempotency-key': 'validation.invalid' });
    }
    const userId = request.user.id;
    const requestHash = hashOf(request);
    const mine = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
    const [claimed] = await app.db
      .insert(idempotencyKeys)
      .values({ user_id: userId, key, route: route(request), request_hash: requestHash, holder })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotencyKey = key;
      return;
    }
    const [first] = await app.db.select().from(idempotencyKeys).where(mine);
    if (first && first.request_hash !== requestHash) throw keyReused();
    if (first && first.status !== null) {
      return reply
        .status(first.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(first.body);
    }
    const [taken] = await app.db
      .update(idempotencyKeys)
      .set({ holder, created_at: sql`now()` })
      .where(
        and(
          mine,
          isNull(idempotencyKeys.status),
          eq(idempotencyKeys.request_hash, requestHash),
          ne(idempotencyKeys.holder, holder),
          holderGone,
        ),
      )
      .returning({ recordId: idempotencyKeys.record_id });
    if (!taken) throw keyInUse();
    request.idempotencyKey = key;
    request.idempotentRecordId = taken.recordId;
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    const mine = held(request.user.id, key);
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await app.db
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, body: payload })
        .where(mine);
    } else {
      await app.db.delete(idempotencyKeys).where(mine);
    }
    return payload;
  });
});
