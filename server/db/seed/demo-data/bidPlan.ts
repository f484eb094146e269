import { checkAnswers, type RequestFieldDef } from '../../../../src/domain/requestTypes';
import { addBusinessHours, type BusinessCalendar } from '../../../../src/domain/sla';
import { bidAnswers } from './bidAnswers';
import { creationTimes, type PlannedComment, planComments } from './bidSchedule';
import { PEOPLE, rejectReasonsFor } from './bidTexts';
import { bidTimeline, type Fate, type PlannedEvent, type Timeline } from './bidTimeline';
import { BID_VARIANTS, groupOf, TYPE_WEIGHTS } from './bidVariants';
import { demoPhone } from './ids';
import { seededRandom } from './random';

const DAY = 86_400_000;

export interface PlanType {
  id: number;
  code: string;
  sla_hours: number;
  fields: RequestFieldDef[];
}

export interface PlanRenter {
  id: number;
  legal_name: string;
  outlet_name: string | null;
  contact_full_name: string;
  phone: string;
  /** The renter's login, if any. */
  user_id: number | null;
  rooms: { id: number; object_id: number; purpose: string }[];
}

export interface BidPlanInput {
  seed: number;
  count: number;
  now: Date;
  calendar: BusinessCalendar;
  types: PlanType[];
  renters: PlanRenter[];
  /** Staff logins (owner and employees) with how much of the work falls to each. */
  staff: { id: number; weight: number }[];
  /** How busy each weekday is, Monday first. */
  week: number[];
  /** The plates' region code: 02 Almaty, 01 Astana. */
  region: string;
}

