import { z } from 'zod';
import type { Locale } from './constants';
import type { BusinessCalendar } from './sla';
import {
  dateString,
  idSchema,
  isCalendarDate,
  optionalReferenceId,
  optionalString,
  requiredString,
} from './validation';

/**
 * Correspondence (DOMAIN.md "Document"): incoming and outgoing letters, each registered under a
 * number of its organization, direction and year that is never repeated and leaves no gap.
 */
export const DOCUMENT_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type DocumentDirection = (typeof DOCUMENT_DIRECTIONS)[number];

/** `registered` → `in_work` → `answered` → `archived`. */
export const DOCUMENT_STATUSES = ['registered', 'in_work', 'answered', 'archived'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * The moves a person makes. An incoming letter also becomes `answered` by itself when an
 * outgoing letter that answers it is registered; an archived letter is taken out again to work.
 */
export const DOCUMENT_TRANSITIONS: Record<DocumentStatus, readonly DocumentStatus[]> = {
  registered: ['in_work', 'answered', 'archived'],
  in_work: ['answered', 'archived'],
  answered: ['in_work', 'archived'],
  archived: ['in_work'],
};

/** How a letter came or went. `portal`: a renter sent it from its own pages. */
export const DOCUMENT_DELIVERIES = ['post', 'courier', 'email', 'portal', 'by_hand'] as const;
export type DocumentDelivery = (typeof DOCUMENT_DELIVERIES)[number];

/** The register's prefixes when an organization has not set its own (by its language). */
export const DEFAULT_DOCUMENT_PREFIXES: Record<Locale, Record<DocumentDirection, string>> = {
  ru: { incoming: 'ВХ', outgoing: 'ИСХ' },
  kk: { incoming: 'КІР', outgoing: 'ШЫҒ' },
  en: { incoming: 'IN', outgoing: 'OUT' },
};

/** The n-th letter of a year in a direction: `ВХ-2026-0001` (five digits past 9,999). */
export const documentNumber = (prefix: string, year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;

/** A prefix an organization may set: letters (any alphabet) and digits, up to 10. */
export const documentPrefix = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(10, { error: 'validation.document_prefix' })
  .regex(/^[\p{L}\p{N}]+$/u, { error: 'validation.document_prefix' });

export const documentPrefixesInput = z.object({
  incoming: documentPrefix,
  outgoing: documentPrefix,
});

/** Bounds of a letter's work: its files, and a reply due in at most this many business days. */
export const MAX_DOCUMENT_FILES = 20;
export const MAX_REPLY_DAYS = 365;
/** The days a letter's dates may name (the calendar's range). */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';

const optionalDay = () =>
  dateString()
    .nullish()
    .transform((v) => v ?? null);

/**
 * A letter as staff register or edit it. The correspondent is a renter or a contractor of the
 * organization, or free text; the reply is due on a day, or in a number of business days from
 * registration (the organization's calendar counts them). The sender's own number and date are
 * an incoming letter's only.
 */
export const documentInput = z
  .object({
    direction: z.enum(DOCUMENT_DIRECTIONS, { error: 'validation.invalid' }),
    registered_on: dateString(),
    sender_number: optionalString(60),
    sender_date: optionalDay(),
    renter_id: optionalReferenceId(),
    contractor_id: optionalReferenceId(),
    correspondent: optionalString(300),
    subject: requiredString(300),
    summary: optionalString(5000, { multiline: true }),
    delivery: z.enum(DOCUMENT_DELIVERIES, { error: 'validation.invalid' }),
    responsible_id: optionalReferenceId(),
    due_on: optionalDay(),
    due_in_days: z.coerce
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.document_due_days' })
      .max(MAX_REPLY_DAYS, { error: 'validation.document_due_days' })
      .nullish()
      .transform((v) => v ?? null),
    reply_to_id: optionalReferenceId(),
    file_ids: z
      .array(idSchema)
      .max(MAX_DOCUMENT_FILES, { error: 'validation.too_many_files' })
      .default([]),
    comment: optionalString(2000, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const named = [value.renter_id, value.contractor_id, value.correspondent].filter(
      (v) => v !== null,
    );
    if (named.length === 0) issue('correspondent', 'validation.document_correspondent');
    if (named.length > 1) issue('correspondent', 'validation.document_one_correspondent');
    if (value.direction === 'outgoing') {
      if (value.sender_number) issue('sender_number', 'validation.document_incoming_only');
      if (value.sender_date) issue('sender_date', 'validation.document_incoming_only');
    }
    if (value.due_on && value.due_in_days) issue('due_in_days', 'validation.document_due_twice');
    const days = (['registered_on', 'sender_date', 'due_on'] as const).filter(
      (field) => value[field] && isCalendarDate(value[field] as string),
    );
    const outside = days.filter(
      (field) => (value[field] as string) < FIRST_DAY || (value[field] as string) > LAST_DAY,
    );
    for (const field of outside) issue(field, 'validation.calendar_date_range');
    if (outside.length) return;
    if (value.due_on && days.includes('registered_on') && value.due_on < value.registered_on) {
      issue('due_on', 'validation.document_due_before_registration');
    }
    if (
      value.sender_date &&
      days.includes('registered_on') &&
      value.sender_date > value.registered_on
    ) {
      issue('sender_date', 'validation.document_sent_after_registration');
    }
  });
export type DocumentInput = z.infer<typeof documentInput>;

/** A move of status; the reason is kept in the letter's history. */
export const documentStatusInput = z.object({
  status: z.enum(DOCUMENT_STATUSES, { error: 'validation.invalid' }),
  reason: optionalString(1000, { multiline: true }),
});

/** A renter's official letter from its portal: registered as incoming at once. */
export const renterLetterInput = z.object({
  subject: requiredString(300),
  summary: requiredString(5000, { multiline: true }),
  file_ids: z
    .array(idSchema)
    .max(MAX_DOCUMENT_FILES, { error: 'validation.too_many_files' })
    .default([]),
});

/** The list's tabs: letters to answer (incoming, not answered nor archived), overdue ones, all. */
export const DOCUMENT_TABS = ['to_answer', 'overdue', 'all'] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number];

/** Statuses in which an incoming letter still waits for its answer. */
export const AWAITING_ANSWER: readonly DocumentStatus[] = ['registered', 'in_work'];

/** Whether a letter is overdue on `today`: incoming, awaiting its answer, its due day past. */
export const isOverdue = (
  letter: { direction: string; status: string; due_on: string | null },
  today: string,
) =>
  letter.direction === 'incoming' &&
  AWAITING_ANSWER.includes(letter.status as DocumentStatus) &&
  letter.due_on !== null &&
  letter.due_on < today;

const DAY_MS = 86_400_000;
/** How far past a due day counting may look: a year of days off would end it. */
const MAX_DAYS_SCANNED = 3_660;

/**
 * The day `days` business days after `from` in an organization's calendar (its working week and
 * holidays): a letter registered on Friday with 1 day to answer is due on Monday. Null when the
 * calendar has no working day within ten years.
 */
export const addBusinessDays = (
  from: string,
  days: number,
  calendar: Pick<BusinessCalendar, 'week' | 'holidays'>,
): string | null => {
  const holidays = new Set(calendar.holidays);
  let day = Date.parse(`${from}T00:00:00Z`);
  let left = days;
  for (let scanned = 0; scanned < MAX_DAYS_SCANNED; scanned++) {
    day += DAY_MS;
    const date = new Date(day).toISOString().slice(0, 10);
    const weekday = (((new Date(day).getUTCDay() + 6) % 7) + 1) as keyof BusinessCalendar['week'];
    if (calendar.week[weekday].length === 0 || holidays.has(date)) continue;
    left -= 1;
    if (left === 0) return date;
  }
  return null;
};
