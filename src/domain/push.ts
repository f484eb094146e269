import { z } from 'zod';

/**
 * The events a user may have pushed to their phones: a request assigned to them, a task assigned
 * to them, a task due, a notification received. All are on for a new account.
 */
export const PUSH_EVENTS = ['bid_assigned', 'task_assigned', 'task_due', 'notification'] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

export const pushEventsInput = z.object({
  push_events: z
    .array(z.enum(PUSH_EVENTS, { error: 'validation.invalid' }), { error: 'validation.invalid' })
    .max(PUSH_EVENTS.length, { error: 'validation.invalid' })
    .transform((events) => PUSH_EVENTS.filter((e) => events.includes(e))),
});
export type PushEventsInput = z.input<typeof pushEventsInput>;
/** `GET|PUT /api/user/push-events`. */
export const pushEventsSchema = z.object({ push_events: z.array(z.enum(PUSH_EVENTS)) });

/** A device's Firebase Cloud Messaging token (`POST`/`DELETE /api/set-fcm-token`). */
export const fcmTokenInput = z.object({
  fcm_token: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(4096, { error: 'validation.too_long' })
    .regex(/^[\w:.-]+$/, { error: 'validation.invalid' }),
});

/** `GET /api/push/status`: whether the server sends pushes, and the caller's devices. */
export const pushStatusSchema = z.object({ configured: z.boolean(), devices: z.number() });
export type PushStatus = z.infer<typeof pushStatusSchema>;

/**
 * `POST /api/push/test`: what became of a test push to the caller: `sent` (to `delivered` of
 * `devices`), `off` (no credentials on the server), `no_devices`, `retrying` or `failed` with
 * FCM's error.
 */
export const PUSH_TEST_RESULTS = ['sent', 'off', 'no_devices', 'retrying', 'failed'] as const;
export const pushTestSchema = z.object({
  result: z.enum(PUSH_TEST_RESULTS),
  devices: z.number(),
  error: z.string().nullable(),
});
export type PushTest = z.infer<typeof pushTestSchema>;
