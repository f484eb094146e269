import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { addMonths, type RentTerms, rentSchedule } from '../../src/domain/rentSchedule';
import { createTestDatabase } from './helpers';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A seeded generator: the same terms on every run, so a difference names its case. */
const generator = (seed: number) => {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
};

/** Terms of every kind: starts on any day (29 February too), any length, free months, indexation. */
const someTerms = (count: number): RentTerms[] => {
  const next = generator(20_261_127);
  const starts = ['2024-02-29', '2026-01-31', '2026-03-10', '2027-12-01'];
  return Array.from({ length: count }, (_, i) => {
    const starts_on =
      i < starts.length
        ? starts[i]
        : `${2024 + next(6)}-${String(1 + next(12)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`;
    const months = 1 + next(70);
    const ends_on = new Date(
      Date.parse(`${addMonths(starts_on, months)}T00:00:00Z`) - next(20) * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    return {
      starts_on,
      ends_on,
      monthly_rent: (1 + next(5_000_000)) / 100 + next(2_000_000),
      indexation_percent: next(3) === 0 ? null : (1 + next(2_000)) / 100,
      free_months: next(4) === 0 ? next(Math.min(months, 6)) : 0,
    };
  });
};

describe('contract_month_rent() in SQL', () => {
  it('charges every month of every term what the card’s schedule shows', async () => {
    for (const terms of someTerms(60)) {
      const schedule = rentSchedule(terms);
      const { rows } = await database.db.execute<{ month: string; rent: string }>(sql`
        select to_char(m, 'YYYY-MM') as month,
          contract_month_rent(${terms.starts_on}::date, ${terms.ends_on}::date,
            ${terms.monthly_rent}::numeric, ${terms.indexation_percent}::numeric,
            ${terms.free_months}::int, m::date)::text as rent
        from generate_series(date_trunc('month', ${terms.starts_on}::date),
          ${terms.ends_on}::date, interval '1 month') as m`);
      expect(
        rows.map((r) => ({ month: r.month, rent: Number(r.rent) })),
        JSON.stringify(terms),
      ).toEqual(schedule);
    }
  });

  it('charges nothing outside the term', async () => {
    const { rows } = await database.db.execute<{ before: string; after: string }>(sql`
      select contract_month_rent('2026-03-10', '2026-06-09', 100000, 5, 0, '2026-02-01')::text as before,
        contract_month_rent('2026-03-10', '2026-06-09', 100000, 5, 0, '2026-07-01')::text as after`);
    const [row] = rows;
    expect([Number(row.before), Number(row.after)]).toEqual([0, 0]);
  });
});
