import { TIME_ZONE } from '../../../../src/domain/constants';
import { INTERNAL_COMMENTS, RENTER_COMMENTS, STAFF_COMMENTS } from './bidTexts';
import type { Random } from './random';

/** When demo bids come in and when people comment on them. */

const MINUTE = 60_000;
const DAY = 86_400_000;
const DAYS = 90;

export interface PlannedComment {
  author_id: number | null;
  text: string;
  internal: boolean;
  created_at: string;
}

/** The zone's offset from UTC at an instant, in ms. */
const offsetAt = (instant: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return local - Math.floor(instant / MINUTE) * MINUTE;
};

/** When bids come in: weekdays by the week's weights, mostly in working hours. */
export const creationTimes = (rng: Random, at: Date, count: number, week: number[]) => {
  const now = at.getTime();
  const offset = offsetAt(now);
  const today = Math.floor((now + offset) / DAY);
  const days = Array.from({ length: DAYS }, (_, back) => {
    const day = today - back;
    const weekday = (new Date(day * DAY).getUTCDay() + 6) % 7;
    // A few more in the last days, so the journal's top looks busy.
    return [day, week[weekday] * (back < 3 ? 1.5 : 1)] as const;
  });
  const times: { at: Date; date: string }[] = [];
  while (times.length < count) {
    const day = rng.weighted(days);
    const minute = rng.weighted<number>([
      [rng.int(9 * 60, 18 * 60 - 1), 80],
      [rng.int(18 * 60, 21 * 60 + 30), 12],
      [rng.int(7 * 60 + 30, 9 * 60 - 1), 8],
    ]);
    const at = day * DAY - offsetAt(day * DAY) + minute * MINUTE + rng.int(0, 59) * 1000;
    if (at > now - 10 * MINUTE) continue;
    times.push({ at: new Date(at), date: new Date(day * DAY).toISOString().slice(0, 10) });
  }
  return times.sort((a, b) => a.at.getTime() - b.at.getTime());
};

/** On about a third of the bids, a short exchange between staff and the renter. */
export const planComments = (
  rng: Random,
  bid: { from: number; to: number; renterUserId: number | null; staffId: number },
): PlannedComment[] => {
  if (!rng.chance(0.3)) return [];
  const from = bid.from + 10 * MINUTE;
  const to = bid.to - 5 * MINUTE;
  if (to - from < 20 * MINUTE) return [];
  const count = rng.weighted<number>([
    [1, 55],
    [2, 30],
    [3, 15],
  ]);
  const times = Array.from({ length: count }, () => rng.between(from, to)).sort((a, b) => a - b);
  return times.map((at) => {
    const created_at = new Date(Math.round(at / 1000) * 1000).toISOString();
    if (bid.renterUserId && rng.chance(0.4)) {
      return {
        author_id: bid.renterUserId,
        text: rng.pick(RENTER_COMMENTS),
        internal: false,
        created_at,
      };
    }
    const internal = rng.chance(0.3);
    return {
      author_id: bid.staffId,
      text: rng.pick(internal ? INTERNAL_COMMENTS : STAFF_COMMENTS),
      internal,
      created_at,
    };
  });
};
