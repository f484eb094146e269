import { describe, expect, it } from 'vitest';
import { daysUntil, endsSoon, scheduleByYear } from '../../src/resources/contracts/contractDates';

describe('the days of a contract', () => {
  it('counts whole days to a day, negative once it has passed, across a leap February', () => {
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2026-05-10', '2026-05-10')).toBe(0);
    expect(daysUntil('2026-05-01', '2026-05-10')).toBe(-9);
  });

  it('calls an active contract ending within 30 days, today included, ending soon', () => {
    const today = '2026-05-10';
    expect(endsSoon({ status: 'active', ends_on: '2026-05-10' }, today)).toBe(true);
    expect(endsSoon({ status: 'active', ends_on: '2026-06-09' }, today)).toBe(true);
    expect(endsSoon({ status: 'active', ends_on: '2026-06-10' }, today)).toBe(false);
    expect(endsSoon({ status: 'active', ends_on: '2026-05-09' }, today)).toBe(false);
    expect(endsSoon({ status: 'draft', ends_on: '2026-05-20' }, today)).toBe(false);
  });
});

describe('a schedule by calendar year', () => {
  it('puts each month in its column, leaves the months outside the term empty, and sums', () => {
    const { years, total } = scheduleByYear([
      { month: '2026-11', rent: 0 },
      { month: '2026-12', rent: 500.1 },
      { month: '2027-01', rent: 1000.2 },
      { month: '2027-02', rent: 357.15 },
    ]);
    expect(years).toEqual([
      {
        year: 2026,
        months: [null, null, null, null, null, null, null, null, null, null, 0, 500.1],
        total: 500.1,
      },
      {
        year: 2027,
        months: [1000.2, 357.15, null, null, null, null, null, null, null, null, null, null],
        total: 1357.35,
      },
    ]);
    // Counted in tiyn: no float drift (1000.2 + 357.15 + 500.1).
    expect(total).toBe(1857.45);
  });

  it('is empty for an empty schedule', () => {
    expect(scheduleByYear([])).toEqual({ years: [], total: 0 });
  });
});