export interface PlannedBid {
  row: {
    number: number;
    request_type_id: number;
    object_id: number;
    room_id: number;
    renter_id: number;
    applicant_name: string;
    phone: string;
    description: string;
    answers: Record<string, unknown>;
    status: Timeline['status'];
    executor_id: number | null;
    sla_hours: number;
    due_at: string;
    source: 'renter' | 'staff';
    rating: number | null;
    rating_comment: string | null;
    done_at: string | null;
    closed_at: string | null;
    reject_reason: string | null;
    created_by: number | null;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  events: PlannedEvent[];
  comments: PlannedComment[];
}

const usable = (type: PlanType) =>
  Boolean(BID_VARIANTS[type.code]?.length) &&
  !type.fields.some((f) => f.type === 'file' && f.required);

/**
 * About `count` bids over the last 90 days, numbered from 1 in order of creation, each with its
 * history and comments. Pure: the same input gives the same bids.
 */
export const planBids = (input: BidPlanInput): PlannedBid[] => {
  const rng = seededRandom(input.seed);
  const types = input.types.filter(usable);
  const renters = input.renters.filter((r) => r.rooms.length);
  if (!types.length || !renters.length || !input.staff.length) return [];
  const renterWeights = renters.map(
    (r, i) => [i, (r.user_id ? 4 : 1) * rng.between(0.4, 1.6)] as const,
  );
  const staffWeights = input.staff.map((s) => [s.id, s.weight] as const);

  const drafts = creationTimes(rng, input.now, input.count, input.week).flatMap(
    ({ at, date }, i) => {
      const renter = renters[rng.weighted(renterWeights)];
      const room = rng.pick(renter.rooms);
      const group = groupOf(room.purpose);
      const type =
        types[rng.weighted(types.map((t, n) => [n, TYPE_WEIGHTS[group][t.code] ?? 3] as const))];
      const fitting = BID_VARIANTS[type.code].filter((v) => v.groups.includes(group));
      const variant = rng.pick(fitting.length ? fitting : BID_VARIANTS[type.code]);
      const raw = bidAnswers(type.code, {
        rng,
        variant,
        group,
        date,
        region: input.region,
        serial: input.seed + i,
      });
      const { clean, errors } = checkAnswers(type.fields, raw);
      if (Object.keys(errors).length) return [];
      const byStaff = rng.chance(0.2);
      const createdBy = byStaff ? rng.weighted(staffWeights) : renter.user_id;
      const own = rng.chance(0.7);
      const fate = rng.weighted<Fate>([
        ['done', 68],
        ['late', 12],
        ['rejected', 5],
        ['rejected_in_work', 4],
        ['cancelled', createdBy ? 14 : 0],
      ]);
      return [
        {
          at,
          renter,
          fate,
          row: {
            request_type_id: type.id,
            object_id: room.object_id,
            room_id: room.id,
            renter_id: renter.id,
            applicant_name: own ? renter.contact_full_name : rng.pick(PEOPLE),
            phone: own ? renter.phone : demoPhone(input.seed * 7 + i),
            description: variant.text,
            answers: clean,
            sla_hours: type.sla_hours,
            due_at: addBusinessHours(at, type.sla_hours, input.calendar).toISOString(),
            source: (byStaff ? 'staff' : 'renter') as 'staff' | 'renter',
            created_by: createdBy,
            created_at: at.toISOString(),
          },
          timeline: {
            seed: input.seed * 10_007 + i,
            fate,
            createdAt: at,
            slaHours: type.sla_hours,
            calendar: input.calendar,
            now: input.now,
            createdBy,
            renterUserId: renter.user_id,
            executorId: rng.chance(fate === 'rejected' ? 0.5 : fate === 'cancelled' ? 0.25 : 0.93)
              ? rng.weighted(staffWeights)
              : null,
            managerId: rng.weighted(staffWeights),
            reopen: Boolean(renter.user_id) && rng.chance(0.12),
            rejectReason: rng.pick(rejectReasonsFor(type.code)),
          },
        },
      ];
    },
  );

  const now = input.now.getTime();
  // Bids still inside their deadline are mostly not handled yet.
  for (const d of drafts) {
    if (Date.parse(d.row.due_at) <= now) continue;
    const fate = rng.weighted<Fate | 'as_planned'>([
      ['stuck_new', 45],
      ['stuck_in_progress', 35],
      ['as_planned', 20],
    ]);
    if (fate !== 'as_planned') d.timeline.fate = fate;
  }
  const timelines = drafts.map((d) => bidTimeline(d.timeline));
  const overdue = (n: number) =>
    (timelines[n].status === 'new' || timelines[n].status === 'in_progress') &&
    Date.parse(drafts[n].row.due_at) < input.now.getTime();
  const replan = (n: number, fate: Fate) => {
    drafts[n].timeline.fate = fate;
    drafts[n].timeline.reopen = false;
    timelines[n] = bidTimeline(drafts[n].timeline);
  };
  // A handful of open bids past their deadline: no more, no fewer.
  const target = rng.int(5, 9);
  const late = drafts.map((_, n) => n).filter(overdue);
  for (const n of late.slice(0, Math.max(0, late.length - target))) replan(n, 'done');
  const stale = drafts
    .map((d, n) => ({ d, n }))
    .filter(
      ({ d, n }) =>
        !overdue(n) &&
        d.fate === 'done' &&
        d.at.getTime() > now - 10 * DAY &&
        Date.parse(d.row.due_at) < now,
    );
  for (
    let missing = target - Math.min(late.length, target);
    missing > 0 && stale.length;
    missing--
  ) {
    const [{ n }] = stale.splice(rng.int(0, stale.length - 1), 1);
    replan(n, rng.chance(0.7) ? 'stuck_in_progress' : 'stuck_new');
  }

  return drafts.map((d, i) => {
    const number = i + 1;
    const t = timelines[i];
    const { events, status, ...columns } = t;
    return {
      row: {
        ...d.row,
        ...columns,
        status,
        number,
        search_text: [
          number,
          d.renter.legal_name,
          d.renter.outlet_name,
          d.row.applicant_name,
          d.row.phone,
          d.row.description,
        ]
          .filter(Boolean)
          .join(' '),
      },
      events,
      comments: planComments(seededRandom(input.seed * 31 + i), {
        from: d.at.getTime(),
        to: t.closed_at ? Date.parse(t.closed_at) : input.now.getTime(),
        renterUserId: d.renter.user_id,
        staffId: t.executor_id ?? d.timeline.managerId,
      }),
    };
  });
};
