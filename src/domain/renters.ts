import { z } from 'zod';
import { loginName, sendEmail } from './accounts';
import { binIin, optionalEmail, optionalString, phone, requiredString } from './validation';

export const RENTER_CATEGORIES = [
  'clothing',
  'footwear',
  'food',
  'grocery',
  'electronics',
  'beauty',
  'pharmacy',
  'kids',
  'home',
  'jewelry',
  'sports',
  'services',
  'entertainment',
  'office',
  'other',
] as const;
export type RenterCategory = (typeof RENTER_CATEGORIES)[number];

export const RENTER_STATUSES = ['active', 'inactive'] as const;
export type RenterStatus = (typeof RENTER_STATUSES)[number];

export const renterInput = z.object({
  legal_name: requiredString(200),
  bin_iin: binIin(),
  legal_address: optionalString(300),
  outlet_name: optionalString(200),
  category: z.enum(RENTER_CATEGORIES, { error: 'validation.required' }),
  contact_full_name: requiredString(150),
  phone: phone(),
  email: optionalEmail(),
  status: z.enum(RENTER_STATUSES, { error: 'validation.invalid' }).default('active'),
});

/**
 * "Give access": a renter user with a temporary password, mailed to `email` when asked, and the
 * phone its requests go out with (the renter card's contact phone, unless the person has another).
 */
export const renterAccessInput = z.object({
  login: loginName(),
  full_name: requiredString(150),
  phone: phone(),
  email: optionalEmail(),
  send_email: sendEmail(),
});

export interface Renter {
  id: number;
  landlord_id: number;
  legal_name: string;
  bin_iin: string;
  legal_address: string | null;
  outlet_name: string | null;
  /** The rooms it leases today: those of its contracts that cover today (read only). */
  room_ids: number[];
  category: RenterCategory;
  contact_full_name: string;
  phone: string;
  email: string | null;
  status: RenterStatus;
  users_count: number;
}
