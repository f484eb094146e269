import { z } from 'zod';
import { type LocalizedName, localizedName } from './reference';
import {
  hasControlChars,
  idSchema,
  isCalendarDate,
  optionalReferenceId,
  referenceId,
} from './validation';

/** Request types: the catalogue's kinds, a type's own fields and how answers are checked. */

export { REQUEST_KINDS } from './requestKinds';

export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'time',
  'select',
  'file',
  'checkbox',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const required = { error: 'validation.required' };

const fieldKey = z
  .string(required)
  .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'validation.field_key' });

/** One field of a request type's form, as the superadmin defines it. */
export const requestFieldDef = z
  .object({
    key: fieldKey,
    type: z.enum(FIELD_TYPES, { error: 'validation.required' }),
    label: localizedName(),
    required: z.boolean().default(false),
    options: z
      .array(z.object({ value: fieldKey, label: localizedName() }))
      .max(30)
      .optional(),
  })
  .refine((f) => f.type !== 'select' || (f.options?.length ?? 0) > 0, {
    error: 'validation.options_required',
    path: ['options'],
  });
export type RequestFieldDef = z.infer<typeof requestFieldDef>;

export const requestTypeInput = z.object({
  kind_id: referenceId(),
  code: fieldKey,
  name: localizedName(),
  sla_hours: z.coerce
    .number({ error: 'validation.required' })
    .positive({ error: 'validation.positive' })
    .max(2000, { error: 'validation.too_large' }),
  fields: z
    .array(requestFieldDef)
    .max(30)
    .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, {
      error: 'validation.field_key_unique',
    })
    .default([]),
  sort_order: z.coerce.number().int().min(0).max(999).default(0),
  is_active: z.boolean().default(true),
});

export interface RequestType {
  id: number;
  kind_id: number;
  code: string;
  name: LocalizedName;
  sla_hours: number;
  fields: RequestFieldDef[];
  sort_order: number;
  is_active: boolean;
}

/** A landlord's own settings of a type: shown to its renters or not, its SLA, its executor. */
export const landlordTypeInput = z.object({
  sla_hours: z.coerce
    .number()
    .positive({ error: 'validation.positive' })
    .max(2000, { error: 'validation.too_large' })
    .nullish()
    .transform((v) => v ?? null),
  default_executor_id: optionalReferenceId(),
});

/** The spec's `PUT /type-request-landlord/show/{id}` body: `[1]` or `[0]`. */
export const landlordTypeShowInput = z.tuple([z.union([z.literal(0), z.literal(1)])], {
  error: 'validation.invalid',
});

/** `GET /api/type-request-landlord`: a catalogue type as this landlord uses it. */
export interface LandlordRequestType {
  id: number;
  request_type_id: number;
  show: 1 | 0;
  sla_hours: number | null;
  default_executor_id: number | null;
  type: { id: number; kind_id: number; code: string; name: LocalizedName; sla_hours: number };
}

/** `GET /api/get-kind`: a kind of request (tenant's, landlord's…). */
export interface RequestKind {
  id: number;
  name: LocalizedName;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Checks answers against a type's fields: required ones present, each of its type, select
 * values among the options, file answers as lists of file ids. Returns the clean answers and
 * the errors keyed `answers.<key>`.
 */
export const checkAnswers = (fields: RequestFieldDef[], answers: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  const clean: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = answers[field.key];
    const empty =
      raw === undefined ||
      raw === null ||
      raw === '' ||
      raw === false ||
      (Array.isArray(raw) && raw.length === 0);
    const path = `answers.${field.key}`;
    if (empty) {
      if (field.required) errors[path] = 'validation.required';
      continue;
    }
    switch (field.type) {
      case 'number': {
        const n = typeof raw === 'number' ? raw : Number(String(raw).replace(',', '.'));
        if (!Number.isFinite(n) || n < 0) errors[path] = 'validation.number';
        else clean[field.key] = n;
        break;
      }
      case 'date':
        if (typeof raw !== 'string' || !isCalendarDate(raw)) {
          errors[path] = 'validation.date';
        } else clean[field.key] = raw;
        break;
      case 'time':
        if (typeof raw !== 'string' || !TIME.test(raw)) errors[path] = 'validation.time';
        else clean[field.key] = raw;
        break;
      case 'select':
        if (!field.options?.some((o) => o.value === raw)) errors[path] = 'validation.invalid';
        else clean[field.key] = raw;
        break;
      case 'checkbox':
        clean[field.key] = raw === true || raw === 'true';
        break;
      case 'file': {
        const ids = Array.isArray(raw) ? raw : [raw];
        if (!ids.every((id) => idSchema.safeParse(id).success) || ids.length > 5) {
          errors[path] = 'validation.invalid';
        } else clean[field.key] = ids;
        break;
      }
      default: {
        const text = String(raw).trim();
        const max = field.type === 'textarea' ? 4000 : 300;
        if (text.length > max) errors[path] = 'validation.too_long';
        else if (hasControlChars(text, field.type === 'textarea')) {
          errors[path] = 'validation.control_chars';
        } else if (!text && field.required) errors[path] = 'validation.required';
        else if (text) clean[field.key] = text;
      }
    }
  }
  return { clean, errors };
};
