import { TIME_ZONE } from '../../src/domain/constants';

/**
 * A date cell's value: the wall-clock time in the landlord's zone as a spreadsheet serial (days
 * since 30 December 1899, the day's time as its fraction), which a sheet shows through a date
 * format and sorts, filters and computes with as a date.
 */
export interface SheetDate {
  readonly serial: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 1 January 1970 as a serial. */
const UNIX_EPOCH = 25_569;
/** Hours kept per export: about two years of them. */
const HOURS_KEPT = 20_000;

const zoneName = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The zone's offset from UTC at an instant, in milliseconds (`GMT+05:00` → 18,000,000). */
const offsetAt = (time: number) => {
  const name = zoneName.formatToParts(time).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
};

/**
 * Timestamps as date cells in Kazakhstan's time. An export converts hundreds of thousands: the
 * zone's offset is looked up once an hour (`Intl` is slow), and per value within an hour whose
 * offset changes (Kazakhstan moved from UTC+6 to UTC+5 on 1 March 2024).
 */
export const sheetDates = () => {
  const offsets = new Map<number, number | null>();
  /** The hour's offset, or null when it changes within the hour. */
  const hourOffset = (start: number) => {
    let offset = offsets.get(start);
    if (offset === undefined) {
      const first = offsetAt(start);
      offset = first === offsetAt(start + HOUR - 1) ? first : null;
      if (offsets.size >= HOURS_KEPT) offsets.clear();
      offsets.set(start, offset);
    }
    return offset;
  };
  return (value: string | null): SheetDate | null => {
    if (!value) return null;
    const time = new Date(value).getTime();
    if (Number.isNaN(time)) return null;
    const offset = hourOffset(Math.floor(time / HOUR) * HOUR) ?? offsetAt(time);
    return { serial: (time + offset) / DAY + UNIX_EPOCH };
  };
};
