import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { almatyDay, almatyMidnight } from '../../../src/domain/almatyTime';
import { addDays } from '../../../src/domain/rentSchedule';
import { isWorkingDay } from '../../../src/domain/sla';
import { type DayMark, type PassDirection, SHIFT_MAX_HOURS } from '../../../src/domain/time';
import {
  type CalendarDay,
  daysOfMonth,
  employeeMonth,
  type SheetEvent,
} from '../../../src/domain/timesheet';
import type { Db } from '../../db/client';
import { devices, employees, passEvents, timeMarks } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { landlordCalendar } from '../../lib/businessCalendar';
import { ownLandlordId, rowScope } from '../../lib/scope';
import { timeSettingsOf } from './settings';

const SHIFT_MAX_MS = SHIFT_MAX_HOURS * 3_600_000;

/** The timesheet's rows: an employee, and the employee's own row for those who read only it. */
export const timeColumns = { landlord: employees.landlord_id, self: employees.id };

export interface SheetFilter {
  month: string;
  department?: string;
  object_id?: number | null;
}

/** Whether a pass event is a counted one: not replaced by a correction. */
const counted = isNull(passEvents.replaced_by);

/** The organization's days of a month, working or not, by its business calendar. */
const calendarDays = async (db: Db, landlordId: number, days: string[]) => {
  const calendar = await landlordCalendar(db, landlordId);
  return days.map((day): CalendarDay => ({ day, working: isWorkingDay(calendar, day) }));
};

/**
 * The month's employees the caller may read: the active ones and whoever passed a turnstile in
 * it; by department, and by object (whoever passed one of its devices).
 */
