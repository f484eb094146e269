/**
 * A lease's rent by calendar month, computed the same way on the card, in the alerts and (in SQL)
 * in the rent roll. Days are Almaty days written `YYYY-MM-DD`; money is counted in tiyn (1/100
 * tenge) as whole numbers and rounded once per month, so a full month costs exactly its rent.
 *
 * - The rent in effect changes on each anniversary of the start by the annual indexation,
 *   compounded and rounded to the tiyn each year.
 * - The first `free_months` months of the term (from the start day, month by month) cost nothing.
 * - Any month the term covers only in part, or in which the rent changes, is paid day by day:
 *   each covered day costs the rent in effect that day divided by the month's days.
 */
export interface RentTerms {
  /** The first day of the term. */
  starts_on: string;
  /** The last day of the term (inclusive). */
  ends_on: string;
  /** The first year's monthly rent, in tenge. */
  monthly_rent: number;
  /** Annual indexation in percent, or none. */
  indexation_percent: number | null;
  /** Whole months at the start that cost nothing. */
  free_months: number;
}

export interface ScheduleMonth {
  /** `YYYY-MM`. */
  month: string;
  /** The month's rent in tenge (two decimals). */
  rent: number;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` day. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The `YYYY-MM-DD` day of a day number. */
export const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * `day` moved by whole months; a day the target month lacks becomes its last (31 January plus a
 * month is 28 or 29 February, 29 February plus a year is 28 February).
 */
export const addMonths = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index % 12;
  const clamped = Math.min(date, daysInMonth(targetYear, targetMonth));
  return dayOf(Date.UTC(targetYear, targetMonth, clamped) / DAY_MS);
};

export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/** Tenge to whole tiyn. */
export const toTiyn = (tenge: number) => Math.round(tenge * 100);

/**
 * The monthly rent in tiyn after `years` indexations: compounded, rounded half up to the tiyn each
 * year, in exact integers (the percent has two decimals), as PostgreSQL's numeric computes it.
 */
export const indexedRent = (firstYearTiyn: number, percent: number | null, years: number) => {
  if (!percent) return firstYearTiyn;
  const factor = BigInt(10_000 + Math.round(percent * 100));
  let rent = BigInt(firstYearTiyn);
  for (let k = 0; k < years; k += 1) rent = (rent * factor * 2n + 10_000n) / 20_000n;
  return Number(rent);
};

/** The anniversaries of the start within the term: the days the indexation applies. */
export const indexationDays = (
  terms: Pick<RentTerms, 'starts_on' | 'ends_on' | 'indexation_percent'>,
) => {
  const days: string[] = [];
  if (!terms.indexation_percent) return days;
  for (let year = 1; ; year += 1) {
    const day = addMonths(terms.starts_on, 12 * year);
    if (day > terms.ends_on) return days;
    days.push(day);
  }
};

/** The term's months and each one's rent, from the start's month to the end's. */
export const rentSchedule = (terms: RentTerms): ScheduleMonth[] => {
  const start = dayNumber(terms.starts_on);
  const end = dayNumber(terms.ends_on);
  const freeUntil = dayNumber(addMonths(terms.starts_on, terms.free_months));
  const anniversaries = indexationDays(terms).map(dayNumber);
  const firstYear = toTiyn(terms.monthly_rent);
  const rentByYear = anniversaries.map((_, k) =>
    indexedRent(firstYear, terms.indexation_percent, k + 1),
  );
  const rentOn = (n: number) => {
    let years = 0;
    while (years < anniversaries.length && anniversaries[years] <= n) years += 1;
    return years === 0 ? firstYear : rentByYear[years - 1];
  };

  const months: ScheduleMonth[] = [];
  const [startYear, startMonth] = terms.starts_on.split('-').map(Number);
  for (let index = startYear * 12 + startMonth - 1; ; index += 1) {
    const year = Math.floor(index / 12);
    const month = index % 12;
    const first = Date.UTC(year, month, 1) / DAY_MS;
    if (first > end) return months;
    const length = daysInMonth(year, month);
    // Σ over covered days of the day's rent, over the month's days: one rounding per month.
    let numerator = 0;
    for (let n = Math.max(first, start); n <= Math.min(first + length - 1, end); n += 1) {
      if (n >= freeUntil) numerator += rentOn(n);
    }
    months.push({
      month: `${year}-${String(month + 1).padStart(2, '0')}`,
      rent: Math.round(numerator / length) / 100,
    });
  }
};

/** The term's total rent in tenge. */
export const totalRent = (schedule: ScheduleMonth[]) =>
  schedule.reduce((sum, month) => sum + toTiyn(month.rent), 0) / 100;
