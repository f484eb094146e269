import { demoUser } from '../../mocks/handlers';
import { newEmployeeAccess } from '../../src/domain/access';
import type { CalendarEntry, CalendarEventRow } from '../../src/domain/calendar';
import type { CurrentUser } from '../../src/domain/user';

/** 15 January 2026, a Thursday, noon in Almaty. */
export const THURSDAY_NOON = new Date('2026-01-15T07:00:00Z');

/** An employee who may create tasks (level main). */
export const calendarEmployee = {
  ...demoUser,
  id: 7,
  role: 'employee',
  renter_id: null,
  employee_id: 3,
  full_name: 'Садыкова Динара',
  access: { ...newEmployeeAccess(), tasks: 'main' },
} as CurrentUser;

const me = { id: 7, name: 'Садыкова Динара' };

/** A calendar entry with sensible defaults. */
export const entry = (fields: Partial<CalendarEntry>): CalendarEntry => ({
  key: 'event:1:2026-01-15T05:00:00.000Z',
  source: 'event',
  event_id: 1,
  record_id: null,
  occurrence: null,
  title: 'Встреча',
  type: 'meeting',
  starts_at: '2026-01-15T05:00:00.000Z',
  ends_at: '2026-01-15T06:00:00.000Z',
  all_day: false,
  repeat: 'none',
  detached: false,
  description: null,
  reminders: [15],
  push: false,
  shared: false,
  owner: me,
  editable: true,
  ...fields,
});

/** A stored event with sensible defaults. */
export const eventRow = (fields: Partial<CalendarEventRow>): CalendarEventRow => ({
  id: 1,
  title: 'Встреча',
  type: 'meeting',
  starts_at: '2026-01-15T05:00:00.000Z',
  ends_at: '2026-01-15T06:00:00.000Z',
  all_day: false,
  repeat: 'none',
  repeat_weekdays: [],
  repeat_until: null,
  repeat_count: null,
  reminders: [15],
  push: false,
  description: null,
  shared: false,
  owner: me,
  editable: true,
  created_at: '2026-01-01T05:00:00.000Z',
  updated_at: '2026-01-01T05:00:00.000Z',
  ...fields,
});
