import { z } from 'zod';
import { ACCESS_LEVELS, MODULES } from './access';
import { LOCALES } from './constants';
import { USER_ROLES } from './roles';
import { jsonObject, requiredString } from './validation';

/** The caller's object or organization, with the logo the client shows. */
const namedPlace = z.object({ id: z.number(), name: z.string(), logo: z.string() });

/** `GET /api/user`: the caller, their place and their rights (the client reads all of it). */
export const currentUserSchema = z.object({
  id: z.number(),
  login: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  full_name: z.string(),
  role: z.enum(USER_ROLES),
  locale: z.enum(LOCALES),
  landlord_id: z.number().nullable(),
  employee_id: z.number().nullable(),
  renter_id: z.number().nullable(),
  must_change_password: z.boolean(),
  land: namedPlace.nullable(),
  room: z.object({ id: z.number(), number: z.string(), logo: z.string() }).nullable(),
  /** A renter's units leased today (`room` is the first of them), each with its centre. */
  rooms: z.array(z.object({ id: z.number(), number: z.string(), object_name: z.string() })),
  organization: namedPlace.nullable(),
  access: z.record(z.enum(MODULES), z.enum(ACCESS_LEVELS)).nullable(),
  notification_access: z.boolean(),
  has_bid_access: z.boolean(),
  /** When the organization's free trial ends (null: no trial); after it, it is read-only. */
  trial_ends_at: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /api/user/all`: a person to pick as a recipient or an executor. */
export const userOptionSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  role: z.enum(USER_ROLES),
  employee_id: z.number().nullable(),
  renter_id: z.number().nullable(),
});
export type UserOption = z.infer<typeof userOptionSchema>;

/** The list screens whose filters a user may keep. */
export const SAVED_FILTER_RESOURCES = [
  'requests-journal',
  'tasks',
  'application-forms',
  'visitor-messages',
  'renters',
  'contractors',
  'employees',
  'objects',
  'rooms',
] as const;
export type SavedFilterResource = (typeof SAVED_FILTER_RESOURCES)[number];

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

/** A kept filter as the API answers with it. */
export const savedFilterSchema = z.object({
  id: z.number(),
  resource: z.string(),
  name: z.string(),
  filter: z.record(z.string(), z.unknown()),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;
