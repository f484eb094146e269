import { z } from 'zod';
import { addDays, addMonths } from './rentSchedule';
import {
  dateString,
  idSchema,
  optionalReferenceId,
  optionalString,
  referenceId,
  requiredString,
} from './validation';

/**
 * Leases (DOMAIN.md "Contract"): `draft` → `active` → `terminated` (a date and a reason);
 * `active` → `expired` the day after its end, by the scheduler.
 */
export const CONTRACT_STATUSES = ['draft', 'active', 'terminated', 'expired'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The moves a person makes (expiry is the scheduler's). */
export const CONTRACT_TRANSITIONS: Record<ContractStatus, readonly ContractStatus[]> = {
  draft: ['active'],
  active: ['terminated'],
  terminated: [],
  expired: [],
};

/** Bounds that keep a schedule's work small: a term of at most 30 years, 50 rooms a contract. */
export const MAX_TERM_YEARS = 30;
export const MAX_CONTRACT_ROOMS = 50;
export const MAX_CONTRACT_FILES = 20;

const money = (max: number) =>
  z.coerce
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.number' })
    .max(max, { error: 'validation.too_large' })
    .transform((v) => Math.round(v * 100) / 100);

const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce
    .number({ error })
    .int({ error: 'validation.integer' })
    .min(min, { error })
    .max(max, { error });

export const contractInput = z
  .object({
    number: requiredString(40),
    signed_on: dateString(),
    renter_id: referenceId(),
    object_id: referenceId(),
    room_ids: z
      .array(idSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(MAX_CONTRACT_ROOMS, { error: 'validation.contract_rooms' }),
    /** The leased area; null: the rooms' sum. */
    area: z.coerce
      .number({ error: 'validation.number' })
      .positive({ error: 'validation.positive' })
      .max(1_000_000, { error: 'validation.too_large' })
      .transform((v) => Math.round(v * 100) / 100)
      .nullish()
      .transform((v) => v ?? null),
    rate_per_m2: money(100_000_000),
    deposit: money(1_000_000_000_000).default(0),
    starts_on: dateString(),
    ends_on: dateString(),
    indexation_percent: z.coerce
      .number({ error: 'validation.number' })
      .positive({ error: 'validation.positive' })
      .max(100, { error: 'validation.contract_indexation' })
      .transform((v) => Math.round(v * 100) / 100)
      .nullish()
      .transform((v) => v ?? null),
    payment_day: wholeNumber(1, 28, 'validation.contract_payment_day').default(5),
    free_months: wholeNumber(0, 120, 'validation.contract_free_months').default(0),
    notice_days: wholeNumber(0, 3650, 'validation.contract_notice_days').default(30),
    responsible_id: optionalReferenceId(),
    file_ids: z
      .array(idSchema)
      .max(MAX_CONTRACT_FILES, { error: 'validation.too_many_files' })
      .default([]),
    comment: optionalString(2000, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    if (value.ends_on < value.starts_on) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_on'],
        message: 'validation.contract_end_before_start',
      });
    } else if (value.ends_on >= addMonths(value.starts_on, 12 * MAX_TERM_YEARS)) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'validation.contract_term' });
    } else if (
      value.free_months > 0 &&
      addMonths(value.starts_on, value.free_months) > value.ends_on
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['free_months'],
        message: 'validation.contract_free_months',
      });
    }
  });
export type ContractInput = z.infer<typeof contractInput>;

/** A change of status: ending an active contract needs the day and a reason. */
export const contractStatusInput = z
  .object({
    status: z.enum(CONTRACT_STATUSES, { error: 'validation.invalid' }),
    reason: optionalString(1000, { multiline: true }),
    terminated_on: dateString().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'terminated') return;
    if (!value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.reason_required' });
    if (!value.terminated_on) {
      ctx.addIssue({ code: 'custom', path: ['terminated_on'], message: 'validation.required' });
    }
  });

/** The monthly rent of an area at a rate, in tenge (two decimals). */
export const monthlyRent = (area: number, ratePerM2: number) =>
  Math.round(area * ratePerM2 * 100) / 100;

/** The last day notice of leaving may be given: the end less the notice period. */
export const noticeBy = (endsOn: string, noticeDays: number) => addDays(endsOn, -noticeDays);
