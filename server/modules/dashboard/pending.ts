import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DASHBOARD_PENDING_MAX,
  type DashboardAnswer,
  type PendingItem,
} from '../../../src/domain/dashboard';
import { CURRENT_TASK_STATUSES } from '../../../src/domain/taskStatuses';
import type { Db } from '../../db/client';
import { bids, notificationRecipients, notifications, requestTypes, tasks } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { unreadCount } from '../../lib/unread';
import { bidScope } from '../requests/bids/scope';
import { taskScope } from '../tasks/scope';
import { dashboardReads } from './access';

/** A request is open until it is done, rejected or cancelled. */
const OPEN_BIDS = ['new', 'in_progress'];
/** The latest unread notifications the dashboard lists. */
const UNREAD_SHOWN = 5;
/** A task's description as a pending row's title: its beginning. */
const TITLE_LENGTH = 120;

/**
 * Open requests waiting on the caller (assigned to them; a renter's: its company's), soonest
 * deadline first, each titled with its type in the caller's language.
 */
const openBids = (db: Db, user: AuthUser) =>
  db
    .select({
      id: bids.id,
      number: bids.number,
      title: sql<string>`coalesce(${requestTypes.name} ->> ${user.locale}, ${requestTypes.name} ->> 'ru')`,
      status: bids.status,
      deadline: bids.due_at,
    })
    .from(bids)
    .innerJoin(requestTypes, eq(requestTypes.id, bids.request_type_id))
    .where(
      and(
        bidScope(user),
        user.role === 'renter' ? undefined : eq(bids.executor_id, user.id),
        inArray(bids.status, OPEN_BIDS),
      ),
    )
    .orderBy(asc(bids.due_at), asc(bids.id))
    .limit(DASHBOARD_PENDING_MAX);

/** Open tasks the caller executes, soonest deadline first. */
const openTasks = (db: Db, user: AuthUser) =>
  db
    .select({
      id: tasks.id,
      number: tasks.number,
      title: sql<string>`left(${tasks.description}, ${TITLE_LENGTH})`,
      status: tasks.status,
      deadline: tasks.deadline,
    })
    .from(tasks)
    .where(
      and(
        taskScope(user),
        eq(tasks.executor_id, user.id),
        inArray(tasks.status, [...CURRENT_TASK_STATUSES]),
      ),
    )
    .orderBy(asc(tasks.deadline), asc(tasks.id))
    .limit(DASHBOARD_PENDING_MAX);

/** Overdue first, then by deadline (those without one last), then requests before tasks. */
const byUrgency = (a: PendingItem, b: PendingItem) =>
  Number(b.overdue) - Number(a.overdue) ||
  (a.deadline ?? '\uffff').localeCompare(b.deadline ?? '\uffff') ||
  a.kind.localeCompare(b.kind) ||
  a.id - b.id;

/**
 * The pending list: the caller's open requests and tasks (at most `DASHBOARD_PENDING_MAX` in
 * all, overdue first) and its latest unread notifications with their count.
 */
export const pendingOf = async (
  db: Db,
  user: AuthUser,
  now: Date,
): Promise<DashboardAnswer['pending']> => {
  const r = notificationRecipients;
  const [bidRows, taskRows, unreadRows, unread] = await Promise.all([
    dashboardReads(user, 'requests') ? openBids(db, user) : [],
    dashboardReads(user, 'tasks') ? openTasks(db, user) : [],
    db
      .select({
        id: notifications.id,
        message: notifications.message,
        created_at: notifications.created_at,
      })
      .from(r)
      .innerJoin(notifications, eq(notifications.id, r.notification_id))
      .where(and(eq(r.user_id, user.id), isNull(r.read_at)))
      .orderBy(desc(r.notification_id))
      .limit(UNREAD_SHOWN),
    unreadCount(db, user.id),
  ]);
  const overdue = (deadline: string | null) =>
    deadline !== null && new Date(deadline).getTime() < now.getTime();
  const items: PendingItem[] = [
    ...bidRows.map((row) => ({ kind: 'bid' as const, ...row, overdue: overdue(row.deadline) })),
    ...taskRows.map((row) => ({ kind: 'task' as const, ...row, overdue: overdue(row.deadline) })),
  ];
  return {
    items: items.sort(byUrgency).slice(0, DASHBOARD_PENDING_MAX),
    notifications: unreadRows,
    unread,
  };
};
