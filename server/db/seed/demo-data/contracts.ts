import { monthlyRent } from '../../../../src/domain/contracts';
import type { RoomPurpose } from '../../../../src/domain/objects';
import { addDays, addMonths } from '../../../../src/domain/rentSchedule';
import type { Db } from '../../client';
import { contractCounters, contractRooms, contracts } from '../../schema';
import { seededRandom } from './random';

/** A demo renter's lease as the organization's plan holds it. */
export interface DemoLease {
  renter_id: number;
  object_id: number;
  names: string[];
  rooms: { id: number; number: string; area: number; purpose: RoomPurpose }[];
}

/** Rent a month per m², in tenge, by what a room is for (Almaty and Astana, 2026). */
const RATES: Record<RoomPurpose, [number, number]> = {
  retail: [9_000, 14_000],
  food: [11_000, 16_000],
  office: [5_500, 8_000],
  warehouse: [2_500, 3_500],
  entertainment: [4_000, 6_000],
  services: [7_000, 10_000],
  kiosk: [15_000, 22_000],
  other: [4_500, 6_000],
};

/** Today in Kazakhstan (UTC+5). */
const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Each renter's rooms under an active lease that covers today: most run for years yet, one in six
 * ends within 90 days (the alerts and the "ending" tab have something to show), one in four renews
 * an expired one (a chain), and the first lease's renewal waits as a draft.
 */
export const insertDemoContracts = async (
  db: Db,
  landlordId: number,
  leases: DemoLease[],
  opts: { seed: number },
) => {
  const random = seededRandom(opts.seed);
  const now = today();
  let sequence = 0;
  const numberFor = (startsOn: string) =>
    `${startsOn.slice(0, 4)}-${String(++sequence).padStart(4, '0')}`;
  for (const [i, lease] of leases.entries()) {
    const area = Math.round(lease.rooms.reduce((s, r) => s + r.area, 0) * 100) / 100;
    const [lo, hi] = RATES[lease.rooms[0].purpose];
    const rate = Math.round(random.between(lo, hi) / 100) * 100;
    const months = random.pick([12, 24, 36, 36, 60]);
    const endsOn =
      i % 6 === 2
        ? addDays(now, random.int(12, 88))
        : addDays(addMonths(`${now.slice(0, 7)}-01`, random.int(4, months)), -1);
    const startsOn = addDays(addMonths(addDays(endsOn, 1), -months), 0);
    const indexation = i % 3 === 0 ? null : random.pick([5, 7, 8.5, 10]);
    const terms = (starts: string, ends: string, status: string) => ({
      landlord_id: landlordId,
      signed_on: addDays(starts, -random.int(5, 20)),
      renter_id: lease.renter_id,
      object_id: lease.object_id,
      area,
      rate_per_m2: rate,
      monthly_rent: monthlyRent(area, rate),
      deposit: monthlyRent(area, rate),
      starts_on: starts,
      ends_on: ends,
      indexation_percent: indexation,
      payment_day: random.pick([5, 10, 15]),
      free_months: i % 5 === 0 ? 1 : 0,
      notice_days: random.pick([30, 60, 90]),
      status,
    });
    const insert = async (values: ReturnType<typeof terms>, previousId: number | null) => {
      const number = numberFor(values.starts_on);
      const [row] = await db
        .insert(contracts)
        .values({
          ...values,
          number,
          previous_id: previousId,
          search_text: [number, ...lease.names, ...lease.rooms.map((r) => r.number)].join(' '),
        })
        .returning({ id: contracts.id });
      await db.insert(contractRooms).values(
        lease.rooms.map((room) => ({
          landlord_id: landlordId,
          contract_id: row.id,
          room_id: room.id,
        })),
      );
      return row.id;
    };
    const earlier =
      i % 4 === 1
        ? await insert(terms(addMonths(startsOn, -12), addDays(startsOn, -1), 'expired'), null)
        : null;
    const current = await insert(terms(startsOn, endsOn, 'active'), earlier);
    if (i === 0) {
      await insert(terms(addDays(endsOn, 1), addDays(addMonths(endsOn, 12), 0), 'draft'), current);
    }
  }
  await db.insert(contractCounters).values({ landlord_id: landlordId, last_number: sequence });
};
