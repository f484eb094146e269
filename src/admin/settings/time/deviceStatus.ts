import { ALMATY_OFFSET_MS } from '../../../domain/almatyTime';
import type { Device } from '../../../providers/methods/timeMethods';

/** A live device that has sent nothing for this long is shown as silent. */
export const SILENT_AFTER_MS = 24 * 3_600_000;

/**
 * Whether a device with a working key has been quiet for over a day: since its last event, or
 * since it was added when it has sent none yet.
 */
export const isSilent = (
  device: Pick<Device, 'revoked' | 'last_event_at' | 'created_at'>,
  now: number,
): boolean =>
  !device.revoked && now - Date.parse(device.last_event_at ?? device.created_at) > SILENT_AFTER_MS;

/** The start of a key as the table shows it, to tell keys apart: `dk_Ab1x…`. */
export const keyHintText = (hint: string) => `${hint}…`;

/** `now` as Almaty's wall clock with its offset, as a device writes an event's time. */
const almatyInstant = (now: number) =>
  `${new Date(now + ALMATY_OFFSET_MS).toISOString().slice(0, 19)}+05:00`;

/** A ready-to-run request for the integrator: one arrival sent with the device's key. */
export const curlExample = (origin: string, key: string, now: number) => {
  const body = JSON.stringify({
    events: [{ card: '0004512877', direction: 'in', at: almatyInstant(now) }],
  });
  return [
    `curl -X POST ${origin}/api/devices/events \\`,
    `  -H 'Authorization: Bearer ${key}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
};
