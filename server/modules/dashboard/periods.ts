import { DASHBOARD_CHART_DAYS, DASHBOARD_SLA_WEEKS } from '../../../src/domain/dashboard';

const DAY = 86_400_000;
/** Kazakhstan's offset from UTC (no daylight saving), as every date filter of the product reads it. */
const ALMATY_OFFSET = 5 * 3_600_000;

/** The Asia/Almaty calendar day of an instant, `YYYY-MM-DD`. */
export const almatyDay = (at: Date) =>
  new Date(at.getTime() + ALMATY_OFFSET).toISOString().slice(0, 10);

/** A day's first instant in Asia/Almaty. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);

/** The SQL text of an instant's Almaty day, for grouping (`timestamptz` in, `date` out). */
export const ALMATY_DAY_SQL = "at time zone 'UTC' + interval '5 hours'";

/**
 * The dashboard's periods at `now`, all in Asia/Almaty: today, this month, the chart's
 * `DASHBOARD_CHART_DAYS` days ending today and the `DASHBOARD_SLA_WEEKS` Monday-based weeks
 * ending with this one. Starts are included, ends excluded.
 */
export const dashboardPeriods = (now: Date) => {
  const today = almatyDay(now);
  const todayStart = dayStart(today);
  const tomorrow = new Date(todayStart.getTime() + DAY);
  const [year, month] = today.split('-').map(Number);
  const monthStart = dayStart(`${today.slice(0, 8)}01`);
  const nextMonth = new Date(Date.UTC(year, month, 1) - ALMATY_OFFSET);
  const chartStart = new Date(todayStart.getTime() - (DASHBOARD_CHART_DAYS - 1) * DAY);
  const days = Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) =>
    almatyDay(new Date(chartStart.getTime() + i * DAY)),
  );
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = todayStart.getTime() - weekday * DAY;
  const slaStart = new Date(monday - (DASHBOARD_SLA_WEEKS - 1) * 7 * DAY);
  const weeks = Array.from({ length: DASHBOARD_SLA_WEEKS }, (_, i) =>
    almatyDay(new Date(slaStart.getTime() + i * 7 * DAY)),
  );
  return { today, todayStart, tomorrow, monthStart, nextMonth, chartStart, days, slaStart, weeks };
};

export type DashboardPeriods = ReturnType<typeof dashboardPeriods>;
