import type { CalendarDaysOff } from '../../domain/calendar';
import type { Locale } from '../../domain/constants';
import { holidayNames } from '../../domain/holidays';
import { wallDay } from './almatyTime';

/** The organization's days off as the grid reads them: weekdays without work, named holidays. */
export interface DaysOff {
  /** ISO weekdays (1 Monday … 7 Sunday) its week leaves without work. */
  weekdays: ReadonlySet<number>;
  /** Wall day `YYYY-MM-DD` → the holiday's name in the interface language. */
  holidays: ReadonlyMap<string, string>;
}

export const NO_DAYS_OFF: DaysOff = { weekdays: new Set(), holidays: new Map() };

/** The server's answer in the interface language: an official holiday by its translated name. */
export const daysOffOf = (answer: CalendarDaysOff | undefined, locale: Locale): DaysOff =>
  answer
    ? {
        weekdays: new Set(answer.weekdays_off),
        holidays: new Map(
          answer.holidays.map((h) => [h.date, holidayNames(h.date, h.name)?.[locale] ?? h.name]),
        ),
      }
    : NO_DAYS_OFF;

/** A wall day off: `holiday` names it when it is one; null for a working day. */
export const dayOffOn = (days: DaysOff, date: Date): { holiday: string | null } | null => {
  const holiday = days.holidays.get(wallDay(date)) ?? null;
  const isoWeekday = ((date.getDay() + 6) % 7) + 1;
  return holiday !== null || days.weekdays.has(isoWeekday) ? { holiday } : null;
};
