import { describe, expect, it } from 'vitest';
import { employeeUpdateInput } from './employees';
import { DEFAULT_LEGEND, eventRefusal } from './time';
import { daysOfMonth, employeeMonth, type SheetEvent, shiftsOf } from './timesheet';

const at = (day: string, clock: string) => `${day}T${clock}:00+05:00`;
const pass = (
  day: string,
  clock: string,
  direction: 'in' | 'out',
  corrected = false,
): SheetEvent => ({
  at: at(day, clock),
  direction,
  corrected,
});

const month = (events: SheetEvent[], opts: { start?: string; end?: string; now?: string } = {}) =>
  employeeMonth({
    days: [
      { day: '2026-11-23', working: true },
      { day: '2026-11-24', working: true },
      { day: '2026-11-28', working: false },
    ],
    events,
    marks: new Map([['2026-11-24', 'vacation' as const]]),
    schedule: {
      work_start: opts.start ?? '09:00',
      work_end: opts.end ?? '18:00',
      since: '2026-01-01',
    },
    legend: DEFAULT_LEGEND,
    now: Date.parse(opts.now ?? '2026-11-30T12:00:00+05:00'),
  });

describe('the timesheet of one employee', () => {
  it('counts lateness and early leave against the schedule, first in to last out', () => {
    const { cells, totals } = month([
      pass('2026-11-23', '09:07', 'in'),
      pass('2026-11-23', '13:00', 'out'),
      pass('2026-11-23', '13:40', 'in'),
      pass('2026-11-23', '17:45', 'out'),
    ]);
    expect(cells[0]).toMatchObject({ late_minutes: 7, early_minutes: 15, minutes: 518, code: 'Я' });
    expect(totals).toMatchObject({ days_worked: 1, late_count: 1, early_count: 1, absences: 0 });
  });

  it('counts a night shift for the day it began', () => {
    const shifts = shiftsOf([
      pass('2026-11-23', '19:58', 'in'),
      pass('2026-11-24', '08:03', 'out'),
    ]);
    expect(shifts).toHaveLength(1);
    expect(shifts[0].day).toBe('2026-11-23');
    const { cells } = month(shifts[0].events, { start: '20:00', end: '08:00' });
    expect(cells[0]).toMatchObject({
      state: 'night',
      code: 'Н',
      minutes: 725,
      late_minutes: 0,
      early_minutes: 0,
    });
  });

  it('keeps a day without a departure open and starts a new shift the next morning', () => {
    const events = [pass('2026-11-23', '08:55', 'in'), pass('2026-11-24', '08:50', 'in')];
    expect(shiftsOf(events).map((s) => s.day)).toEqual(['2026-11-23', '2026-11-24']);
    expect(month(events).cells[0]).toMatchObject({ open: true, minutes: null, last_out: null });
  });

  it('marks a working day without passes absent, a marked one by its mark, a day off as such', () => {
    const { cells, totals } = month([]);
    expect(cells.map((c) => c.code)).toEqual(['НН', 'О', 'В']);
    expect(totals.absences).toBe(1);
  });

  it('shows work on a day off and a correction', () => {
    const { cells } = month([
      pass('2026-11-28', '10:00', 'in', true),
      pass('2026-11-28', '14:00', 'out'),
    ]);
    expect(cells[2]).toMatchObject({
      state: 'weekend_work',
      code: 'РВ',
      corrected: true,
      late_minutes: 0,
    });
  });

  it('leaves a day to come and today before the work start without a code', () => {
    const { cells } = month([], { now: '2026-11-23T08:30:00+05:00' });
    expect(cells[0].state).toBeNull();
  });

  it('lists the days of a month', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
  });
});

describe('pass events and schedules', () => {
  it('refuses an event in the future or older than the window', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(eventRefusal('2026-11-28T12:04:00Z', now)).toBeNull();
    expect(eventRefusal('2026-11-28T12:10:00Z', now)).toBe('future');
    expect(eventRefusal('2026-10-01T12:00:00Z', now)).toBe('too_old');
  });

  it('takes a night schedule and refuses a day that starts and ends at once', () => {
    const base = { full_name: 'Сарсенбаев Нурлан' };
    expect(
      employeeUpdateInput.safeParse({ ...base, work_start: '20:00', work_end: '08:00' }).success,
    ).toBe(true);
    expect(
      employeeUpdateInput.safeParse({ ...base, work_start: '09:00', work_end: '09:00' }).success,
    ).toBe(false);
  });
});
