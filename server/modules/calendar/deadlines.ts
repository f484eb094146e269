import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { CalendarEntry } from '../../../src/domain/calendar';
import { AWAITING_ANSWER } from '../../../src/domain/documents';
import { OPEN_BID_STATUSES } from '../../../src/domain/requests';
import { CURRENT_TASK_STATUSES } from '../../../src/domain/tasks';
import type { Db } from '../../db/client';
import { bids, documents, requestTypes, tasks } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { rowScope } from '../../lib/scope';
import { documentColumns } from '../documents/service';
import { bidScope } from '../requests/bids/scope';
import { taskScope } from '../tasks/scope';
import { allDayEntry, shortTitle } from './text';

/** A deadline of another module as a read-only moment of the calendar. */
const deadlineEntry = (
  source: 'task' | 'bid',
  row: { id: number; number: number; text: string | null; at: string },
): CalendarEntry => {
  const at = new Date(row.at).toISOString();
  return {
    key: `${source}:${row.id}`,
    source,
    event_id: null,
    record_id: row.id,
    occurrence: null,
    title: shortTitle(`№${row.number} ${row.text ?? ''}`),
    type: source === 'task' ? 'task' : null,
    starts_at: at,
    ends_at: at,
    all_day: false,
    repeat: 'none',
    detached: false,
    description: null,
    reminders: [],
    push: false,
    shared: false,
    owner: null,
    editable: false,
  };
};

/**
 * Deadlines in [from, to) of the open tasks the caller executes or set, as the tasks' row scope
 * lets them read them: one query.
 */
export const taskDeadlines = async (db: Db, user: AuthUser, from: Date, to: Date) => {
  const rows = await db
    .select({ id: tasks.id, number: tasks.number, text: tasks.description, at: tasks.deadline })
    .from(tasks)
    .where(
      and(
        taskScope(user),
        or(eq(tasks.executor_id, user.id), eq(tasks.created_by, user.id)),
        inArray(tasks.status, [...CURRENT_TASK_STATUSES]),
        gte(tasks.deadline, from.toISOString()),
        lt(tasks.deadline, to.toISOString()),
      ),
    )
    .orderBy(asc(tasks.deadline));
  return rows.map((row) => deadlineEntry('task', row));
};

/**
 * Due moments in [from, to) of the open requests assigned to the caller, as the requests' row
 * scope lets them read them, titled with the request type in the caller's language: one query.
 */
export const bidDeadlines = async (db: Db, user: AuthUser, from: Date, to: Date) => {
  const rows = await db
    .select({
      id: bids.id,
      number: bids.number,
      text: sql<string>`coalesce(${requestTypes.name}->>${user.locale}, ${requestTypes.name}->>'ru')`,
      at: bids.due_at,
    })
    .from(bids)
    .innerJoin(requestTypes, eq(requestTypes.id, bids.request_type_id))
    .where(
      and(
        bidScope(user),
        eq(bids.executor_id, user.id),
        inArray(bids.status, [...OPEN_BID_STATUSES]),
        gte(bids.due_at, from.toISOString()),
        lt(bids.due_at, to.toISOString()),
      ),
    )
    .orderBy(asc(bids.due_at));
  return rows.map((row) => deadlineEntry('bid', row));
};

/**
 * Reply days in [from, to) of the incoming letters awaiting an answer that the caller is
 * responsible for, as the letters' row scope lets them read them: all-day entries, one query.
 */
export const documentDeadlines = async (db: Db, user: AuthUser, from: Date, to: Date) => {
  if (user.role !== 'landlord' && user.role !== 'employee') return [];
  const day = (at: Date) => new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
  const rows = await db
    .select({
      id: documents.id,
      number: documents.number,
      correspondent: documents.correspondent,
      subject: documents.subject,
      due_on: documents.due_on,
    })
    .from(documents)
    .where(
      and(
        rowScope(user, 'documents', documentColumns),
        eq(documents.responsible_id, user.id),
        eq(documents.direction, 'incoming'),
        inArray(documents.status, [...AWAITING_ANSWER]),
        gte(documents.due_on, day(from)),
        lt(documents.due_on, day(new Date(to.getTime() + 86_399_999))),
      ),
    )
    .orderBy(asc(documents.due_on));
  return rows.map((row) =>
    allDayEntry({
      key: `document:${row.id}`,
      source: 'document',
      recordId: row.id,
      title: `${row.number} ${row.correspondent}: ${row.subject}`,
      description: row.subject,
      day: row.due_on as string,
    }),
  );
};
