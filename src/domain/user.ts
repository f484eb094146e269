import { z } from 'zod';
import type { AccessMap } from './access';
import type { Locale } from './constants';
import type { UserRole } from './roles';
import { jsonObject, requiredString } from './validation';

/** `GET /api/user`. */
export interface CurrentUser {
  id: number;
  login: string;
  email: string | null;
  phone: string | null;
  full_name: string;
  role: UserRole;
  locale: Locale;
  landlord_id: number | null;
  employee_id: number | null;
  renter_id: number | null;
  must_change_password: boolean;
  land: { id: number; name: string; logo: string } | null;
  room: { id: number; number: string; logo: string } | null;
  organization: { id: number; name: string; logo: string } | null;
  access: AccessMap | null;
  notification_access: boolean;
  has_bid_access: boolean;
}

/** `GET /api/user/all`: a person to pick as a recipient or an executor. */
export interface UserOption {
  id: number;
  full_name: string;
  role: UserRole;
  employee_id: number | null;
  renter_id: number | null;
}

/** The list screens whose filters a user may keep. */
export const SAVED_FILTER_RESOURCES = [
  'requests-journal',
  'application-forms',
  'visitor-messages',
  'renters',
  'contractors',
  'employees',
  'objects',
  'rooms',
] as const;

/** A list filter is a few fields: a kept one is small. */
export const SAVED_FILTER_MAX_CHARS = 4000;

/** A named filter a user keeps for a list screen. */
export const savedFilterInput = z.object({
  resource: z.enum(SAVED_FILTER_RESOURCES, { error: 'validation.invalid' }),
  name: requiredString(60),
  filter: jsonObject().refine((f) => JSON.stringify(f).length <= SAVED_FILTER_MAX_CHARS, {
    error: 'validation.too_large',
  }),
});

export interface SavedFilter {
  id: number;
  resource: string;
  name: string;
  filter: Record<string, unknown>;
}
