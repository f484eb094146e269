import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create that honours `Idempotency-Key`: a retry gets the first answer, not a copy. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

const KEY = /^[\x21-\x7e]{8,100}$/;

/**
 * `Idempotency-Key` on creates: the first request with a key claims it (per user) before it is
 * handled; a retry with the same key gets the stored answer (`Idempotent-Replayed: true`), a
 * retry while the first is still running a 409. A failed first request frees the key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKey', null);
  const route = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || !request.user || key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw badRequest({ 'idempotency-key': 'validation.invalid' });
    }
    const userId = request.user.id;
    const [claimed] = await app.db
      .insert(idempotencyKeys)
      .values({ user_id: userId, key, route: route(request) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotencyKey = key;
      return;
    }
    const [first] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
    if (!first || first.route !== route(request) || first.status === null) {
      throw conflict({ 'idempotency-key': 'validation.idempotency_key' }, 'Key in use');
    }
    return reply
      .status(first.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(first.body);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    const mine = and(eq(idempotencyKeys.user_id, request.user.id), eq(idempotencyKeys.key, key));
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
