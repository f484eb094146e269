import { sql } from 'drizzle-orm';
import {
  type DeviceDirection,
  type DeviceEvent,
  eventRefusal,
  type PassDirection,
  type PassSource,
  passEventOf,
  type Refusal,
} from '../../../src/domain/time';
import type { Db } from '../../db/client';

/** Where a batch comes from: the organization, its device (or file's system) and how. */
export interface BatchSource {
  landlordId: number;
  deviceId: number;
  direction: DeviceDirection;
  source: Exclude<PassSource, 'manual'>;
}

export interface BatchResult {
  stored: number;
  duplicates: number;
  unknown: number;
  refused: { index: number; reason: Refusal }[];
}

interface Accepted {
  card: string;
  direction: PassDirection;
  at: string;
}

/** An event's direction: the device's own, or the event's where the device registers both. */
const directionOf = (device: DeviceDirection, event: DeviceEvent): PassDirection | null => {
  if (device === 'both') return event.direction ?? null;
  return event.direction === undefined || event.direction === device ? device : null;
};

/** Each event checked on its own: the good ones, and why each other one is refused. */
export const sortBatch = (device: DeviceDirection, events: readonly unknown[], now: number) => {
  const accepted: Accepted[] = [];
  const refused: BatchResult['refused'] = [];
  events.forEach((raw, index) => {
    const parsed = passEventOf.safeParse(raw);
    const direction = parsed.success ? directionOf(device, parsed.data) : null;
    const reason: Refusal | null = !parsed.success
      ? 'invalid'
      : !direction
        ? 'direction'
        : eventRefusal(parsed.data.at, now);
    if (reason || !parsed.success || !direction)
      refused.push({ index, reason: reason ?? 'invalid' });
    else accepted.push({ card: parsed.data.card, direction, at: parsed.data.at });
  });
  return { accepted, refused };
};

/**
 * Stores a batch in one statement: each card matched to the organization's employee holding it
 * (an active one first), unknown cards kept with no employee, and an event the device already
 * sent (same device, card and time, in this batch or an earlier one) skipped. The device's last
 * event time moves on.
 */
export const storeEvents = async (
  db: Db,
  from: BatchSource,
  events: readonly unknown[],
  now = Date.now(),
): Promise<BatchResult> => {
  const { accepted, refused } = sortBatch(from.direction, events, now);
  if (accepted.length === 0) return { stored: 0, duplicates: 0, unknown: 0, refused };
  const { rows } = await db.execute<{ stored: number; unknown: number }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(accepted)}::jsonb)
        as x(card text, direction text, at timestamptz)
    ), holders as (
      select distinct on (e.pass_card) e.pass_card, e.id
      from employees e
      where e.landlord_id = ${from.landlordId}
        and e.pass_card in (select distinct card from input)
      order by e.pass_card, (e.status = 'active') desc, e.id
    ), inserted as (
      insert into pass_events (landlord_id, device_id, employee_id, card, direction, at, source)
      select ${from.landlordId}, ${from.deviceId}, holders.id, input.card, input.direction,
        input.at, ${from.source}
      from input left join holders on holders.pass_card = input.card
      on conflict do nothing
      returning employee_id, at
    ), touched as (
      update devices set last_event_at = greatest(devices.last_event_at,
        (select max(at) from inserted))
      where devices.id = ${from.deviceId} and exists (select 1 from inserted)
    )
    select count(*)::int as stored,
      (count(*) filter (where employee_id is null))::int as unknown
    from inserted
  `);
  const { stored, unknown } = rows[0];
  return { stored, duplicates: accepted.length - stored, unknown, refused };
};
