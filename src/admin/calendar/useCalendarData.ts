import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  CalendarEventInput,
  CalendarEventUpdateInput,
  SeriesTarget,
} from '../../domain/calendar';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/http';

/** Every calendar answer sits under this key: a write refreshes them all. */
const CALENDAR_KEY = ['calendar-events'] as const;
/** How long the days off of a range are not asked again. */
const DAYS_OFF_FRESH_MS = 10 * 60_000;

/**
 * A refused range (400: too many entries, say) is not asked again: the same question gets the
 * same answer. Other failures are retried twice.
 */
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** The entries of a range (ISO instants); the last range's stay on screen while the next loads. */
export const useCalendarEntries = (from: string, to: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'entries', from, to],
    queryFn: () => dataProvider.calendarEntries(from, to),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
};

/** The organization's days off over a range: they change only in the settings, so kept a while. */
export const useDaysOff = (from: string, to: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'days-off', from, to],
    queryFn: () => dataProvider.calendarDaysOff(from, to),
    placeholderData: keepPreviousData,
    staleTime: DAYS_OFF_FRESH_MS,
    retry: retryUnlessRefused,
  });
};

/** Today, this week, this month and upcoming. */
export const useCalendarStats = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'stats'],
    queryFn: () => dataProvider.calendarStats(),
    retry: retryUnlessRefused,
  });
};

/** The private iCalendar address, asked for only when shown. */
export const useCalendarFeed = (enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'feed'],
    queryFn: () => dataProvider.calendarFeed(),
    enabled,
  });
};

/** A whole event as stored (a series when repeating), for its edit form. */
export const useCalendarEvent = (id: number | null) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'event', id],
    queryFn: () => dataProvider.calendarEvent(id ?? 0),
    enabled: id !== null,
  });
};

/** Reads a whole event once, from the cache when it is there (opening or dropping an entry). */
export const useEventReader = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  return (id: number) =>
    client.fetchQuery({
      queryKey: [...CALENDAR_KEY, 'event', id],
      queryFn: () => dataProvider.calendarEvent(id),
    });
};

/** Creates, changes and deletes events; each then refreshes the calendar. */
export const useCalendarWrites = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: CALENDAR_KEY });
  const create = useMutation({
    mutationFn: (data: CalendarEventInput) => dataProvider.createCalendarEvent(data),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, data }: { id: number; data: CalendarEventUpdateInput }) =>
      dataProvider.updateCalendarEvent(id, data),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: ({ id, target }: { id: number; target: SeriesTarget }) =>
      dataProvider.deleteCalendarEvent(id, target),
    onSettled,
  });
  return { create, update, remove };
};

/** Makes a new feed address (the old one stops working). */
export const useRotateFeed = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.rotateCalendarFeed(),
    onSuccess: (answer) => client.setQueryData([...CALENDAR_KEY, 'feed'], answer),
  });
};
