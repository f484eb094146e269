import { z } from 'zod';
import { monthString } from './leaseReports';
import {
  dateString,
  idSchema,
  optionalReferenceId,
  plainString,
  requiredString,
} from './validation';

/**
 * Time from electronic passes: turnstiles and readers (devices) send arrivals and departures by
 * pass card; a day's first arrival and last departure make the timesheet's cell, measured against
 * the employee's work start and end and the organization's business calendar.
 */

export const PASS_DIRECTIONS = ['in', 'out'] as const;
export type PassDirection = (typeof PASS_DIRECTIONS)[number];

/** What a device registers: arrivals, departures, or both (the direction then comes in each event). */
export const DEVICE_DIRECTIONS = ['in', 'out', 'both'] as const;
export type DeviceDirection = (typeof DEVICE_DIRECTIONS)[number];

/** Where an event came from: a device's call, a file of an access-control system, or staff. */
export const PASS_SOURCES = ['device', 'import', 'manual'] as const;
export type PassSource = (typeof PASS_SOURCES)[number];

/** At most this many events in one device call. */
export const MAX_EVENTS_PER_BATCH = 10_000;
/** Events older than this many days are refused: the timesheets they belong to are closed. */
export const PASS_EVENT_WINDOW_DAYS = 45;
/** A device's clock may run this far ahead before its events count as "in the future". */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** A shift still open at midnight goes on into the next day for at most this long. */
export const SHIFT_MAX_HOURS = 16;
/** The morning digest names who has not arrived this long after their work start. */
export const DIGEST_GRACE_MINUTES = 15;
/** An import file holds at most this many rows. */
export const MAX_IMPORT_ROWS = 100_000;
/** How long a day's mark (vacation, sick leave, trip) may run in one go. */
export const MAX_MARK_DAYS = 62;

/** Reasons an event of a batch is refused; the rest of the batch is stored. */
export const REFUSALS = ['invalid', 'future', 'too_old', 'direction'] as const;
export type Refusal = (typeof REFUSALS)[number];

/** What a staff member marks a day as when nobody is expected at work. */
export const DAY_MARKS = ['vacation', 'sick', 'trip'] as const;
export type DayMark = (typeof DAY_MARKS)[number];

/** What a timesheet day is; the legend gives each its code on the grid and in Excel. */
export const DAY_STATES = [
  'worked',
  'night',
  'weekend_work',
  'day_off',
  'absent',
  'vacation',
  'sick',
  'trip',
] as const;
export type DayState = (typeof DAY_STATES)[number];
export type Legend = Record<DayState, string>;

/** Codes as Kazakh offices write them on a Т-12-like timesheet; an organization may set its own. */
export const DEFAULT_LEGEND: Legend = {
  worked: 'Я',
  night: 'Н',
  weekend_work: 'РВ',
  day_off: 'В',
  absent: 'НН',
  vacation: 'О',
  sick: 'Б',
  trip: 'К',
};

const code = requiredString(4).refine((v) => !/\s/.test(v), { error: 'validation.invalid' });

export const legendInput = z.object(
  Object.fromEntries(DAY_STATES.map((s) => [s, code])) as Record<DayState, typeof code>,
);

/** The time module's settings: the morning digest and the legend. */
export const timeSettingsInput = z.object({
  digest: z.boolean({ error: 'validation.invalid' }),
  legend: legendInput,
});
export type TimeSettings = z.infer<typeof timeSettingsInput>;

export const deviceInput = z.object({
  name: requiredString(100),
  object_id: optionalReferenceId(),
  direction: z.enum(DEVICE_DIRECTIONS, { error: 'validation.invalid' }),
});
export type DeviceInput = z.infer<typeof deviceInput>;

/** A pass card's number as a reader sends it. */
export const passCard = () => requiredString(64);

/** An instant with its offset: `2026-11-27T09:02:00+05:00`. */
export const instant = () => z.iso.datetime({ offset: true, error: 'validation.date' });

/** One event of a device's batch; each is checked on its own, so a bad one refuses itself only. */
export const passEventOf = z.object({
  card: passCard(),
  direction: z.enum(PASS_DIRECTIONS, { error: 'validation.invalid' }).optional(),
  at: instant(),
});
export type DeviceEvent = z.infer<typeof passEventOf>;

/** Why an event is refused, or null when it may be stored (`now` in ms). */
export const eventRefusal = (at: string, now: number): Refusal | null => {
  const time = Date.parse(at);
  if (time > now + FUTURE_TOLERANCE_MS) return 'future';
  if (time < now - PASS_EVENT_WINDOW_DAYS * 86_400_000) return 'too_old';
  return null;
};

/** A staff member's correction: an arrival or a departure added, or one of them changed. */
export const passCorrectionInput = z.object({
  employee_id: idSchema,
  direction: z.enum(PASS_DIRECTIONS, { error: 'validation.invalid' }),
  at: instant(),
  reason: requiredString(500),
  /** The event this one replaces (a wrong time); without it, an event is added. */
  replaces_id: idSchema.nullish().transform((v) => v ?? null),
});
export type PassCorrection = z.infer<typeof passCorrectionInput>;

/** A day or a run of days marked as vacation, sick leave or a business trip. */
export const dayMarkInput = z
  .object({
    kind: z.enum(DAY_MARKS, { error: 'validation.invalid' }),
    reason: requiredString(500),
    to: dateString().nullish(),
  })
  .transform((v) => ({ ...v, to: v.to ?? null }));

export const timesheetQuery = z.object({
  month: monthString,
  department: plainString(100).optional(),
  object_id: optionalReferenceId().optional(),
});

/** Attaching an unknown card to an employee: its stored events count from then on. */
export const attachCardInput = z.object({ card: passCard(), employee_id: idSchema });

/** A file's columns as the organization mapped them once. */
export const importMappingInput = z.object({
  device_id: idSchema,
  card: requiredString(100),
  /** One column with the date and time, or the date's column with `time` beside it. */
  at: requiredString(100),
  time: plainString(100)
    .nullish()
    .transform((v) => v || null),
  direction: plainString(100)
    .nullish()
    .transform((v) => v || null),
  /** How the file writes an arrival and a departure (`Вход`, `1`…). */
  in_value: plainString(50)
    .nullish()
    .transform((v) => v || null),
  out_value: plainString(50)
    .nullish()
    .transform((v) => v || null),
});
export type ImportMapping = z.infer<typeof importMappingInput>;

/** Minutes as `H:MM` (worked hours, lateness). */
export const hoursText = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
