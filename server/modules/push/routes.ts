import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fcmTokenInput,
  PUSH_EVENTS,
  type PushEvent,
  type PushTest,
  pushEventsInput,
  pushEventsSchema,
  pushStatusSchema,
  pushTestSchema,
} from '../../../src/domain/push';
import { pushOutbox, pushTokens, users } from '../../db/schema';
import { accountActive } from '../../lib/authUser';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { noContent } from '../../lib/responses';
import { currentUser } from '../../plugins/access';
import { NO_DEVICES, PUSH_OFF, sendDuePushes } from './sender';

/**
 * A device still in use by someone of another organization: they can sign in and hold a live
 * session. Knowing a device's token must not be enough to take it from them.
 */
const deviceTaken = () =>
  new AppError(409, 'PUSH_DEVICE_TAKEN', 'app.errors.push_device_taken', {
    fcm_token: 'app.errors.push_device_taken',
  });

/** Devices kept per user: registering one more forgets the longest unused. */
const MAX_DEVICES = 20;

const tags = ['push'];

/**
 * Push through Firebase for every signed-in user: this device's token, which events to push,
 * whether the server sends pushes, and a test push to oneself.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);

  /**
   * Registers this device for the caller. A token is one device, so a token another user
   * registered is handed over: within the caller's organization it moves to the caller; from
   * another organization the old owner's row is deleted and the caller gets a new one, and the
   * handover is logged. Either way the old owner's pushes stop going to that device (their queued
   * ones go to their other devices only) and the caller gets nothing addressed to them.
   */
  app.post(
    '/api/set-fcm-token',
    {
      config: { trialOpen: true },
      schema: {
        tags,
        description:
          'Registers this device (its FCM token) for the caller. A token is one device: one ' +
          "another user registered is handed over, and that user's pushes stop going to it. " +
          'Within one organization the registration moves to the caller. A device registered ' +
          'by someone of another organization who can still sign in and holds a live session ' +
          'is refused: 409 `PUSH_DEVICE_TAKEN`; once they have left or signed out, their ' +
          'registration is deleted and the caller gets a new one, so nothing of theirs carries ' +
          'over. Pushes are addressed to users, never to tokens: the caller never receives ' +
          'what was meant for the previous owner.',
        body: fcmTokenInput,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = request.body.fcm_token;
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      const now = new Date().toISOString();
      await app.db.transaction(async (tx) => {
        const [inUse] = await tx
          .select({ user_id: pushTokens.user_id })
          .from(pushTokens)
          .where(
            and(
              eq(pushTokens.token, token),
              sql`${pushTokens.user_id} in (select u.id from users u
                where u.landlord_id is distinct from ${user.landlord_id} and ${accountActive('u')}
                  and exists (select 1 from sessions s where s.user_id = u.id
                    and s.revoked_at is null and s.expires_at > now()))`,
            ),
          );
        if (inUse) throw deviceTaken();
        const [foreign] = await tx
          .delete(pushTokens)
          .where(
            and(
              eq(pushTokens.token, token),
              sql`${pushTokens.user_id} in (select id from users
                where landlord_id is distinct from ${user.landlord_id})`,
            ),
          )
          .returning({ user_id: pushTokens.user_id });
        if (foreign) {
          request.log.info(
            { previous_user_id: foreign.user_id },
            'push device handed over from another organization',
          );
        }
        await tx
          .insert(pushTokens)
          .values({ token, user_id: user.id, user_agent: userAgent })
          .onConflictDoUpdate({
            target: pushTokens.token,
            set: { user_id: user.id, user_agent: userAgent, updated_at: now },
          });
        await tx.execute(sql`
          delete from push_tokens where user_id = ${user.id} and token not in (
            select token from push_tokens where user_id = ${user.id}
            order by updated_at desc limit ${MAX_DEVICES})`);
      });
      return reply.status(204).send();
    },
  );

  /** Forgets this device (at logout): only the caller's own token; another's is left alone. */
  app.delete(
    '/api/set-fcm-token',
    {
      config: { trialOpen: true },
      schema: { tags, body: fcmTokenInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      await app.db
        .delete(pushTokens)
        .where(
          and(
            eq(pushTokens.token, request.body.fcm_token),
            eq(pushTokens.user_id, currentUser(request).id),
          ),
        );
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/push/status',
    { schema: { tags, response: { 200: pushStatusSchema } } },
    async (request) => {
      const [row] = await app.db
        .select({ devices: count() })
        .from(pushTokens)
        .where(eq(pushTokens.user_id, currentUser(request).id));
      return { configured: app.push !== null, devices: row.devices };
    },
  );

  /** Queues a push to the caller's own devices and sends it now through the scheduler's sender. */
  app.post(
    '/api/push/test',
    { config: { trialOpen: true }, schema: { tags, response: { 200: pushTestSchema } } },
    async (request): Promise<PushTest> => {
      const user = currentUser(request);
      const [row] = await app.db
        .insert(pushOutbox)
        .values({
          user_id: user.id,
          event: 'test',
          title: translate(user.locale, 'app.push.test_title'),
          body: translate(user.locale, 'app.push.test_body'),
          link: '/fcm-test',
        })
        .returning({ id: pushOutbox.id });
      const run = await sendDuePushes(app.db, app.push, app.pushOptions, [row.id]);
      const [done] = run.rows;
      const error = done?.error ?? null;
      if (done?.outcome === 'sent') return { result: 'sent', devices: done.devices, error };
      if (done?.outcome === 'retry') return { result: 'retrying', devices: done.devices, error };
      if (error === PUSH_OFF) return { result: 'off', devices: 0, error: null };
      if (error === NO_DEVICES) return { result: 'no_devices', devices: 0, error: null };
      return { result: 'failed', devices: done?.devices ?? 0, error };
    },
  );

  const events = { 200: pushEventsSchema };
  /** The stored events in their canonical order. */
  const eventsOf = (stored: string[]) => ({
    push_events: PUSH_EVENTS.filter((e: PushEvent) => stored.includes(e)),
  });
  app.get(
    '/api/user/push-events',
    { schema: { tags: ['user'], response: events } },
    async (request) => {
      const [row] = await app.db
        .select({ push_events: users.push_events })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      return eventsOf(row.push_events);
    },
  );

  app.put(
    '/api/user/push-events',
    {
      config: { trialOpen: true },
      schema: { tags: ['user'], body: pushEventsInput, response: events },
    },
    async (request) => {
      const [row] = await app.db
        .update(users)
        .set({ push_events: request.body.push_events, updated_at: new Date().toISOString() })
        .where(eq(users.id, currentUser(request).id))
        .returning({ push_events: users.push_events });
      return eventsOf(row.push_events);
    },
  );
};
