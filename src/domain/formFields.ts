import { z } from 'zod';
import { isValidKzIban } from './kz';
import { hasControlChars, optionalReferenceId } from './validation';

/**
 * Optional fields as a multipart form sends them: an empty string is "not given" (null), numbers
 * and booleans arrive as text. Messages are i18n keys (`validation.*`).
 */

export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** A number a form may send as a string (`1 500,5`); empty is "not given". */
export const optionalNumber = (max: number, opts: { integer?: boolean } = {}) => {
  let number = z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.number' })
    .max(max, { error: 'validation.too_large' });
  if (opts.integer) number = number.refine(Number.isInteger, { error: 'validation.integer' });
  return z.preprocess(
    (v) =>
      isBlank(v)
        ? null
        : typeof v === 'string'
          ? Number(v.replace(/\s/g, '').replace(',', '.'))
          : v,
    number.nullable(),
  );
};

/** `'true'`/`'false'` from a form, or a boolean; empty is "not given". */
export const optionalBoolean = () =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'validation.invalid' }).nullable(),
  );

export const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(500, { error: 'validation.too_long' })
    .refine((v) => !hasControlChars(v), { error: 'validation.control_chars' })
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }).nullable());

export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z.enum(values, { error: 'validation.invalid' }).nullable(),
  );

/** A multipart id: an empty string is "not given". */
export const optionalId = () => z.preprocess((v) => (isBlank(v) ? null : v), optionalReferenceId());

/** BIK (bank identifier, SWIFT-like: 8 or 11 letters and digits), upper-cased. */
export const optionalBik = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, { error: 'validation.invalid' })
        .nullable(),
    );

export const optionalIik = () =>
  z
    .string()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().refine(isValidKzIban, { error: 'validation.invalid' }).nullable());
