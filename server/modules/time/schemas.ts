import { z } from 'zod';
import { DAY_MARKS, DAY_STATES, PASS_DIRECTIONS, PASS_SOURCES } from '../../../src/domain/time';

/** The time module's answers as `/api/docs` shows them: the month's grid and one day. */

export const cell = z.object({
  day: z.string(),
  first_in: z.string().nullable(),
  last_out: z.string().nullable(),
  minutes: z.number().nullable(),
  hours: z.number().nullable(),
  late_minutes: z.number(),
  early_minutes: z.number(),
  state: z.enum(DAY_STATES).nullable(),
  code: z.string().nullable(),
  corrected: z.boolean(),
  open: z.boolean(),
});
const totals = z.object({
  days_worked: z.number(),
  minutes: z.number(),
  hours: z.number(),
  late_count: z.number(),
  late_minutes: z.number(),
  early_count: z.number(),
  early_minutes: z.number(),
  absences: z.number(),
});
const legend = z.record(z.enum(DAY_STATES), z.string());
export const timesheet = z.object({
  month: z.string(),
  days: z.array(z.object({ day: z.string(), working: z.boolean() })),
  legend,
  rows: z.array(
    z.object({
      employee_id: z.number(),
      full_name: z.string(),
      department: z.string().nullable(),
      position: z.string().nullable(),
      work_start: z.string(),
      work_end: z.string(),
      cells: z.array(cell),
      totals,
    }),
  ),
});
const dayEvent = z.object({
  id: z.number(),
  at: z.string(),
  direction: z.enum(PASS_DIRECTIONS),
  source: z.enum(PASS_SOURCES),
  card: z.string().nullable(),
  device_id: z.number().nullable(),
  device_name: z.string().nullable(),
  editor_name: z.string().nullable(),
  reason: z.string().nullable(),
  replaced: z.boolean(),
});
export const dayDetail = z.object({
  employee_id: z.number(),
  full_name: z.string(),
  day: z.string(),
  working: z.boolean(),
  cell,
  events: z.array(dayEvent),
  mark: z.object({ kind: z.enum(DAY_MARKS), reason: z.string() }).nullable(),
});
