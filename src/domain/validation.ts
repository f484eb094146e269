import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { isValidBinIin, normalizeKzPhone } from './kz';

/**
 * Field rules shared by the server and the forms. Every message is an i18n key
 * (`validation.*`) that the browser translates.
 */
const required = { error: 'validation.required' };

export const requiredString = (max = 255) =>
  z
    .string(required)
    .trim()
    .min(1, 'validation.required')
    .max(max, { error: 'validation.too_long' });

export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .nullish()
    .transform((v) => (v ? v : null));

export const email = () =>
  z
    .string(required)
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .pipe(z.email({ error: 'validation.email' }));

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: 'validation.email' }).nullable());

const phoneValue = z.string().transform((value, ctx) => {
  const normalized = normalizeKzPhone(value);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: 'validation.phone' });
    return z.NEVER;
  }
  return normalized;
});

export const phone = () => z.string(required).trim().min(1, 'validation.required').pipe(phoneValue);

export const optionalPhone = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(phoneValue.nullable());

export const binIin = () =>
  z
    .string(required)
    .trim()
    .min(1, 'validation.required')
    .regex(/^\d{12}$/, { error: 'validation.bin_format' })
    .refine(isValidBinIin, { error: 'validation.bin_checksum' });

export const password = () =>
  z
    .string(required)
    .min(1, 'validation.required')
    .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_min' })
    .max(128, { error: 'validation.too_long' });

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

/** A new password typed twice. */
export const passwordPair = <T extends z.ZodRawShape>(extra: T) =>
  z
    .object({ ...extra, password: password(), password_confirmation: z.string(required) })
    .refine((v) => (v as PasswordPair).password === (v as PasswordPair).password_confirmation, {
      error: 'validation.password_mismatch',
      path: ['password_confirmation'],
    });

export const id = () => z.coerce.number().int().positive();
