import { describe, expect, it } from 'vitest';
import {
  addMonths,
  indexationDays,
  indexedRent,
  type RentTerms,
  rentSchedule,
  totalRent,
} from './rentSchedule';

const terms = (overrides: Partial<RentTerms>): RentTerms => ({
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
  monthly_rent: 100_000,
  indexation_percent: null,
  free_months: 0,
  ...overrides,
});

const rentOf = (schedule: { month: string; rent: number }[], month: string) =>
  schedule.find((m) => m.month === month)?.rent;

describe('rent schedule', () => {
  it('charges a whole month its rent, every month of a calendar year', () => {
    const schedule = rentSchedule(terms({}));
    expect(schedule).toHaveLength(12);
    expect(new Set(schedule.map((m) => m.rent))).toEqual(new Set([100_000]));
    expect(totalRent(schedule)).toBe(1_200_000);
  });

  it('charges a first and a last partial month by the days covered', () => {
    const schedule = rentSchedule(terms({ starts_on: '2026-01-16', ends_on: '2026-03-15' }));
    expect(schedule).toEqual([
      { month: '2026-01', rent: 51_612.9 }, // 16 of 31 days
      { month: '2026-02', rent: 100_000 },
      { month: '2026-03', rent: 48_387.1 }, // 15 of 31 days
    ]);
    expect(totalRent(schedule)).toBe(200_000);
  });

  it('indexes the rent on each anniversary, the changing month day by day', () => {
    const schedule = rentSchedule(
      terms({ starts_on: '2026-03-10', ends_on: '2028-03-09', indexation_percent: 10 }),
    );
    expect(rentOf(schedule, '2026-03')).toBe(70_967.74); // 22 of 31 days
    expect(rentOf(schedule, '2027-02')).toBe(100_000);
    // 9 days at 100 000 and 22 at 110 000, over 31.
    expect(rentOf(schedule, '2027-03')).toBe(107_096.77);
    expect(rentOf(schedule, '2027-04')).toBe(110_000);
    // The second anniversary falls after the end: the last 9 days stay at 110 000.
    expect(rentOf(schedule, '2028-03')).toBe(31_935.48);
    expect(schedule).toHaveLength(25);
  });

  it('compounds the indexation, rounding to the tiyn each year', () => {
    expect(indexedRent(10_000_000, 7, 2)).toBe(11_449_000);
    expect(indexedRent(10_000_001, 3.3, 2)).toBe(10_670_891);
    expect(indexedRent(10_000_000, null, 5)).toBe(10_000_000);
  });

  it('charges nothing for the free months at the start, then the rest of that month pro rata', () => {
    const schedule = rentSchedule(terms({ starts_on: '2026-01-15', free_months: 2 }));
    expect(rentOf(schedule, '2026-01')).toBe(0);
    expect(rentOf(schedule, '2026-02')).toBe(0);
    expect(rentOf(schedule, '2026-03')).toBe(54_838.71); // from the 15th: 17 of 31 days
    expect(rentOf(schedule, '2026-04')).toBe(100_000);
  });

  it('keeps a term of eighteen months: one indexation, half a year after it', () => {
    const schedule = rentSchedule(
      terms({ starts_on: '2026-07-01', ends_on: '2027-12-31', indexation_percent: 5 }),
    );
    expect(schedule).toHaveLength(18);
    expect(rentOf(schedule, '2027-06')).toBe(100_000);
    expect(rentOf(schedule, '2027-07')).toBe(105_000);
    expect(totalRent(schedule)).toBe(12 * 100_000 + 6 * 105_000);
  });

  it('takes a start on 29 February to the 28th in a common year', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    const leap = terms({
      starts_on: '2024-02-29',
      ends_on: '2026-02-27',
      indexation_percent: 5,
    });
    expect(indexationDays(leap)).toEqual(['2025-02-28']);
    const schedule = rentSchedule(leap);
    expect(rentOf(schedule, '2024-02')).toBe(3_448.28); // 1 of 29 days
    // 27 days at 100 000 and the 28th at 105 000, over 28.
    expect(rentOf(schedule, '2025-02')).toBe(100_178.57);
    expect(rentOf(schedule, '2026-02')).toBe(101_250); // 27 of 28 days at 105 000
  });

  it('lists no indexation day without an indexation', () => {
    expect(indexationDays(terms({ ends_on: '2030-12-31' }))).toEqual([]);
  });
});
