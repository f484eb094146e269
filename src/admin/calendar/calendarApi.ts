import type {
  CalendarEditScope,
  CalendarEntry,
  CalendarEventInput,
  CalendarEventRow,
  CalendarEventUpdateInput,
  CalendarStats,
} from '../../domain/calendar';
import { httpJson } from '../../providers/http';

/** Which occurrences of a repeating event a change or delete touches. */
export interface SeriesTarget {
  scope: CalendarEditScope;
  occurrence: string | null;
}

/** The calendar's calls (API.md), on the app's one HTTP client. */
export const calendarApi = {
  /** `GET /api/calendar-events?from&to`: the entries of a range, occurrences expanded. */
  entries: (from: string, to: string) =>
    httpJson<{ data: CalendarEntry[] }>(
      `/calendar-events?${new URLSearchParams({ from, to })}`,
    ).then((answer) => answer.data),
  event: (id: number) => httpJson<CalendarEventRow>(`/calendar-events/${id}`),
  create: (data: CalendarEventInput) =>
    httpJson<CalendarEventRow>('/calendar-events', { method: 'POST', body: data }),
  update: (id: number, data: CalendarEventUpdateInput) =>
    httpJson<CalendarEventRow>(`/calendar-events/${id}`, { method: 'PUT', body: data }),
  remove: (id: number, { scope, occurrence }: SeriesTarget) => {
    const search = new URLSearchParams({ scope });
    if (occurrence) search.set('occurrence', occurrence);
    return httpJson<void>(`/calendar-events/${id}?${search}`, { method: 'DELETE' });
  },
  stats: () => httpJson<CalendarStats>('/calendar-events/stats'),
  feed: () => httpJson<{ url: string }>('/calendar-events/feed'),
  /** A new feed address; the old one stops working. */
  rotateFeed: () => httpJson<{ url: string }>('/calendar-events/feed', { method: 'POST' }),
};
