import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bids, documents, tasks } from '../../db/schema';
import { loadSessionUser } from '../../lib/authUser';
import { unauthorized } from '../../lib/errors';
import { claimEventTicket, signEventTicket, verifyEventTicket } from '../../lib/eventTickets';
import { LiveHub, STREAMS_PER_ORGANIZATION, STREAMS_PER_USER } from '../../lib/liveEvents';
import { binaryBody } from '../../lib/responses';
import { rowScope } from '../../lib/scope';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { documentColumns } from '../documents/service';
import { bidScope } from '../requests/bids/scope';
import { taskScope } from '../tasks/scope';

const tags = ['events'];

const ticketAnswer = z.object({
  ticket: z.string(),
  expires_at: z.string().meta({ format: 'date-time' }),
});

/**
 * The live stream (`GET /api/events`, Server-Sent Events) and its one-minute, single-use tickets:
 * the unread count, then `unread` when it changes and `changed` `{resource, id}` for records the
 * user may read, a heartbeat comment every 25 s; it ends when the session is revoked or the
 * account blocked. A user holds at most STREAMS_PER_USER streams (an organization
 * STREAMS_PER_ORGANIZATION), each server process counting its own.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'jwt_secret', app.config.jwtSecret);
  const hub = new LiveHub(
    app.database,
    {
      bids: { table: bids, id: bids.id, access: 'bids', scope: bidScope },
      tasks: { table: tasks, id: tasks.id, access: 'tasks', scope: taskScope },
      documents: {
        table: documents,
        id: documents.id,
        access: 'documents',
        scope: (user) => rowScope(user, 'documents', documentColumns),
      },
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
      config: { trialOpen: true },
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
        description: `A ticket opens one stream (used or expired: 401 \`UNAUTHORIZED\`). A user's stream over ${STREAMS_PER_USER} open, or an organization's over ${STREAMS_PER_ORGANIZATION}, is refused before it starts: 429 \`STREAM_LIMIT\`.`,
        security: [],
        querystring: z.object({ ticket: z.string().min(1).max(500) }),
        response: { 200: binaryBody('text/event-stream', 'Server-Sent Events') },
      },
    },
    async (request, reply) => {
      const out = new PassThrough();
      // The browser went away (or the answer ended), at any step: the stream leaves the hub, or
      // never joins it. A browser that closes its side is gone (the server keeps half-open
      // sockets writable otherwise).
      reply.raw.once('close', () => out.destroy());
      request.raw.socket.once('end', () => reply.raw.destroy());
      const ticket = verifyEventTicket(secret, request.query.ticket);
      if (!ticket) throw unauthorized('Invalid or expired ticket');
      const user = await loadSessionUser(app.db, ticket.session_id);
      if (!user || user.id !== ticket.user_id) throw unauthorized('Session revoked or expired');
      if (!(await claimEventTicket(app.db, ticket))) throw unauthorized('Ticket already used');
      await hub.ready();
      // Gone already: a stream added now would never hear its close, nor leave the hub.
      if (out.destroyed) return leftEarly(reply);
      await hub.open(user, out).catch((error: unknown) => {
        out.destroy();
        throw error;
      });
      if (out.destroyed) return leftEarly(reply);
      // A stream the hub ends (a revoked session, the server closing) ends the answer.
      out.once('close', () => reply.raw.end());
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // A stream's connection serves nothing after it: it closes with the stream.
        .header('connection', 'close');
      // A stream, not the documented string: the serializer and compression leave it as it is.
      const streaming: FastifyReply = reply;
      return streaming.send(out);
    },
  );
};

/**
 * The browser left while its stream was opening: there is no one to answer. The reply is taken
 * out of Fastify's hands, so nothing is sent on the closed connection (which would log a
 * "Reply was already sent" warning, with the ticket in its URL).
 */
const leftEarly = (reply: FastifyReply) => {
  reply.hijack();
  reply.raw.destroy();
  return reply;
};
