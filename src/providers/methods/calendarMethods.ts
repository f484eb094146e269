import type {
  CalendarDaysOff,
  CalendarEntry,
  CalendarEventInput,
  CalendarEventRow,
  CalendarEventUpdateInput,
  CalendarStats,
  SeriesTarget,
} from '../../domain/calendar';
import { httpJson } from '../http';

/** The calendar's events (API.md "Calendar"). */
export const calendarMethods = {
  /** `GET /api/calendar-events?from&to`: the entries of a range, occurrences expanded. */
  calendarEntries: (from: string, to: string) =>
    httpJson<{ data: CalendarEntry[] }>(
      `/calendar-events?${new URLSearchParams({ from, to })}`,
    ).then((answer) => answer.data),
  /** `GET /api/calendar-events/{id}`: an event as stored (a series when repeating). */
  calendarEvent: (id: number) => httpJson<CalendarEventRow>(`/calendar-events/${id}`),
  /** `POST /api/calendar-events`. */
  createCalendarEvent: (data: CalendarEventInput) =>
    httpJson<CalendarEventRow>('/calendar-events', { method: 'POST', body: data }),
  /** `PUT /api/calendar-events/{id}`: an event, or the occurrences its `scope` names. */
  updateCalendarEvent: (id: number, data: CalendarEventUpdateInput) =>
    httpJson<CalendarEventRow>(`/calendar-events/${id}`, { method: 'PUT', body: data }),
  /** `DELETE /api/calendar-events/{id}?scope&occurrence`. */
  deleteCalendarEvent: (id: number, { scope, occurrence }: SeriesTarget) => {
    const search = new URLSearchParams({ scope });
    if (occurrence) search.set('occurrence', occurrence);
    return httpJson<void>(`/calendar-events/${id}?${search}`, { method: 'DELETE' });
  },
  /** `GET /api/calendar-events/stats`: today, this week, this month and upcoming. */
  calendarStats: () => httpJson<CalendarStats>('/calendar-events/stats'),
  /** `GET /api/calendar-events/days-off?from&to`: the organization's weekdays off and holidays. */
  calendarDaysOff: (from: string, to: string) =>
    httpJson<CalendarDaysOff>(`/calendar-events/days-off?${new URLSearchParams({ from, to })}`),
  /** `GET /api/calendar-events/feed`: the private iCalendar address. */
  calendarFeed: () => httpJson<{ url: string }>('/calendar-events/feed'),
  /** `POST /api/calendar-events/feed`: a new feed address; the old one stops working. */
  rotateCalendarFeed: () => httpJson<{ url: string }>('/calendar-events/feed', { method: 'POST' }),
};
