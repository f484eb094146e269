import { z } from 'zod';
import { BID_STATUSES } from './bidStatuses';

/**
 * The home page's cards, in the spec's order: applications (requests), surveys (the waiting
 * list), tasks, notifications, calendar.
 */
export const DASHBOARD_MODULES = [
  'requests',
  'waiting_list',
  'tasks',
  'notifications',
  'calendar',
] as const;
export type DashboardModule = (typeof DASHBOARD_MODULES)[number];

/** Days of requests per day, weeks of SLA met, on the charts. */
export const DASHBOARD_CHART_DAYS = 30;
export const DASHBOARD_SLA_WEEKS = 12;
/** Pending rows of each kind at most. */
export const DASHBOARD_PENDING_MAX = 10;

/**
 * A module's card: `available` false when the caller's level there is `none` (the page then shows
 * the spec's "contact your administrator" line, counts are 0). Counts are days in Asia/Almaty:
 * requests, surveys and tasks created today / this month that the caller may read (the list
 * filtered by `created_at_gte`/`created_at_lte` shows the same rows); notifications received;
 * calendar entries (as `/api/calendar-events/stats`).
 */
export const dashboardCard = z.object({
  module: z.enum(DASHBOARD_MODULES),
  available: z.boolean(),
  today: z.number(),
  month: z.number(),
});
export type DashboardCard = z.infer<typeof dashboardCard>;

/** A request or task waiting on the caller, by deadline (overdue first). */
export const pendingItem = z.object({
  kind: z.enum(['bid', 'task']),
  id: z.number(),
  number: z.number(),
  title: z.string(),
  status: z.string(),
  /** The request's `due_at` or the task's deadline; null when it has none. */
  deadline: z.string().nullable(),
  overdue: z.boolean(),
});
export type PendingItem = z.infer<typeof pendingItem>;

export const pendingNotification = z.object({
  id: z.number(),
  message: z.string(),
  created_at: z.string(),
});

/** Requests created per day (Asia/Almaty) by their status now, the last `DASHBOARD_CHART_DAYS`. */
export const requestsPerDay = z.object({
  day: z.string(),
  counts: z.record(z.enum(BID_STATUSES), z.number()),
});

/** Requests closed as done per week (Monday-based): how many, how many by their `due_at`. */
export const slaWeek = z.object({
  week: z.string(),
  done: z.number(),
  met: z.number(),
  percent: z.number().nullable(),
});

/** Occupied area of an object's rooms over their whole area. */
export const objectOccupancy = z.object({
  object_id: z.number(),
  name: z.string(),
  occupied_area: z.number(),
  total_area: z.number(),
  percent: z.number().nullable(),
});

/**
 * `GET /api/dashboard`: every count of the home page in one answer. Parts the caller may not see
 * are null (`tenants` without renters' read, `leases` without contracts' read, `letters` without
 * documents' read, `attendance` without every timesheet's read, `charts.*` without
 * the module's read; a renter gets
 * its own company's requests and its notifications).
 */
export const dashboardAnswer = z.object({
  cards: z.array(dashboardCard),
  tenants: z.object({ active: z.number(), inactive: z.number(), total: z.number() }).nullable(),
  /**
   * Leases the caller reads: active ones ending within 90 days, and the rent due this month
   * (after indexation and free months, as the rent roll counts it); null without contracts' read.
   */
  leases: z.object({ ending: z.number(), month_rent: z.number() }).nullable(),
  /** Incoming letters the caller reads still awaiting their answer, and those past their day. */
  letters: z.object({ to_answer: z.number(), overdue: z.number() }).nullable(),
  /**
   * Today's attendance for those who read every timesheet: employees expected (with a pass card,
   * not away), arrived and late; `working` false on a day off. Null for anyone else.
   */
  attendance: z
    .object({
      working: z.boolean(),
      expected: z.number(),
      arrived: z.number(),
      late: z.number(),
    })
    .nullable(),
  pending: z.object({
    items: z.array(pendingItem),
    notifications: z.array(pendingNotification),
    unread: z.number(),
  }),
  charts: z.object({
    requests_per_day: z.array(requestsPerDay).nullable(),
    sla_weekly: z.array(slaWeek).nullable(),
    occupancy: z.array(objectOccupancy).nullable(),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
