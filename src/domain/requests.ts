import { z } from 'zod';
import { type LocalizedName, localizedName } from './reference';
import { isValidWeek, type WeekSchedule } from './sla';
import {
  dateString,
  hasControlChars,
  idSchema,
  isCalendarDate,
  jsonObject,
  optionalPhone,
  optionalReferenceId,
  optionalString,
  referenceId,
  requiredString,
} from './validation';

/** Request kinds; 12 (tenant requests) is the spec's default. */
export const REQUEST_KINDS = { tenant: 12, internal: 13 } as const;

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

export const BID_STATUSES = ['new', 'in_progress', 'done', 'rejected', 'cancelled'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
/** Statuses in which a bid's SLA clock still runs. */
export const OPEN_BID_STATUSES: readonly BidStatus[] = ['new', 'in_progress'];

/** Who moves a bid: staff work it, its author may cancel it new, a renter may reopen it. */
export type BidActor = 'staff' | 'author' | 'renter';

export const BID_TRANSITIONS: Record<BidStatus, Partial<Record<BidStatus, BidActor[]>>> = {
  new: { in_progress: ['staff'], rejected: ['staff'], cancelled: ['author'] },
  in_progress: { done: ['staff'], rejected: ['staff'] },
  done: { in_progress: ['renter'] },
  rejected: {},
  cancelled: {},
};

/** A renter may reopen a done bid within this many days. */
export const REOPEN_DAYS = 3;
export const BID_SOURCES = ['renter', 'staff', 'visitor'] as const;

export const bidStatusInput = z
  .object({
    status: z.enum(BID_STATUSES, { error: 'validation.invalid' }),
    reason: optionalString(1000, { multiline: true }),
  })
  .refine((v) => v.status !== 'rejected' || Boolean(v.reason), {
    error: 'validation.reason_required',
    path: ['reason'],
  });

export const bidCommentInput = z.object({
  text: requiredString(4000, { multiline: true }),
  internal: z.boolean().default(false),
});

export const bidRatingInput = z.object({
  rating: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .min(1, { error: 'validation.rating' })
    .max(5, { error: 'validation.rating' }),
  comment: optionalString(1000, { multiline: true }),
});

export const bidAssignInput = z.object({
  executor_id: optionalReferenceId(),
});

export const bidBulkAssignInput = bidAssignInput.extend({
  ids: z.array(idSchema).min(1, { error: 'validation.required' }).max(500),
});

/** The common part of a bid; `answers` are checked against the type's fields. */
export const bidInput = z.object({
  request_type_id: referenceId(),
  object_id: referenceId(),
  room_id: optionalReferenceId(),
  renter_id: optionalReferenceId(),
  applicant_name: requiredString(150),
  phone: optionalPhone(),
  description: optionalString(4000, { multiline: true }),
  answers: jsonObject().default({}),
  file_ids: z.array(idSchema).max(10).default([]),
});
export type BidInput = z.infer<typeof bidInput>;

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

/** A landlord's business week and holidays (Settings). */
export const calendarInput = z.object({
  week: z
    .record(
      z.enum(['1', '2', '3', '4', '5', '6', '7']),
      z.array(z.object({ from: z.string(), to: z.string() })).max(4),
    )
    .refine((w) => Object.keys(w).length === 7 && isValidWeek(w as unknown as WeekSchedule), {
      error: 'validation.work_week',
    }),
});

export const holidayInput = z.object({
  date: dateString(),
  name: requiredString(100),
});

export interface Bid {
  id: number;
  number: number;
  request_type_id: number;
  object_id: number;
  room_id: number | null;
  renter_id: number | null;
  applicant_name: string;
  phone: string | null;
  description: string | null;
  answers: Record<string, unknown>;
  status: BidStatus;
  executor_id: number | null;
  due_at: string;
  sla_hours: number;
  source: (typeof BID_SOURCES)[number];
  rating: number | null;
  rating_comment: string | null;
  done_at: string | null;
  reject_reason: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
