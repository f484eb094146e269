import type { CalendarEventRow } from '../../../src/domain/calendar';

/**
 * What an update's left-out fields keep: the event as it reads. A change of one occurrence (or
 * of those from it on) that leaves its times out keeps that occurrence's times, not the series'.
 */
export const eventAsBody = (
  shown: CalendarEventRow,
  body: Record<string, unknown>,
): Record<string, unknown> => {
  const occurrence = typeof body.occurrence === 'string' ? Date.parse(body.occurrence) : NaN;
  const partOfSeries = body.scope === 'this' || body.scope === 'following';
  if (!partOfSeries || Number.isNaN(occurrence) || 'starts_at' in body) return shown;
  const length = Date.parse(shown.ends_at) - Date.parse(shown.starts_at);
  return {
    ...shown,
    starts_at: new Date(occurrence).toISOString(),
    ends_at: 'ends_at' in body ? undefined : new Date(occurrence + length).toISOString(),
  };
};
