import type {
  CalendarEntry,
  CalendarEventInput,
  CalendarEventRow,
  CalendarEventType,
  CalendarEventUpdateInput,
  SeriesTarget,
} from '../../domain/calendar';
import { fromAlmatyInput, toAlmatyInput } from '../../resources/tasks/deadline';
import { fromWall } from './almatyTime';

/** An instant (ms) as the form sends it: Almaty's minute with `+05:00`. */
const almatyIso = (ms: number) => fromAlmatyInput(toAlmatyInput(new Date(ms).toISOString()));

/** A new event's form: the type and wall times it was asked for. */
export const newEventValues = (
  type: CalendarEventType,
  start: Date,
  end: Date,
  allDay = false,
): CalendarEventInput => ({
  title: '',
  type,
  starts_at: fromWall(start),
  ends_at: fromWall(end),
  all_day: allDay,
  repeat: 'none',
  repeat_weekdays: [],
  repeat_until: null,
  repeat_count: null,
  reminders: type === 'reminder' ? [0] : [15],
  push: false,
  description: '',
  shared: false,
});

/**
 * A stored event's form; opened from one occurrence of a series, it shows that occurrence's
 * times (and its own title and description when it was edited alone).
 */
export const eventValues = (row: CalendarEventRow, entry?: CalendarEntry): CalendarEventInput => ({
  title: entry?.title ?? row.title,
  type: entry?.type ?? row.type,
  starts_at: almatyIso(Date.parse(entry?.starts_at ?? row.starts_at)),
  ends_at: almatyIso(Date.parse(entry?.ends_at ?? row.ends_at)),
  all_day: row.all_day,
  repeat: row.repeat,
  repeat_weekdays: row.repeat_weekdays,
  repeat_until: row.repeat_until,
  repeat_count: row.repeat_count,
  reminders: entry?.reminders ?? row.reminders,
  push: entry?.push ?? row.push,
  description: (entry ? entry.description : row.description) ?? '',
  shared: row.shared,
});

/**
 * The PUT body of a change made on an occurrence: `this` and `following` carry the occurrence's
 * new times; `all` moves the series' own start and end by as much as the occurrence moved.
 */
export const updateBody = (
  values: CalendarEventInput,
  row: CalendarEventRow,
  entry: CalendarEntry | undefined,
  target: SeriesTarget,
): CalendarEventUpdateInput => {
  if (target.scope !== 'all' || !entry) return { ...values, ...target };
  const startShift = Date.parse(values.starts_at) - Date.parse(entry.starts_at);
  const endShift = Date.parse(values.ends_at) - Date.parse(entry.ends_at);
  return {
    ...values,
    starts_at: almatyIso(Date.parse(row.starts_at) + startShift),
    ends_at: almatyIso(Date.parse(row.ends_at) + endShift),
    scope: 'all',
    occurrence: null,
  };
};

/** Whether a change or delete of this entry must ask which part of its series it touches. */
export const asksScope = (entry: CalendarEntry | undefined) =>
  Boolean(entry && entry.repeat !== 'none' && entry.occurrence);
