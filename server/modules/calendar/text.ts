import type { CalendarEntry, CalendarSource } from '../../../src/domain/calendar';

/** An entry's title from another module's text: one line, at most `max` characters. */
export const shortTitle = (text: string, max = 60) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** A Kazakhstan day (`YYYY-MM-DD`) from its midnight to the next. */
export const almatyDaySpan = (day: string) => {
  const starts = new Date(`${day}T00:00:00+05:00`);
  return { starts, ends: new Date(starts.getTime() + 86_400_000) };
};

/**
 * A read-only all-day entry of another module's record on a Kazakhstan day (`YYYY-MM-DD`); its
 * description only when it says more than the title.
 */
export const allDayEntry = (entry: {
  key: string;
  source: CalendarSource;
  recordId: number;
  title: string;
  description: string | null;
  day: string;
}): CalendarEntry => {
  const { starts, ends } = almatyDaySpan(entry.day);
  const title = shortTitle(entry.title);
  return {
    key: entry.key,
    source: entry.source,
    event_id: null,
    record_id: entry.recordId,
    occurrence: null,
    title,
    type: null,
    starts_at: starts.toISOString(),
    ends_at: ends.toISOString(),
    all_day: true,
    repeat: 'none',
    detached: false,
    // A description that only repeats the title is not sent (nor shown) twice.
    description: entry.description === title ? null : entry.description,
    reminders: [],
    push: false,
    shared: false,
    owner: null,
    editable: false,
  };
};