const sheetEmployees = (db: Db, user: AuthUser, filter: SheetFilter, from: Date, to: Date) => {
  const passedIn = (extra?: ReturnType<typeof sql>) => sql`exists (select 1 from ${passEvents}
    where ${passEvents.employee_id} = ${employees.id} and ${passEvents.at} >= ${from.toISOString()}
    and ${passEvents.at} < ${to.toISOString()} ${extra ?? sql``})`;
  return db
    .select({
      id: employees.id,
      full_name: employees.full_name,
      department: employees.department,
      position: employees.position,
      work_start: employees.work_start,
      work_end: employees.work_end,
      created_at: employees.created_at,
    })
    .from(employees)
    .where(
      and(
        rowScope(user, 'time', timeColumns),
        or(eq(employees.status, 'active'), passedIn()),
        filter.department ? eq(employees.department, filter.department) : undefined,
        filter.object_id
          ? passedIn(
              sql`and ${passEvents.device_id} in (select ${devices.id} from ${devices}
                where ${devices.object_id} = ${filter.object_id})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(employees.full_name), asc(employees.id));
};

/** Counted events of `ids` in [from, to), in time order per employee. */
const eventsOf = (db: Db, landlordId: number, ids: number[], from: Date, to: Date) =>
  db
    .select({
      employee_id: passEvents.employee_id,
      at: passEvents.at,
      direction: passEvents.direction,
      source: passEvents.source,
    })
    .from(passEvents)
    .where(
      and(
        eq(passEvents.landlord_id, landlordId),
        inArray(passEvents.employee_id, ids),
        gte(passEvents.at, from.toISOString()),
        lt(passEvents.at, to.toISOString()),
        counted,
      ),
    )
    .orderBy(asc(passEvents.employee_id), asc(passEvents.at), asc(passEvents.id));

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

const sheetEvent = (e: { at: string; direction: string; source: string }): SheetEvent => ({
  at: e.at,
  direction: e.direction as PassDirection,
  corrected: e.source === 'manual',
});

/**
 * `GET /api/timesheet`: the month's grid — a row per employee the caller may read, a cell per
 * day — with the legend's codes. Events from the evening before the month (a night shift into
 * its first day) to the morning after it (the last day's night shift) are read; shifts count for
 * the day they began.
 */
export const readTimesheet = async (
  db: Db,
  user: AuthUser,
  filter: SheetFilter,
  now = Date.now(),
) => {
  const landlordId = ownLandlordId(user);
  const dayList = daysOfMonth(filter.month);
  const from = almatyMidnight(dayList[0], -1);
  const to = new Date(almatyMidnight(dayList[dayList.length - 1], 1).getTime() + SHIFT_MAX_MS);
  const monthFrom = almatyMidnight(dayList[0]);
  const monthTo = almatyMidnight(dayList[dayList.length - 1], 1);
  const [days, settings, people] = await Promise.all([
    calendarDays(db, landlordId, dayList),
    timeSettingsOf(db, landlordId),
    sheetEmployees(db, user, filter, monthFrom, monthTo),
  ]);
  const ids = people.map((p) => p.id);
  const [events, marks] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          eventsOf(db, landlordId, ids, from, to),
          db
            .select({
              employee_id: timeMarks.employee_id,
              day: timeMarks.day,
              kind: timeMarks.kind,
            })
            .from(timeMarks)
            .where(
              and(
                inArray(timeMarks.employee_id, ids),
                gte(timeMarks.day, dayList[0]),
                lt(timeMarks.day, addDays(dayList[dayList.length - 1], 1)),
              ),
            ),
        ]);
  const eventsBy = groupBy(events, (e) => e.employee_id);
  const marksBy = groupBy(marks, (m) => m.employee_id);
  const rows = people.map((person) => {
    const month = employeeMonth({
      days,
      events: (eventsBy.get(person.id) ?? []).map(sheetEvent),
      marks: new Map((marksBy.get(person.id) ?? []).map((m) => [m.day, m.kind as DayMark])),
      schedule: {
        work_start: person.work_start,
        work_end: person.work_end,
        since: almatyDay(new Date(person.created_at)),
      },
      legend: settings.legend,
      now,
    });
    return {
      employee_id: person.id,
      full_name: person.full_name,
      department: person.department,
      position: person.position,
      work_start: person.work_start.slice(0, 5),
      work_end: person.work_end.slice(0, 5),
      ...month,
    };
  });
  return { month: filter.month, days, legend: settings.legend, rows };
};

/** The employee the caller may read on the timesheet, or none. */
export const sheetEmployee = async (db: Db, user: AuthUser, employeeId: number) => {
  const [row] = await db
    .select({
      id: employees.id,
      landlord_id: employees.landlord_id,
      full_name: employees.full_name,
      pass_card: employees.pass_card,
      work_start: employees.work_start,
      work_end: employees.work_end,
      created_at: employees.created_at,
    })
    .from(employees)
    .where(and(eq(employees.id, employeeId), rowScope(user, 'time', timeColumns)));
  return row;
};

/** Every event of the employee around a day, replaced ones too, with device and editor. */
export const dayEvents = (db: Db, landlordId: number, employeeId: number, day: string) =>
  db
    .select({
      id: passEvents.id,
      at: passEvents.at,
      direction: passEvents.direction,
      source: passEvents.source,
      card: passEvents.card,
      device_id: passEvents.device_id,
      device_name: devices.name,
      editor_name: sql<string | null>`(select u.full_name from users u
        where u.id = ${passEvents.editor_id})`,
      reason: passEvents.reason,
      replaced_by: passEvents.replaced_by,
    })
    .from(passEvents)
    .leftJoin(devices, eq(devices.id, passEvents.device_id))
    .where(
      and(
        eq(passEvents.landlord_id, landlordId),
        eq(passEvents.employee_id, employeeId),
        gte(passEvents.at, new Date(almatyMidnight(day).getTime() - SHIFT_MAX_MS).toISOString()),
        lt(passEvents.at, new Date(almatyMidnight(day, 1).getTime() + SHIFT_MAX_MS).toISOString()),
      ),
    )
    .orderBy(asc(passEvents.at), asc(passEvents.id));
