import { owner } from './crud';
import { next, readAs, shared } from './factories';
import { type Expect, everyone } from './rules';
import type { RouteCase } from './runner';
import { must, type Rec, type Who, type World } from './world';

/**
 * The calendar: everyone's own, not subject to access levels (DOMAIN.md). The fixed callers
 * meet an event landlord 1's owner shares with its organization: its staff (the employee at
 * `none` too) read it and may not change it (403); landlord 2's people, renters and the
 * superadmin do not see it (404). The iCalendar feed is public: its token is the key.
 */

const RANGE = `from=${encodeURIComponent('2030-01-01T00:00:00+05:00')}&to=${encodeURIComponent('2030-02-01T00:00:00+05:00')}`;

const body = (overrides: object = {}) => ({
  title: `Встреча ${next()}`,
  type: 'meeting',
  starts_at: '2030-01-14T10:00:00+05:00',
  ends_at: '2030-01-14T11:00:00+05:00',
  repeat: 'weekly',
  repeat_weekdays: [1],
  ...overrides,
});

/** An event landlord 1's owner shares with its organization. */
const sharedEvent = (w: World) =>
  must(w, owner(w), 'POST', '/api/calendar-events', body({ shared: true }));

const eventFor = (w: World, fresh: boolean) =>
  fresh ? sharedEvent(w) : shared('calendar:shared', () => sharedEvent(w));

const readEvent = (w: World, id: number) => () => readAs(w, owner(w), `/api/calendar-events/${id}`);

/** Who sees landlord 1's shared event: its own staff, whatever their level. */
const SEES = new Set(['landlord', 'employee', 'emp_none']);

const onShared = (ownerOk: number, staff: number, others: number): Expect => ({
  superadmin: others,
  landlord: ownerOk,
  employee: staff,
  landlord2: others,
  l2_employee: others,
  renter: others,
  renter2: others,
  emp_none: staff,
  guest: 401,
});

const listCheck = (event: Rec, who: Who) => (res: { json(): Rec }) => {
  const seen = (res.json().data as { event_id: number | null }[]).some(
    (e) => e.event_id === event.id,
  );
  return seen === SEES.has(who.name)
    ? null
    : `${who.name} ${seen ? 'sees' : 'misses'} landlord 1's shared event`;
};

/** A holiday landlord 1 keeps in its business calendar, in `RANGE`. */
const HOLIDAY = 'Праздник матрицы';
const l1Holiday = (w: World) =>
  shared('calendar:holiday', () =>
    must(w, owner(w), 'POST', '/api/settings/holidays', { date: '2030-01-15', name: HOLIDAY }),
  );
/** Who is of landlord 1's organization among the fixed callers (every level employee is). */
const OF_LANDLORD_1 = new Set(['landlord', 'employee', 'emp_none', 'renter', 'renter2']);

const daysOffCheck = (who: Who) => (res: { json(): Rec }) => {
  const seen = (res.json().holidays as { name: string }[]).some((h) => h.name === HOLIDAY);
  const own = who.kind === 'level' || OF_LANDLORD_1.has(who.name);
  return seen === own ? null : `${who.name} ${seen ? 'sees' : 'misses'} landlord 1's holiday`;
};

export const CALENDAR_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/calendar-events',
    ok: 200,
    fixed: everyone(200),
    target: async (w, who) => {
      const event = await eventFor(w, false);
      return { url: `/api/calendar-events?${RANGE}`, check: listCheck(event, who) };
    },
  },
  {
    method: 'GET',
    path: '/api/calendar-events/stats',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/calendar-events/stats' }),
  },
  {
    // Read-only, each person's own organization's business calendar.
    method: 'GET',
    path: '/api/calendar-events/days-off',
    ok: 200,
    fixed: everyone(200),
    target: async (w, who) => {
      await l1Holiday(w);
      return { url: `/api/calendar-events/days-off?${RANGE}`, check: daysOffCheck(who) };
    },
  },
  {
    method: 'GET',
    path: '/api/calendar-events/{id}',
    ok: 200,
    fixed: onShared(200, 200, 404),
    target: async (w) => ({ url: `/api/calendar-events/${(await eventFor(w, false)).id}` }),
  },
  {
    method: 'POST',
    path: '/api/calendar-events',
    ok: 201,
    fixed: { ...everyone(201) },
    target: async () => ({ url: '/api/calendar-events', body: body() }),
  },
  {
    method: 'PUT',
    path: '/api/calendar-events/{id}',
    ok: 200,
    fixed: onShared(200, 403, 404),
    target: async (w) => {
      const event = await eventFor(w, true);
      return {
        url: `/api/calendar-events/${event.id}`,
        body: body({ shared: true }),
        readback: readEvent(w, event.id),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/calendar-events/{id}',
    ok: 204,
    fixed: onShared(204, 403, 404),
    target: async (w) => {
      const event = await eventFor(w, true);
      return { url: `/api/calendar-events/${event.id}`, readback: readEvent(w, event.id) };
    },
  },
  {
    method: 'GET',
    path: '/api/calendar-events/feed',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/calendar-events/feed' }),
  },
  {
    method: 'POST',
    path: '/api/calendar-events/feed',
    ok: 200,
    fixed: everyone(200),
    target: async () => ({ url: '/api/calendar-events/feed' }),
  },
  {
    // Public: the caller's own feed (the guest uses landlord 1's address).
    method: 'GET',
    path: '/api/calendar-feed/{token}',
    ok: 200,
    fixed: everyone(200, 200),
    target: async (w, who) => {
      const { url } = await must(w, who.token ?? owner(w), 'GET', '/api/calendar-events/feed');
      return { url: new URL(url).pathname, token: null };
    },
  },
];
