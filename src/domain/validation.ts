import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { isValidBinIin, normalizeKzPhone } from './kz';

// In the browser zod checks without compiling its parsers: the pages' policy forbids eval, and
// zod's probe for it (made as the first schema is built) is reported as a violation. The server
// keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * Field rules shared by the server and the forms. Every message is an i18n key
 * (`validation.*`) that the browser translates.
 */
const required = { error: 'validation.required' };
const invalid = { error: 'validation.invalid' };

/** Per field (a dotted path, `_` for the whole value), the i18n key of its first problem. */
export type FieldErrors = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message?: string };

/** Issues keyed like the inputs, first per path; zod's own English reads `validation.invalid`. */
export const fieldErrors = (issues: readonly Issue[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message?.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return errors;
};

/** The largest value of a PostgreSQL `integer` (int4): ids and counters. */
export const INT4_MAX = 2_147_483_647;

/** The deepest nesting a free-form JSON value (a body, a saved filter, answers) may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a text holds a C0 control character (U+0000–U+001F: NUL, which PostgreSQL refuses,
 * and the like, never typed); tab, line feed and carriage return are text in a multi-line field.
 */
export const hasControlChars = (text: string, multiline = false) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) {
      return true;
    }
  }
  return false;
};

const controlChars = { error: 'validation.control_chars' };
const printable =
  (multiline = false) =>
  (text: string) =>
    !hasControlChars(text, multiline);

export interface TextOptions {
  /** A textarea: tab and line breaks are allowed. */
  multiline?: boolean;
}

export const requiredString = (max = 255, opts: TextOptions = {}) =>
  z
    .string(required)
    .trim()
    .min(1, 'validation.required')
    .max(max, { error: 'validation.too_long' })
    .refine(printable(opts.multiline), controlChars);

export const optionalString = (max = 255, opts: TextOptions = {}) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .refine(printable(opts.multiline), controlChars)
    .nullish()
    .transform((v) => (v ? v : null));

/** An http(s) link, as typed. */
export const httpUrl = () =>
  z
    .string({ error: 'validation.url' })
    .refine(printable(), controlChars)
    .pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }));

/** A string that is not shown as a field (a token, a path segment): bounded, no control characters. */
export const plainString = (max = 255) =>
  z.string().max(max, { error: 'validation.too_long' }).refine(printable(), controlChars);

/** A row id in a JSON body: a positive int4. */
export const idSchema = z.number(invalid).int(invalid).positive(invalid).max(INT4_MAX, invalid);

/** A row id from a path, a query or a form field (a string): a positive int4. */
export const idParam = z.coerce
  .number(invalid)
  .int(invalid)
  .positive(invalid)
  .max(INT4_MAX, invalid);

/** `params` of the routes of one record: `/{id}`. */
export const idParams = z.object({ id: idParam });

/** A reference a form picks (`object_id`…): a positive int4, `validation.required` when unset. */
export const referenceId = () =>
  z.coerce.number(required).int(invalid).positive(required).max(INT4_MAX, invalid);

/** An optional reference; null when unset. */
export const optionalReferenceId = () =>
  z.coerce
    .number(invalid)
    .int(invalid)
    .positive(invalid)
    .max(INT4_MAX, invalid)
    .nullish()
    .transform((v) => v ?? null);

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` naming a day of the calendar (not `2024-13-45`, not `2023-02-29`, not year 0). */
export const isCalendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const last = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= last;
};

/** A date-only field: `YYYY-MM-DD`, a real day. */
export const dateString = () =>
  z
    .string(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
    .refine(isCalendarDate, { error: 'validation.date' });

/**
 * The first problem of a free-form JSON value: a value nested deeper than `limit`
 * (`validation.invalid`) or, unless `text` is false, a string or key with a control character
 * other than tab and line breaks (`validation.control_chars`). It walks without recursion, so a
 * hostile depth cannot exhaust the stack.
 */
export const jsonProblem = (
  value: unknown,
  { limit = MAX_JSON_DEPTH, text = true }: { limit?: number; text?: boolean } = {},
): { path: (string | number)[]; message: string } | null => {
  const stack: { value: unknown; depth: number; path: (string | number)[] }[] = [
    { value, depth: 0, path: [] },
  ];
  while (stack.length) {
    const item = stack.pop() as (typeof stack)[number];
    if (typeof item.value === 'string') {
      if (text && hasControlChars(item.value, true)) {
        return { path: item.path, message: 'validation.control_chars' };
      }
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > limit) return { path: item.path, message: 'validation.invalid' };
    const isArray = Array.isArray(item.value);
    for (const [key, child] of Object.entries(item.value)) {
      const path = [...item.path, isArray ? Number(key) : key];
      if (text && !isArray && hasControlChars(key, true)) {
        return { path, message: 'validation.control_chars' };
      }
      stack.push({ value: child, depth, path });
    }
  }
  return null;
};

/** A free-form JSON object (a saved filter, answers): bounded depth, no control characters. */
export const jsonObject = () =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });

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
    .max(128, { error: 'validation.too_long' })
    .refine(printable(), controlChars);

/** A password or a token as typed (checked elsewhere): present, bounded, no control characters. */
export const secret = () =>
  z
    .string(required)
    .min(1, 'validation.required')
    .max(1024, { error: 'validation.too_long' })
    .refine(printable(), controlChars);

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
