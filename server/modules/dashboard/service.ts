import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DASHBOARD_MODULES,
  type DashboardAnswer,
  type DashboardModule,
} from '../../../src/domain/dashboard';
import { AWAITING_ANSWER } from '../../../src/domain/documents';
import type { Db } from '../../db/client';
import { documents, questionnaires, renters, tasks } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { TODAY } from '../../lib/occupancy';
import { rowScope } from '../../lib/scope';
import { calendarCountsFor } from '../calendar/stats';
import { documentColumns } from '../documents/service';
import { taskScope } from '../tasks/scope';
import { attendanceToday } from '../time/attendance';
import { questionnaireScope } from '../waitingList/service';
import { dashboardReads } from './access';
import { slaWeekly } from './charts';
import { bidDays, createdCounts, type DayMonth, receivedCounts } from './counts';
import { leaseFigures } from './leaseSummary';
import { pendingOf } from './pending';
import { dashboardPeriods } from './periods';

const NONE: DayMonth = { today: 0, month: 0 };

/** Active, inactive and all renters the caller reads (a renter's own company is no count). */
const tenantCounts = async (db: Db, user: AuthUser) => {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${renters.status} = 'active')::int`,
      inactive: sql<number>`count(*) filter (where ${renters.status} = 'inactive')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(renters)
    .where(
      rowScope(user, 'renters', {
        landlord: renters.landlord_id,
        createdBy: renters.created_by,
        renter: renters.id,
      }),
    );
  return row ?? { active: 0, inactive: 0, total: 0 };
};

/** Incoming letters awaiting their answer and, of them, those past their due day. */
const letterCounts = async (db: Db, user: AuthUser) => {
  const [row] = await db
    .select({
      to_answer: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${documents.due_on} < ${TODAY}))::int`,
    })
    .from(documents)
    .where(
      and(
        rowScope(user, 'documents', documentColumns),
        eq(documents.direction, 'incoming'),
        inArray(documents.status, [...AWAITING_ANSWER]),
      ),
    );
  return row ?? { to_answer: 0, overdue: 0 };
};

/** Calendar entries today and this month. */
const calendarCounts = async (
  db: Db,
  user: AuthUser,
  p: ReturnType<typeof dashboardPeriods>,
): Promise<DayMonth> => {
  const [today, month] = await calendarCountsFor(db, user, [
    { from: p.todayStart, to: p.tomorrow },
    { from: p.monthStart, to: p.nextMonth },
  ]);
  return { today, month };
};

/**
 * `GET /api/dashboard` at `now`: every count of the home page, each through its module's row
 * scope, parts the caller may not read null (or a card unavailable with zeros). Independent
 * statements run side by side: a pool runs them at once, PGlite in turn.
 */
export const dashboardOf = async (
  db: Db,
  user: AuthUser,
  { now = new Date(), primary = db }: { now?: Date; primary?: Db } = {},
): Promise<DashboardAnswer> => {
  const p = dashboardPeriods(now);
  const reads = (module: DashboardModule | 'renters' | 'objects' | 'contracts' | 'documents') =>
    dashboardReads(user, module);
  const staff = user.role !== 'renter';
  const [
    requests,
    waiting,
    taskCards,
    received,
    calendar,
    tenants,
    pending,
    sla,
    leaseParts,
    letters,
    attendance,
  ] = await Promise.all([
    reads('requests') ? bidDays(db, user, p) : null,
    reads('waiting_list')
      ? createdCounts(db, questionnaires, questionnaires.created_at, questionnaireScope(user), p)
      : NONE,
    reads('tasks') ? createdCounts(db, tasks, tasks.created_at, taskScope(user), p) : NONE,
    receivedCounts(db, user, p),
    staff ? calendarCounts(db, user, p) : NONE,
    staff && reads('renters') ? tenantCounts(db, user) : null,
    pendingOf(db, user, now),
    reads('requests') ? slaWeekly(db, user, p) : null,
    leaseFigures(db, primary, user, {
      leases: staff && reads('contracts'),
      occupancy: staff && user.landlord_id !== null && reads('objects'),
    }),
    staff && reads('documents') ? letterCounts(db, user) : null,
    staff ? attendanceToday(db, user, p.today, p.todayStart, p.tomorrow) : null,
  ]);
  const counts: Record<DashboardModule, DayMonth> = {
    requests: requests?.card ?? NONE,
    waiting_list: waiting,
    tasks: taskCards,
    notifications: received,
    calendar,
  };
  const shown = staff ? DASHBOARD_MODULES : DASHBOARD_MODULES.filter((m) => reads(m));
  return {
    cards: shown.map((module) => ({ module, available: reads(module), ...counts[module] })),
    tenants,
    leases: leaseParts.leases,
    letters,
    attendance,
    pending,
    charts: {
      requests_per_day: requests?.perDay ?? null,
      sla_weekly: sla,
      occupancy: leaseParts.occupancy,
    },
  };
};
