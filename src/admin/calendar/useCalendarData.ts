import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventInput, CalendarEventUpdateInput } from '../../domain/calendar';
import { ApiError } from '../../providers/http';
import { calendarApi, type SeriesTarget } from './calendarApi';

/** Every calendar answer sits under this key: a write refreshes them all. */
const CALENDAR_KEY = ['calendar-events'] as const;

/**
 * A refused range (400: too many entries, say) is not asked again: the same question gets the
 * same answer. Other failures are retried twice.
 */
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** The entries of a range (ISO instants); the last range's stay on screen while the next loads. */
export const useCalendarEntries = (from: string, to: string) =>
  useQuery({
    queryKey: [...CALENDAR_KEY, 'entries', from, to],
    queryFn: () => calendarApi.entries(from, to),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** Today, this week, this month and upcoming. */
export const useCalendarStats = () =>
  useQuery({
    queryKey: [...CALENDAR_KEY, 'stats'],
    queryFn: calendarApi.stats,
    retry: retryUnlessRefused,
  });

/** The private iCalendar address, asked for only when shown. */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({ queryKey: [...CALENDAR_KEY, 'feed'], queryFn: calendarApi.feed, enabled });

/** A whole event as stored (a series when repeating), for its edit form. */
export const useCalendarEvent = (id: number | null) =>
  useQuery({
    queryKey: [...CALENDAR_KEY, 'event', id],
    queryFn: () => calendarApi.event(id ?? 0),
    enabled: id !== null,
  });

/** Creates, changes and deletes events; each then refreshes the calendar. */
export const useCalendarWrites = () => {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: CALENDAR_KEY });
  const create = useMutation({
    mutationFn: (data: CalendarEventInput) => calendarApi.create(data),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, data }: { id: number; data: CalendarEventUpdateInput }) =>
      calendarApi.update(id, data),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: ({ id, target }: { id: number; target: SeriesTarget }) =>
      calendarApi.remove(id, target),
    onSettled,
  });
  return { create, update, remove };
};

/** Makes a new feed address (the old one stops working). */
export const useRotateFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: calendarApi.rotateFeed,
    onSuccess: (answer) => client.setQueryData([...CALENDAR_KEY, 'feed'], answer),
  });
};
