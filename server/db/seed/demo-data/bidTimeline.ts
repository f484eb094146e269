import type { BidStatus } from '../../../../src/domain/requests';
import { addBusinessHours, type BusinessCalendar } from '../../../../src/domain/sla';
import { BAD_RATINGS, GOOD_RATINGS } from './bidTexts';
import { seededRandom } from './random';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * How a demo bid was meant to end; the timeline stops at the seeding moment, so a recent bid
 * is still new or in progress whatever its fate.
 */
export type Fate =
  | 'done'
  | 'late'
  | 'rejected'
  | 'rejected_in_work'
  | 'cancelled'
  | 'stuck_new'
  | 'stuck_in_progress';

export interface TimelineInput {
  seed: number;
  fate: Fate;
  createdAt: Date;
  slaHours: number;
  calendar: BusinessCalendar;
  now: Date;
  createdBy: number | null;
  /** The renter's login, if it has one: it reopens and rates. */
  renterUserId: number | null;
  executorId: number | null;
  /** Who assigns (the owner or a manager); works the bid when no executor is set. */
  managerId: number;
  reopen: boolean;
  rejectReason: string;
}

export interface PlannedEvent {
  type: 'created' | 'assigned' | 'status' | 'rated';
  user_id: number | null;
  from_status: BidStatus | null;
  to_status: BidStatus | null;
  data: Record<string, unknown>;
  at: string;
}

export interface Timeline {
  status: BidStatus;
  executor_id: number | null;
  done_at: string | null;
  closed_at: string | null;
  reject_reason: string | null;
  rating: number | null;
  rating_comment: string | null;
  updated_at: string;
  events: PlannedEvent[];
}

type Step = Omit<PlannedEvent, 'at'> & { at: number };

/** A bid's history from its creation to its fate, cut at `now`, and the columns it leaves. */
export const bidTimeline = (input: TimelineInput): Timeline => {
  const rng = seededRandom(input.seed);
  const { createdAt, slaHours: sla, calendar, fate, executorId, managerId } = input;
  const worker = executorId ?? managerId;
  const t0 = createdAt.getTime();
  const steps: Step[] = [
    {
      type: 'created',
      user_id: input.createdBy,
      from_status: null,
      to_status: 'new',
      data: {},
      at: t0,
    },
  ];
  /** Business hours after creation, with a few seconds of jitter. */
  const after = (hours: number) =>
    addBusinessHours(createdAt, hours, calendar).getTime() + rng.int(0, 59) * 1000;
  const push = (step: Omit<Step, 'from_status' | 'to_status'> & Partial<Step>) => {
    const last = steps[steps.length - 1].at;
    steps.push({
      from_status: null,
      to_status: null,
      ...step,
      at: Math.round(Math.max(step.at, last + rng.int(1, 4) * MINUTE) / 1000) * 1000,
    });
  };
  const assign = (hours: number) => {
    if (executorId) {
      push({
        type: 'assigned',
        user_id: managerId,
        data: { executor_id: executorId },
        at: after(hours),
      });
    }
  };
  const status = (from: BidStatus, to: BidStatus, user: number | null, at: number, data = {}) =>
    push({ type: 'status', user_id: user, from_status: from, to_status: to, data, at });

  let rated: { rating: number; comment: string | null } | null = null;
  switch (fate) {
    case 'done':
    case 'late': {
      const total = sla * (fate === 'late' ? rng.between(1.15, 2.6) : rng.between(0.25, 0.88));
      assign(total * rng.between(0.02, 0.1));
      status('new', 'in_progress', worker, after(total * rng.between(0.15, 0.5)));
      status('in_progress', 'done', worker, after(total));
      if (input.reopen && input.renterUserId) {
        const reopened = steps[steps.length - 1].at + rng.between(1, 40) * HOUR;
        status('done', 'in_progress', input.renterUserId, reopened);
        const again = addBusinessHours(new Date(reopened), rng.between(0.5, 4), calendar);
        status('in_progress', 'done', worker, again.getTime());
      }
      if (rng.chance(0.55)) {
        const rating = rng.weighted<number>(
          fate === 'late' || input.reopen
            ? [
                [1, 1],
                [2, 2],
                [3, 4],
                [4, 5],
                [5, 3],
              ]
            : [
                [1, 1],
                [2, 1],
                [3, 3],
                [4, 9],
                [5, 17],
              ],
        );
        const comment = rng.chance(rating <= 3 ? 0.75 : 0.35)
          ? rng.pick(rating <= 3 ? BAD_RATINGS : GOOD_RATINGS)
          : null;
        rated = { rating, comment };
        push({
          type: 'rated',
          user_id: input.renterUserId,
          data: { rating },
          at: steps[steps.length - 1].at + rng.between(0.5, 30) * HOUR,
        });
      }
      break;
    }
    case 'rejected':
    case 'rejected_in_work': {
      const total = sla * rng.between(0.1, 0.8);
      assign(total * rng.between(0.03, 0.15));
      let from: BidStatus = 'new';
      if (fate === 'rejected_in_work') {
        status('new', 'in_progress', worker, after(total * rng.between(0.2, 0.6)));
        from = 'in_progress';
      }
      status(from, 'rejected', worker, after(total), { reason: input.rejectReason });
      break;
    }
    case 'cancelled': {
      const total = sla * rng.between(0.05, 0.6);
      assign(total * rng.between(0.1, 0.5));
      status('new', 'cancelled', input.createdBy, after(total));
      break;
    }
    case 'stuck_new':
      assign(sla * rng.between(0.05, 0.3));
      break;
    case 'stuck_in_progress':
      assign(sla * rng.between(0.02, 0.1));
      status('new', 'in_progress', worker, after(sla * rng.between(0.15, 0.6)));
      break;
  }

  const kept = steps.filter((s) => s.at < input.now.getTime());
  const changes = kept.filter((s) => s.type === 'status');
  const lastChange = changes[changes.length - 1];
  const final = (lastChange?.to_status ?? 'new') as BidStatus;
  const iso = (ms: number) => new Date(ms).toISOString();
  const closing = final === 'done' || final === 'rejected' || final === 'cancelled';
  const ratedKept = final === 'done' && kept.some((s) => s.type === 'rated');
  const worked = kept.filter((s) => s.type !== 'rated');
  return {
    status: final,
    executor_id: kept.some((s) => s.type === 'assigned') ? executorId : null,
    done_at: final === 'done' ? iso(lastChange.at) : null,
    closed_at: closing ? iso(lastChange.at) : null,
    reject_reason: final === 'rejected' ? input.rejectReason : null,
    rating: ratedKept ? (rated?.rating ?? null) : null,
    rating_comment: ratedKept ? (rated?.comment ?? null) : null,
    updated_at: iso(worked[worked.length - 1].at),
    events: kept.map((s) => ({ ...s, at: iso(s.at) })),
  };
};
