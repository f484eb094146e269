import { z } from 'zod';
import { BID_STATUSES, type BidStatus } from './bidStatuses';
import { checkAnswers, type RequestFieldDef } from './requestTypes';
import { isValidWeek, type WeekSchedule } from './sla';
import {
  dateString,
  idSchema,
  jsonObject,
  optionalPhone,
  optionalReferenceId,
  optionalString,
  referenceId,
  requiredString,
} from './validation';

export { BID_STATUSES, type BidStatus };
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

export { placeLabel } from './roomLabel';

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

/**
 * A bid as its form checks it, with the same rules as the server: the type's own answers are
 * checked inside the `answers` field, so one save flags them together with the common fields (a
 * refinement of the whole object would only run once the common fields pass).
 */
export const bidInputFor = (fields: RequestFieldDef[]) =>
  bidInput.extend({
    answers: jsonObject()
      .superRefine((answers, ctx) => {
        for (const [path, message] of Object.entries(checkAnswers(fields, answers).errors)) {
          ctx.addIssue({ code: 'custom', message, path: path.split('.').slice(1) });
        }
      })
      .default({}),
  });

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

/** A holiday of the landlord's calendar. */
export type Holiday = z.output<typeof holidayInput>;

/** `GET /api/settings/calendar`: the week and the holidays from last year on. */
export interface CalendarSettings {
  week: Record<keyof WeekSchedule, { from: string; to: string }[]>;
  holidays: Holiday[];
}

/** `GET /api/bids/places`: a room the caller may file a request for, with its object. */
export interface BidPlace {
  room_id: number;
  room_number: string;
  object_id: number;
  object_name: string;
}

export interface Bid {
  id: number;
  landlord_id: number;
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
