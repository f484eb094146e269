import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DeviceDirection,
  MAX_EVENTS_PER_BATCH,
  PASS_EVENT_WINDOW_DAYS,
  REFUSALS,
} from '../../../src/domain/time';
import { devices, landlords } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import { assertTrialPublicWrite } from '../../lib/trial';
import { storeEvents } from './ingest';

/** A device may call this often a minute: a turnstile sends batches, not single passes. */
const DEVICE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** A full batch of 10,000 events with 64-character cards fits. */
const BODY_LIMIT = 2 * 1024 * 1024;

const bearerOf = (header: string | undefined) => {
  const match = /^Bearer (\S{1,200})$/.exec(header ?? '');
  return match ? match[1] : null;
};

const example = {
  events: [
    { card: '0004512877', direction: 'in', at: '2026-11-27T08:57:12+05:00' },
    { card: '0004512877', direction: 'out', at: '2026-11-27T18:06:40+05:00' },
  ],
};

const batchBody = z
  .object({
    events: z
      .array(z.unknown())
      .min(1, 'validation.required')
      .max(MAX_EVENTS_PER_BATCH, { error: 'validation.too_many_events' })
      .describe(
        '`{card, direction, at}` each: `card` as the reader reads it (up to 64 characters), ' +
          '`direction` `in` or `out` (optional on a device that registers one direction), `at` ' +
          `an ISO 8601 time with its offset, within the last ${PASS_EVENT_WINDOW_DAYS} days`,
      ),
  })
  .meta({ examples: [example] });

const batchResult = z.object({
  stored: z.number().describe('Events stored now'),
  duplicates: z.number().describe('Events this device had already sent (skipped)'),
  unknown: z.number().describe('Stored events of cards no employee holds yet (kept for review)'),
  refused: z
    .array(z.object({ index: z.number(), reason: z.enum(REFUSALS) }))
    .describe('Events refused one by one; the rest of the batch is stored'),
});

/**
 * `POST /api/devices/events`: a turnstile or reader sends a batch of passes with its own key
 * (`Authorization: Bearer dk_…`, from Settings → Time). Resending a batch after a network failure
 * stores nothing twice. Rate-limited per device.
 */
export const deviceEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/devices/events',
    {
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: {
          ...DEVICE_RATE_LIMIT,
          keyGenerator: (request) =>
            `device:${sha256(bearerOf(request.headers.authorization) ?? request.ip)}`,
        },
      },
      // The device's key is checked before the body is read: a stranger's batch is not parsed.
      onRequest: async (request) => {
        const key = bearerOf(request.headers.authorization);
        if (!key) throw unauthorized();
        const [device] = await app.db
          .select({
            id: devices.id,
            landlord_id: devices.landlord_id,
            direction: devices.direction,
            trial_ends_at: landlords.trial_ends_at,
          })
          .from(devices)
          .innerJoin(landlords, eq(landlords.id, devices.landlord_id))
          .where(
            and(
              eq(devices.key_hash, sha256(key)),
              isNull(devices.revoked_at),
              eq(landlords.status, 'active'),
            ),
          );
        if (!device) throw unauthorized('Unknown or revoked device key');
        assertTrialPublicWrite(request, device.trial_ends_at);
        request.device = {
          id: device.id,
          landlord_id: device.landlord_id,
          direction: device.direction as DeviceDirection,
        };
      },
      schema: {
        tags: ['time'],
        summary: 'A device sends arrivals and departures (its own key as the bearer token)',
        description:
          'Send `Authorization: Bearer <device key>`. Each event is checked on its own: one in ' +
          'the future or too old is refused by index while the rest are stored. The same device, ' +
          'card and time twice (a resend) is stored once.',
        body: batchBody,
        response: { 200: batchResult },
      },
    },
    async (request) => {
      const device = request.device;
      if (!device) throw unauthorized();
      return storeEvents(
        app.db,
        {
          landlordId: device.landlord_id,
          deviceId: device.id,
          direction: device.direction,
          source: 'device',
        },
        request.body.events,
      );
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The device a pass batch came from, known by its key. */
    device?: { id: number; landlord_id: number; direction: DeviceDirection };
  }
}
