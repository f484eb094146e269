import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bids, tasks } from '../../db/schema';
import { loadSessionUser } from '../../lib/authUser';
import { unauthorized } from '../../lib/errors';
import { signEventTicket, verifyEventTicket } from '../../lib/eventTickets';
import { LiveHub } from '../../lib/liveEvents';
import { binaryBody } from '../../lib/responses';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { bidScope } from '../requests/bids/scope';
import { taskScope } from '../tasks/scope';

const tags = ['events'];

const ticketAnswer = z.object({
  ticket: z.string(),
  expires_at: z.string().meta({ format: 'date-time' }),
});

/**
 * The live stream (`GET /api/events`, Server-Sent Events) and its one-minute tickets: the unread
 * count, then `unread` when it changes and `changed` `{resource, id}` for records the user may
 * read, a heartbeat comment every 25 s; it ends when the session is revoked or the account blocked.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'jwt_secret', app.config.jwtSecret);
  const hub = new LiveHub(
    app.database,
    {
      bids: { table: bids, id: bids.id, access: 'bids', scope: bidScope },
      tasks: { table: tasks, id: tasks.id, access: 'tasks', scope: taskScope },
    },
    app.log,
  );
  const stopHearing = app.database.notices.on('auth_changed', () => void hub.recheckSessions());
  // Open streams would hold the server's close: they end first.
  app.addHook('preClose', async () => {
    stopHearing();
    await hub.close();
  });

  app.post(
    '/api/events/ticket',
    {
      preValidation: app.authenticate,
      schema: { tags, response: { 200: ticketAnswer } },
    },
    async (request) => {
      const user = currentUser(request);
      const { ticket, expires_at } = signEventTicket(secret, {
        session_id: user.session_id,
        user_id: user.id,
      });
      return { ticket, expires_at: expires_at.toISOString() };
    },
  );

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        security: [],
        querystring: z.object({ ticket: z.string().min(1).max(500) }),
        response: { 200: binaryBody('text/event-stream', 'Server-Sent Events') },
      },
    },
    async (request, reply) => {
      const claims = verifyEventTicket(secret, request.query.ticket);
      if (!claims) throw unauthorized('Invalid or expired ticket');
      const user = await loadSessionUser(app.db, claims.session_id);
      if (!user || user.id !== claims.user_id) throw unauthorized('Session revoked or expired');
      await hub.ready();
      const out = new PassThrough();
      // The browser went away (or the answer ended): the stream leaves the hub. A browser that
      // closes its side is gone (the server keeps half-open sockets writable otherwise). A stream
      // the hub ends (a revoked session, the server closing) ends the answer.
      reply.raw.once('close', () => out.destroy());
      request.raw.socket.once('end', () => reply.raw.destroy());
      out.once('close', () => reply.raw.end());
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // A stream's connection serves nothing after it: it closes with the stream.
        .header('connection', 'close');
      await hub.open(user, out).catch((error: unknown) => {
        out.destroy();
        throw error;
      });
      // A stream, not the documented string: the serializer and compression leave it as it is.
      const streaming: FastifyReply = reply;
      return streaming.send(out);
    },
  );
};
