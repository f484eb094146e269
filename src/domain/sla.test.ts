import { describe, expect, it } from 'vitest';
import {
  addBusinessHours,
  type BusinessCalendar,
  businessMinutesBetween,
  DEFAULT_WEEK,
  isValidWeek,
  type WeekSchedule,
} from './sla';

/** Local Almaty time (UTC+5) as an instant. */
const almaty = (local: string) => new Date(`${local}:00+05:00`);
const calendar = (overrides: Partial<BusinessCalendar> = {}): BusinessCalendar => ({
  week: DEFAULT_WEEK,
  holidays: [],
  ...overrides,
});
const due = (local: string, hours: number, cal = calendar()) =>
  addBusinessHours(almaty(local), hours, cal).toISOString();

describe('addBusinessHours', () => {
  it('adds hours within one working day', () => {
    // 2026-11-23 is a Monday.
    expect(due('2026-11-23T10:00', 2)).toBe(almaty('2026-11-23T12:00').toISOString());
  });

  it('starts counting at the next opening when created at night', () => {
    expect(due('2026-11-23T23:00', 2)).toBe(almaty('2026-11-24T11:00').toISOString());
    expect(due('2026-11-24T06:30', 0.5)).toBe(almaty('2026-11-24T09:30').toISOString());
  });

  it('carries a Friday evening request over the weekend', () => {
    expect(due('2026-11-27T17:00', 2)).toBe(almaty('2026-11-30T10:00').toISOString());
    expect(due('2026-11-28T12:00', 1)).toBe(almaty('2026-11-30T10:00').toISOString());
  });

  it('skips holidays', () => {
    const withHoliday = calendar({ holidays: ['2026-12-16', '2026-12-17'] });
    expect(due('2026-12-15T17:00', 2, withHoliday)).toBe(almaty('2026-12-18T10:00').toISOString());
  });

  it('spans weeks', () => {
    expect(due('2026-11-23T09:00', 45)).toBe(almaty('2026-11-27T18:00').toISOString());
    expect(due('2026-11-23T09:00', 46)).toBe(almaty('2026-11-30T10:00').toISOString());
    expect(due('2026-11-23T09:00', 9 * 5 * 3 + 4)).toBe(almaty('2026-12-14T13:00').toISOString());
  });

  it('does not count a lunch break', () => {
    const lunch: WeekSchedule = {
      ...DEFAULT_WEEK,
      1: [
        { from: '09:00', to: '13:00' },
        { from: '14:00', to: '18:00' },
      ],
    };
    const cal = calendar({ week: lunch });
    expect(due('2026-11-23T12:00', 2, cal)).toBe(almaty('2026-11-23T15:00').toISOString());
    expect(due('2026-11-23T13:30', 1, cal)).toBe(almaty('2026-11-23T15:00').toISOString());
  });

  it('works Saturdays when the week says so', () => {
    const sixDays = calendar({ week: { ...DEFAULT_WEEK, 6: [{ from: '10:00', to: '16:00' }] } });
    expect(due('2026-11-27T17:00', 2, sixDays)).toBe(almaty('2026-11-28T11:00').toISOString());
  });

  it('refuses a calendar without working time', () => {
    const never = calendar({ week: { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] } });
    expect(() => addBusinessHours(almaty('2026-11-23T10:00'), 1, never)).toThrow();
  });
});

describe('businessMinutesBetween', () => {
  it('is the inverse of addBusinessHours, wherever the start falls', () => {
    const cal = calendar({ holidays: ['2026-12-16'] });
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    for (let i = 0; i < 200; i++) {
      const start = new Date(
        almaty('2026-11-20T00:00').getTime() + (next() % (40 * 86_400)) * 1000,
      );
      const hours = (next() % 200) / 4;
      const end = addBusinessHours(start, hours, cal);
      expect(businessMinutesBetween(start, end, cal)).toBe(Math.round(hours * 60));
    }
  });

  it('counts only working time, and is negative when past due', () => {
    expect(
      businessMinutesBetween(almaty('2026-11-27T17:00'), almaty('2026-11-30T10:00'), calendar()),
    ).toBe(120);
    expect(
      businessMinutesBetween(almaty('2026-11-30T10:00'), almaty('2026-11-27T17:00'), calendar()),
    ).toBe(-120);
    expect(
      businessMinutesBetween(almaty('2026-11-28T10:00'), almaty('2026-11-29T20:00'), calendar()),
    ).toBe(0);
  });
});

describe('isValidWeek', () => {
  it('accepts the default week and refuses broken ones', () => {
    expect(isValidWeek(DEFAULT_WEEK)).toBe(true);
    expect(isValidWeek({ ...DEFAULT_WEEK, 1: [{ from: '18:00', to: '09:00' }] })).toBe(false);
    expect(
      isValidWeek({
        ...DEFAULT_WEEK,
        1: [
          { from: '09:00', to: '14:00' },
          { from: '13:00', to: '18:00' },
        ],
      }),
    ).toBe(false);
    expect(isValidWeek({ ...DEFAULT_WEEK, 2: [{ from: '9:00', to: '18:00' }] })).toBe(false);
    expect(isValidWeek({ 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] })).toBe(false);
  });
});
