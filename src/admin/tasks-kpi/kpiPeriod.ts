import { TIME_ZONE } from '../../domain/constants';

export const KPI_PRESETS = ['this_month', 'last_month', 'this_quarter'] as const;
export type KpiPreset = (typeof KPI_PRESETS)[number];

/** Days in Asia/Almaty, both included (`YYYY-MM-DD`). */
export interface KpiPeriod {
  from: string;
  to: string;
}

const almatyDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Asia/Almaty, wherever the browser is: `2026-01-15`. */
export const almatyToday = (now: Date) => almatyDay.format(now);

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** The last day of a month (1–12): day 0 of the next one. */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A preset's days: this month and this quarter run from their first day to today; last month is
 * the whole previous month.
 */
export const presetPeriod = (preset: KpiPreset, now: Date): KpiPeriod => {
  const today = almatyToday(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'this_month':
      return { from: dayOf(year, month, 1), to: today };
    case 'last_month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: dayOf(y, m, 1), to: dayOf(y, m, lastDayOf(y, m)) };
    }
    case 'this_quarter':
      return { from: dayOf(year, month - ((month - 1) % 3), 1), to: today };
  }
};

/** The preset a period is, if any (a link with `from`/`to` may be one). */
export const presetOf = (period: KpiPeriod, now: Date): KpiPreset | null =>
  KPI_PRESETS.find((preset) => {
    const days = presetPeriod(preset, now);
    return days.from === period.from && days.to === period.to;
  }) ?? null;
