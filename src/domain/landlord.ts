import { z } from 'zod';
import { almatyDay } from './almatyTime';
import { TRIAL_MAX_DAYS_AHEAD } from './trial';
import {
  binIin,
  dateString,
  email,
  idSchema,
  optionalEmail,
  optionalPhone,
  phone,
  requiredString,
} from './validation';

export const LANDLORD_STATUSES = ['active', 'blocked'] as const;
export type LandlordStatus = (typeof LANDLORD_STATUSES)[number];

/** The large cities of Kazakhstan the product serves. */
export const CITIES = [
  'almaty',
  'astana',
  'shymkent',
  'karaganda',
  'aktobe',
  'taraz',
  'pavlodar',
  'ust_kamenogorsk',
  'semey',
  'atyrau',
  'kostanay',
  'kyzylorda',
  'uralsk',
  'petropavlovsk',
  'aktau',
  'turkestan',
  'taldykorgan',
  'kokshetau',
] as const;
export type City = (typeof CITIES)[number];

const landlordFields = {
  name: requiredString(200),
  bin: binIin(),
  legal_address: requiredString(300),
  city: z.enum(CITIES, { error: 'validation.required' }),
  director_full_name: requiredString(150),
  phone: phone(),
  email: email(),
  logo_id: idSchema.nullish(),
  status: z.enum(LANDLORD_STATUSES, { error: 'validation.invalid' }).default('active'),
};

export const landlordUpdateInput = z.object(landlordFields);

/** Creating a landlord also creates its owner's account. */
export const landlordCreateInput = z.object({
  ...landlordFields,
  owner_login: requiredString(100).regex(/^[a-zA-Z0-9._-]{3,}$/, {
    error: 'validation.login_format',
  }),
  owner_full_name: requiredString(150),
  owner_email: optionalEmail(),
  owner_phone: optionalPhone(),
});

export type LandlordCreateInput = z.input<typeof landlordCreateInput>;
export type LandlordUpdateInput = z.input<typeof landlordUpdateInput>;

/** An organization as the API sends it, with its logo's public URL. */
export const landlordSchema = z.object({
  id: z.number(),
  name: z.string(),
  bin: z.string(),
  legal_address: z.string(),
  city: z.enum(CITIES),
  director_full_name: z.string(),
  phone: z.string(),
  email: z.string(),
  logo_id: z.number().nullable(),
  logo_url: z.string().nullable(),
  status: z.enum(LANDLORD_STATUSES),
  /** When the free trial ends; null when the organization no longer runs on a trial. */
  trial_ends_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Landlord = z.infer<typeof landlordSchema>;

/** A public form's link (application form, contractor form): a new one ends the old. */
export interface PublicLink {
  token: string;
  url: string;
}

/**
 * `PUT /api/landlords/{id}/trial`: the trial's last day (an earlier day ends it now, a later
 * one extends it, at most three years ahead), or null when the organization no longer runs on
 * a trial.
 */
export const trialInput = (now = () => new Date()) =>
  z.object({
    trial_ends_at: dateString()
      .refine(
        (day) =>
          Date.parse(day) - Date.parse(almatyDay(now())) <= TRIAL_MAX_DAYS_AHEAD * 86_400_000,
        { error: 'validation.trial_too_far' },
      )
      .nullable(),
  });
export type TrialInput = z.input<ReturnType<typeof trialInput>>;
