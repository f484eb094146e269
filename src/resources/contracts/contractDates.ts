import { almatyDay } from '../../domain/almatyTime';
import type { ContractStatus } from '../../domain/contracts';
import { dayNumber, type ScheduleMonth, toTiyn, totalRent } from '../../domain/rentSchedule';

/** Today in Almaty, the day the contracts' dates are counted from. */
export const almatyToday = () => almatyDay(new Date());

/** Whole days from `from` to `day` (both `YYYY-MM-DD`): negative once `day` has passed. */
export const daysUntil = (day: string, from = almatyToday()) => dayNumber(day) - dayNumber(from);

/** How near a day must be for the screens to show it in red. */
export const WARNING_DAYS = 30;

/** Whether an active contract ends within `WARNING_DAYS` (today included). */
export const endsSoon = (
  contract: { status: ContractStatus; ends_on: string },
  from = almatyToday(),
) => {
  const left = daysUntil(contract.ends_on, from);
  return contract.status === 'active' && left >= 0 && left <= WARNING_DAYS;
};

/** One calendar year of a schedule: the rent of each month (null outside the term) and its sum. */
export interface ScheduleYear {
  year: number;
  months: (number | null)[];
  total: number;
}

/** A schedule by calendar year, each year's months in a row, and the whole term's total. */
export const scheduleByYear = (schedule: readonly ScheduleMonth[]) => {
  const years = new Map<number, { months: (number | null)[]; tiyn: number }>();
  for (const { month, rent } of schedule) {
    const [year, monthNumber] = month.split('-').map(Number);
    const row = years.get(year) ?? { months: Array<number | null>(12).fill(null), tiyn: 0 };
    row.months[monthNumber - 1] = rent;
    row.tiyn += toTiyn(rent);
    years.set(year, row);
  }
  const rows: ScheduleYear[] = [...years].map(([year, row]) => ({
    year,
    months: row.months,
    total: row.tiyn / 100,
  }));
  return { years: rows, total: totalRent([...schedule]) };
};
