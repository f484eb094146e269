import { z } from 'zod';
import { addDays, addMonths, dayNumber, indexationDays, indexedRent, toTiyn } from './rentSchedule';
import {
  dateString,
  idSchema,
  isCalendarDate,
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
/** The days a contract's dates may name (the calendar's range). */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';

const money = (max: number) =>
  z.coerce
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.number' })
    .max(max, { error: 'validation.too_large' })
    .transform((v) => Math.round(v * 100) / 100);

/** An amount that must be given: an emptied input (null, '') is missing, not 0. */
const requiredMoney = (max: number) =>
  z.preprocess((v, ctx) => {
    if (v !== null && v !== '' && v !== undefined) return v;
    ctx.addIssue({ code: 'custom', message: 'validation.required', input: v });
    return z.NEVER;
  }, money(max));

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
    rate_per_m2: requiredMoney(100_000_000),
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
    // Fields that failed their own checks are already named; the term is compared only when sound.
    const sound =
      isCalendarDate(value.starts_on) &&
      isCalendarDate(value.ends_on) &&
      Number.isInteger(value.free_months) &&
      value.free_months >= 0 &&
      value.free_months <= 120;
    if (!sound) return;
    const outside = (['signed_on', 'starts_on', 'ends_on'] as const).filter(
      (field) => value[field] < FIRST_DAY || value[field] > LAST_DAY,
    );
    for (const field of outside) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'validation.calendar_date_range' });
    }
    if (outside.length) return;
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

/** Many contracts given to one responsible person (or none) at once. */
export const contractBulkResponsibleInput = z.object({
  ids: z.array(idSchema).min(1, { error: 'validation.required' }).max(500),
  responsible_id: optionalReferenceId(),
});

/** The list's tabs: what each holds. */
export const CONTRACT_TABS = ['active', 'ending', 'drafts', 'closed'] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];
/** The "ending" tab and the dashboard's card: active leases ending within this many days. */
export const ENDING_SOON_DAYS = 90;

/** The last day a lease covers: its end, or the termination day when that comes first. */
export const lastLeaseDay = (c: {
  status: string;
  ends_on: string;
  terminated_on: string | null;
}) =>
  c.status === 'terminated' && c.terminated_on && c.terminated_on < c.ends_on
    ? c.terminated_on
    : c.ends_on;

/**
 * The next term of a lease, as "extend" drafts it: it starts the day after the end and runs as
 * long (in whole months when the term was whole months), at the rate indexed up to its start (the
 * anniversary it falls on included), without free months.
 */
export const renewalTerms = (c: {
  starts_on: string;
  ends_on: string;
  rate_per_m2: number;
  indexation_percent: number | null;
}) => {
  const starts_on = addDays(c.ends_on, 1);
  const months = monthsBetween(c.starts_on, starts_on);
  const ends_on =
    months === null
      ? addDays(starts_on, dayNumber(c.ends_on) - dayNumber(c.starts_on))
      : addDays(addMonths(starts_on, months), -1);
  // Each anniversary up to the new start indexes it: the first day of the renewal is one.
  const years = indexationDays({ ...c, ends_on: starts_on }).length;
  const rate_per_m2 = indexedRent(toTiyn(c.rate_per_m2), c.indexation_percent, years) / 100;
  return { starts_on, ends_on, rate_per_m2 };
};

/** Whole months from one day to another, or null when the span is not whole months. */
const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  const months = (ty - fy) * 12 + (tm - fm);
  return months > 0 && addMonths(from, months) === to ? months : null;
};
