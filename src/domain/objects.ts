import { z } from 'zod';
import { CITIES } from './landlord';
import { idSchema, optionalString, referenceId, requiredString } from './validation';

/** Shopping and business centres of a landlord, and the premises in them. */

export const ROOM_PURPOSES = [
  'retail',
  'food',
  'office',
  'warehouse',
  'entertainment',
  'services',
  'kiosk',
  'other',
] as const;
export type RoomPurpose = (typeof ROOM_PURPOSES)[number];

export const ROOM_STATUSES = ['free', 'occupied', 'reserved'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
/** Occupied follows from a lease covering the room today; the rest is set by hand. */
export const ROOM_MANUAL_STATUSES = ['free', 'reserved'] as const;

export const objectInput = z.object({
  object_type_id: referenceId(),
  name: requiredString(200),
  address: requiredString(300),
  city: z.enum(CITIES, { error: 'validation.required' }),
  logo_id: idSchema.nullish(),
  is_public: z.boolean().default(false),
  description: optionalString(2000, { multiline: true }),
});

export const roomInput = z.object({
  object_id: referenceId(),
  number: requiredString(20),
  floor: z.coerce
    .number({ error: 'validation.required' })
    .int({ error: 'validation.integer' })
    .min(-5, { error: 'validation.floor' })
    .max(200, { error: 'validation.floor' }),
  area: z.coerce
    .number({ error: 'validation.required' })
    .positive({ error: 'validation.positive' })
    .max(1_000_000, { error: 'validation.too_large' })
    .transform((v) => Math.round(v * 100) / 100),
  purpose: z.enum(ROOM_PURPOSES, { error: 'validation.required' }),
  /** `occupied` is the server's to set: an occupied room's form sends it back unchanged. */
  status: z.enum(ROOM_STATUSES, { error: 'validation.invalid' }).default('free'),
  logo_id: idSchema.nullish(),
});

export { roomLabel } from './roomLabel';

export interface RealtyObject {
  id: number;
  landlord_id: number;
  object_type_id: number;
  name: string;
  address: string;
  city: string;
  logo_id: number | null;
  logo_url: string | null;
  is_public: boolean;
  description: string | null;
  rooms_total: number;
  rooms_occupied: number;
  area_total: number;
  area_occupied: number;
}

export interface Room {
  id: number;
  landlord_id: number;
  object_id: number;
  number: string;
  floor: number;
  area: number;
  purpose: RoomPurpose;
  status: RoomStatus;
  logo_id: number | null;
  logo_url: string | null;
  /** The name of the object (centre) the room is in. */
  object_name: string;
}
