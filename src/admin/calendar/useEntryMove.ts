import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { CalendarEditScope } from '../../domain/calendar';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import { fromWall } from './almatyTime';
import type { GridMove } from './CalendarGrid';
import { eventValues, updateBody } from './eventValues';
import { useCalendarWrites, useEventReader } from './useCalendarData';

/** A dropped entry's new values: a whole day keeps its midnights (the end is its last day's). */
const movedTimes = ({ start, end, allDay }: GridMove) => {
  if (!allDay) return { starts_at: fromWall(start), ends_at: fromWall(end), all_day: false };
  const lastDay = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1);
  const startDay = new Date(start.getFullYear(), start.getMonth(), start.getDate());
  return {
    starts_at: fromWall(startDay),
    ends_at: fromWall(lastDay < startDay ? startDay : lastDay),
    all_day: true,
  };
};

/**
 * Moves and resizes by drag and drop: the entry stays where it was dropped while the server is
 * asked; a refusal snaps it back and says why.
 */
export const useEntryMove = () => {
  const notify = useNotify();
  const readEvent = useEventReader();
  const { update } = useCalendarWrites();
  const [moved, setMoved] = useState<Record<string, { start: Date; end: Date }>>({});
  const forget = (key: string) =>
    setMoved((current) => {
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  const refused = (key: string, error: unknown) => {
    forget(key);
    const field = Object.values(fieldErrorsOf(error) ?? {})[0];
    notify(field ?? messageKeyOf(error), { type: 'error' });
  };

  const move = async (drop: GridMove, scope: CalendarEditScope) => {
    const { entry } = drop;
    if (entry.event_id === null) return;
    setMoved((current) => ({ ...current, [entry.key]: { start: drop.start, end: drop.end } }));
    try {
      const row = await readEvent(entry.event_id);
      const values = { ...eventValues(row, entry), ...movedTimes(drop) };
      const target = { scope, occurrence: scope === 'all' ? null : entry.occurrence };
      update.mutate(
        { id: row.id, data: updateBody(values, row, entry, target) },
        {
          onSuccess: () => notify('app.calendar.saved', { type: 'success' }),
          onError: (error) => refused(entry.key, error),
          onSettled: () => forget(entry.key),
        },
      );
    } catch (error) {
      refused(entry.key, error);
    }
  };
  return { moved, move };
};
