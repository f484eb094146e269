/**
 * Asia/Almaty's offset from UTC (UTC+5 all year, no daylight saving): days and repeats are
 * counted in the zone's wall time, whatever the server's zone.
 */
export const ALMATY_OFFSET_MS = 5 * 3600_000;

const DAY_MS = 86_400_000;

/** The day (`YYYY-MM-DD`) an instant falls on in Almaty. */
export const almatyDay = (at: Date) =>
  new Date(at.getTime() + ALMATY_OFFSET_MS).toISOString().slice(0, 10);

/** The instant Almaty's day `day` (`YYYY-MM-DD`) begins, moved by `days` days. */
export const almatyMidnight = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS - ALMATY_OFFSET_MS);
