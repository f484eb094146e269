import { NIGHT_SLOTS, PASS_SLOTS, PEOPLE, PLATE_LETTERS, POSITIONS, VEHICLES } from './bidTexts';
import type { BidVariant, RoomGroup } from './bidVariants';
import { centurySexOf, demoBirth, demoIin } from './ids';
import type { Random } from './random';

const DAY = 86_400_000;

/** A local date `YYYY-MM-DD` moved by whole days. */
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export interface AnswerContext {
  rng: Random;
  variant: BidVariant;
  group: RoomGroup;
  /** The local date the bid is filed on. */
  date: string;
  /** Region code on the landlord city's plates: 02 Almaty, 01 Astana. */
  region: string;
  /** Spreads generated IINs. */
  serial: number;
}

const plate = (rng: Random, region: string) => {
  const letters = Array.from({ length: 3 }, () => rng.pick([...PLATE_LETTERS])).join('');
  return `${rng.int(100, 999)} ${letters} ${rng.chance(0.8) ? region : rng.pick(['01', '02', '05', '09', '13'])}`;
};

const workers = (rng: Random, count: number) => {
  const names = new Set<string>();
  while (names.size < Math.min(count, 3)) names.add(rng.pick(PEOPLE));
  return [...names].join(', ') + (count > 3 ? ` и ещё ${count - 3}` : '');
};

const VOLUMES: Record<string, [number, number]> = {
  cardboard: [1, 4],
  construction: [3, 10],
  furniture: [2, 8],
  other: [1, 3],
};

/** The variant's answers with what changes from bid to bid: dates, times, plates, names. */
export const bidAnswers = (code: string, ctx: AnswerContext): Record<string, unknown> => {
  const { rng, variant, group, date } = ctx;
  const answers: Record<string, unknown> = { ...variant.answers };
  switch (code) {
    case 'goods_pass': {
      const [from, to] = rng.pick(PASS_SLOTS);
      answers.vehicle_plate = plate(rng, ctx.region);
      if (rng.chance(0.75)) answers.vehicle_model = rng.pick(VEHICLES);
      if (rng.chance(0.6)) answers.driver_name = rng.pick(PEOPLE);
      answers.date = shiftDate(
        date,
        rng.weighted([
          [0, 3],
          [1, 5],
          [2, 1],
        ]),
      );
      answers.time_from = from;
      answers.time_to = to;
      if (rng.chance(0.7)) {
        answers.dock =
          group === 'o'
            ? rng.pick(['parking', 'freight_lift'])
            : rng.pick(['loading_dock', 'service_entrance', 'freight_lift']);
      }
      break;
    }
    case 'night_works': {
      const [from, to] = rng.pick(NIGHT_SLOTS);
      const count = rng.int(2, 6);
      answers.date = shiftDate(date, rng.int(1, 3));
      answers.time_from = from;
      answers.time_to = to;
      answers.workers_count = count;
      if (rng.chance(0.5)) answers.worker_names = workers(rng, count);
      break;
    }
    case 'cleaning':
      if (rng.chance(0.6)) answers.date = shiftDate(date, rng.int(0, 1));
      if (answers.cleaning_kind !== 'spill' && rng.chance(0.5)) {
        answers.preferred_time = rng.pick(['08:30', '09:00', '19:30', '21:00', '22:00']);
      }
      break;
    case 'waste_removal': {
      const [lo, hi] = VOLUMES[String(answers.waste_kind)] ?? [1, 3];
      answers.volume_m3 = rng.int(lo * 2, hi * 2) / 2;
      answers.date = shiftDate(date, rng.int(0, 2));
      break;
    }
    case 'it_internet':
      if (rng.chance(0.4)) answers.account_number = `KT-${rng.int(1_000_000, 9_999_999)}`;
      break;
    case 'access_card': {
      const name = rng.pick(PEOPLE);
      answers.employee_name = name;
      if (rng.chance(0.6)) {
        answers.iin = demoIin(demoBirth(ctx.serial), centurySexOf(name), 500 + (ctx.serial % 400));
      }
      if (rng.chance(0.7)) answers.position = rng.pick(POSITIONS[group]);
      break;
    }
  }
  return answers;
};
