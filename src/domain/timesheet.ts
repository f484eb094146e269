import { almatyDay, almatyMidnight } from './almatyTime';
import { addDays } from './rentSchedule';
import { minutesOf } from './sla';
import {
  type DayMark,
  type DayState,
  type Legend,
  type PassDirection,
  SHIFT_MAX_HOURS,
} from './time';

/**
 * The timesheet of one employee for a month, from its pass events: pure, so the grid, the Excel
 * sheet and the tests count the same way. Times are instants; days are Almaty's.
 */

export interface SheetEvent {
  at: string;
  direction: PassDirection;
  /** Entered or changed by staff. */
  corrected: boolean;
}

/** A day of the month as the organization's business calendar has it. */
export interface CalendarDay {
  day: string;
  working: boolean;
}

export interface Schedule {
  /** `HH:MM` or `HH:MM:SS`; an end at or before the start ends the next day (a night shift). */
  work_start: string;
  work_end: string;
  /** Days before this one the employee was not yet there: no code. */
  since: string;
}

export interface Cell {
  day: string;
  first_in: string | null;
  last_out: string | null;
  /** Minutes from the first arrival to the last departure; null without both. */
  minutes: number | null;
  hours: number | null;
  late_minutes: number;
  early_minutes: number;
  /** Null on a day still to come (or before the employee was there). */
  state: DayState | null;
  code: string | null;
  /** Some event of the day was entered or changed by staff. */
  corrected: boolean;
  /** An arrival without a departure after it. */
  open: boolean;
}

export interface Totals {
  days_worked: number;
  minutes: number;
  hours: number;
  late_count: number;
  late_minutes: number;
  early_count: number;
  early_minutes: number;
  absences: number;
}

const MINUTE = 60_000;
const SHIFT_MAX_MS = SHIFT_MAX_HOURS * 3_600_000;

interface Shift {
  day: string;
  events: SheetEvent[];
}

/**
 * Events (in time order) grouped into shifts: a shift belongs to the day it started. An event of
 * a later day still belongs to the shift before it while that shift is open (its last event an
 * arrival) and it comes within `SHIFT_MAX_HOURS`: a night shift counts for the day it began.
 */
export const shiftsOf = (events: readonly SheetEvent[]): Shift[] => {
  const shifts: Shift[] = [];
  for (const event of events) {
    const day = almatyDay(new Date(event.at));
    const current = shifts.at(-1);
    const last = current?.events.at(-1);
    const continues =
      current !== undefined &&
      last !== undefined &&
      (current.day === day ||
        (last.direction === 'in' && Date.parse(event.at) - Date.parse(last.at) <= SHIFT_MAX_MS));
    if (continues) current.events.push(event);
    else shifts.push({ day, events: [event] });
  }
  return shifts;
};

const diffMinutes = (later: number, earlier: number) =>
  Math.max(0, Math.round((later - earlier) / MINUTE));

/** A worked day's cell: first in, last out, hours, lateness and early leave against the schedule. */
const workedCell = (shift: Shift, schedule: Schedule, working: boolean, legend: Legend): Cell => {
  const arrival = shift.events.find((e) => e.direction === 'in');
  const departures = shift.events.filter(
    (e) => e.direction === 'out' && (!arrival || Date.parse(e.at) > Date.parse(arrival.at)),
  );
  const departure = departures.at(-1);
  const open = shift.events.at(-1)?.direction === 'in';
  const start = almatyMidnight(shift.day).getTime() + minutesOf(schedule.work_start) * MINUTE;
  const endMinutes = minutesOf(schedule.work_end);
  const end =
    almatyMidnight(shift.day).getTime() +
    (endMinutes <= minutesOf(schedule.work_start) ? endMinutes + 1440 : endMinutes) * MINUTE;
  const inAt = arrival ? Date.parse(arrival.at) : null;
  const outAt = departure && !open ? Date.parse(departure.at) : null;
  const minutes = inAt !== null && outAt !== null ? diffMinutes(outAt, inAt) : null;
  const crossesMidnight = departure ? almatyDay(new Date(departure.at)) !== shift.day : false;
  const state: DayState = !working ? 'weekend_work' : crossesMidnight ? 'night' : 'worked';
  return {
    day: shift.day,
    first_in: arrival?.at ?? null,
    last_out: outAt === null ? null : (departure?.at ?? null),
    minutes,
    hours: minutes === null ? null : Math.round((minutes / 60) * 100) / 100,
    late_minutes: working && inAt !== null ? diffMinutes(inAt, start) : 0,
    early_minutes: working && outAt !== null ? diffMinutes(end, outAt) : 0,
    state,
    code: legend[state],
    corrected: shift.events.some((e) => e.corrected),
    open,
  };
};

const emptyCell = (day: string, state: DayState | null, legend: Legend): Cell => ({
  day,
  first_in: null,
  last_out: null,
  minutes: null,
  hours: null,
  late_minutes: 0,
  early_minutes: 0,
  state,
  code: state ? legend[state] : null,
  corrected: false,
  open: false,
});

/**
 * A day without a shift: its mark (vacation…), a day off, nothing yet (a day to come, or today
 * before the work start), or an absence.
 */
const idleState = (
  day: CalendarDay,
  mark: DayMark | undefined,
  schedule: Schedule,
  now: number,
): DayState | null => {
  if (mark) return mark;
  if (day.day < schedule.since) return null;
  if (!day.working) return 'day_off';
  const start = almatyMidnight(day.day).getTime() + minutesOf(schedule.work_start) * MINUTE;
  return now < start ? null : 'absent';
};

/** One employee's month: a cell per calendar day and the totals. */
export const employeeMonth = (opts: {
  days: readonly CalendarDay[];
  events: readonly SheetEvent[];
  marks: ReadonlyMap<string, DayMark>;
  schedule: Schedule;
  legend: Legend;
  now: number;
}): { cells: Cell[]; totals: Totals } => {
  const byDay = new Map(shiftsOf(opts.events).map((s) => [s.day, s]));
  const cells = opts.days.map((day) => {
    const shift = byDay.get(day.day);
    if (shift) return workedCell(shift, opts.schedule, day.working, opts.legend);
    return emptyCell(
      day.day,
      idleState(day, opts.marks.get(day.day), opts.schedule, opts.now),
      opts.legend,
    );
  });
  return { cells, totals: totalsOf(cells) };
};

export const totalsOf = (cells: readonly Cell[]): Totals => {
  const worked = cells.filter((c) => c.first_in !== null || c.last_out !== null);
  const minutes = worked.reduce((sum, c) => sum + (c.minutes ?? 0), 0);
  const late = cells.filter((c) => c.late_minutes > 0);
  const early = cells.filter((c) => c.early_minutes > 0);
  return {
    days_worked: worked.length,
    minutes,
    hours: Math.round((minutes / 60) * 100) / 100,
    late_count: late.length,
    late_minutes: late.reduce((sum, c) => sum + c.late_minutes, 0),
    early_count: early.length,
    early_minutes: early.reduce((sum, c) => sum + c.early_minutes, 0),
    absences: cells.filter((c) => c.state === 'absent').length,
  };
};

/** The days of a month (`YYYY-MM`) in order. */
export const daysOfMonth = (month: string): string[] => {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
};
