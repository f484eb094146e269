import { setImmediate } from 'node:timers/promises';
import type { CalendarEntry } from '../../../src/domain/calendar';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/authUser';
import { contractDates } from './contractDates';
import { bidDeadlines, documentDeadlines, taskDeadlines } from './deadlines';
import { type ExpandOptions, entryOf, eventsReaching, occurrencesIn } from './occurrences';
import { eventScope } from './scope';

/** Plain code-unit order: ISO instants and keys sort as their text (no locale's rules, far faster). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Start order; ties by key so the answer is stable. */
const byStart = (a: CalendarEntry, b: CalendarEntry) =>
  compare(a.starts_at, b.starts_at) || compare(a.key, b.key);

/**
 * What the caller's calendar shows in [from, to) besides their leases' dates: occurrences of
 * their own and shared events, the deadlines of their open tasks and requests and the reply days
 * of the letters they answer for; at most `limit` occurrences (`occurrencesIn`). Unsorted.
 */
export const ownEntriesFor = async (
  db: Db,
  user: AuthUser,
  from: Date,
  to: Date,
  { limit }: Pick<ExpandOptions, 'limit'> = {},
): Promise<CalendarEntry[]> => {
  const [events, tasks, bids, letters] = await Promise.all([
    eventsReaching(db, eventScope(user), from, to),
    taskDeadlines(db, user, from, to),
    bidDeadlines(db, user, from, to),
    documentDeadlines(db, user, from, to),
  ]);
  const occurrences = await occurrencesIn(db, events, from, to, { limit });
  return [...occurrences.map((o) => entryOf(user, o)), ...tasks, ...bids, ...letters];
};

/**
 * Everything the caller's calendar shows in [from, to): `ownEntriesFor` and their leases'
 * critical dates, in start order.
 */
export const calendarEntriesFor = async (
  db: Db,
  user: AuthUser,
  from: Date,
  to: Date,
  options: Pick<ExpandOptions, 'limit'> = {},
): Promise<CalendarEntry[]> => {
  const [own, leases] = await Promise.all([
    ownEntriesFor(db, user, from, to, options),
    contractDates(db, user, from, to),
  ]);
  // A full calendar's thousands of entries: the event loop is let in before they are sorted.
  await setImmediate();
  return [...own, ...leases].sort(byStart);
};
