import { z } from 'zod';
import {
  COMPLETED_TASK_STATUSES,
  CURRENT_TASK_STATUSES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TABS,
  type TaskPriority,
  type TaskStatus,
  type TaskTab,
} from './taskStatuses';
import {
  dateString,
  idSchema,
  optionalReferenceId,
  optionalString,
  referenceId,
  requiredString,
} from './validation';

export {
  COMPLETED_TASK_STATUSES,
  CURRENT_TASK_STATUSES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TABS,
  type TaskPriority,
  type TaskStatus,
  type TaskTab,
};

/**
 * Who moves a task: its `executor` works it; its `creator` (the author, a landlord, or an
 * employee with `main` in tasks) decides on it. The system moves an open task past its deadline
 * to `expired`; extending an expired task's deadline puts it back `in_progress`.
 */
export type TaskActor = 'executor' | 'creator';

const rejectable = { rejected: ['creator'] } as const;

/** DOMAIN.md's table: from → to → who may. */
export const TASK_TRANSITIONS: Record<
  TaskStatus,
  Partial<Record<TaskStatus, readonly TaskActor[]>>
> = {
  new: { in_progress: ['executor'], ...rejectable },
  in_progress: { paused: ['executor'], done: ['executor'], ...rejectable },
  paused: { in_progress: ['executor'], ...rejectable },
  for_revision: { in_progress: ['executor'], ...rejectable },
  expired: { ...rejectable },
  done: { accepted: ['creator'], for_revision: ['creator'] },
  accepted: {},
  rejected: {},
};

/** Moves that need a reason (`reason`): returning for revision and rejecting. */
export const TASK_REASON_REQUIRED: readonly TaskStatus[] = ['for_revision', 'rejected'];

/** The moves open from `status` to someone playing `actors`. */
export const taskMovesFor = (status: TaskStatus, actors: readonly TaskActor[]): TaskStatus[] =>
  Object.entries(TASK_TRANSITIONS[status])
    .filter(([, by]) => by?.some((a) => actors.includes(a)))
    .map(([to]) => to as TaskStatus);

export const isCurrentTask = (status: TaskStatus) =>
  (CURRENT_TASK_STATUSES as readonly TaskStatus[]).includes(status);

/** Reminders to the executor before the deadline: a day and an hour. */
export const TASK_REMINDERS_MINUTES = [24 * 60, 60] as const;

/** A deadline: an ISO date-time with its offset (the form sends Asia/Almaty's, +05:00). */
export const deadlineString = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
      error: 'validation.date',
    })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.date' });

/** A deadline a write sets: not in the past (a minute's grace for the form's clock). */
export const futureDeadline = (now: () => number = Date.now) =>
  deadlineString().refine((v) => Date.parse(v) >= now() - 60_000, {
    error: 'validation.deadline_past',
  });

const taskFields = {
  executor_id: referenceId(),
  category_id: optionalReferenceId(),
  priority: z.enum(TASK_PRIORITIES, { error: 'validation.invalid' }).default('medium'),
  description: requiredString(4000, { multiline: true }),
  /** What the task is about: a request, a renter or a room of the organization (all optional). */
  bid_id: optionalReferenceId(),
  renter_id: optionalReferenceId(),
  room_id: optionalReferenceId(),
  file_ids: z.array(idSchema).max(10).default([]),
};

/** `POST /api/tasks`: a new task; the deadline may not be in the past. */
export const taskCreateInput = z.object({ ...taskFields, deadline: futureDeadline() });
export type TaskCreateInput = z.input<typeof taskCreateInput>;

/**
 * `PUT /api/tasks/{id}`: the creator's edit of an open task. A deadline left as it was may be in
 * the past (an expired task keeps it); a changed one may not (the server compares).
 */
export const taskUpdateInput = z.object({ ...taskFields, deadline: deadlineString() });
export type TaskUpdateInput = z.input<typeof taskUpdateInput>;

/** `PUT /api/tasks/{id}/status`: a move; returning for revision and rejecting need a reason. */
export const taskStatusInput = z
  .object({
    status: z.enum(TASK_STATUSES, { error: 'validation.invalid' }),
    reason: optionalString(1000, { multiline: true }),
  })
  .refine((v) => !TASK_REASON_REQUIRED.includes(v.status) || Boolean(v.reason), {
    error: 'validation.reason_required',
    path: ['reason'],
  });

/** `PUT /api/tasks/{id}/deadline`: the creator extends it; an expired task goes back to work. */
export const taskDeadlineInput = z.object({ deadline: futureDeadline() });

/** `POST /api/tasks/bulk-assign`. */
export const taskBulkAssignInput = z.object({
  ids: z.array(idSchema).min(1, { error: 'validation.required' }).max(500),
  executor_id: referenceId(),
});

/** `POST /api/tasks/bulk-deadline`. */
export const taskBulkDeadlineInput = z.object({
  ids: z.array(idSchema).min(1, { error: 'validation.required' }).max(500),
  deadline: futureDeadline(),
});

/** `POST /api/tasks/{id}/comments`: text, files, or both. */
export const taskCommentInput = z
  .object({
    text: optionalString(4000, { multiline: true }),
    file_ids: z.array(idSchema).max(10).default([]),
  })
  .refine((v) => Boolean(v.text) || v.file_ids.length > 0, {
    error: 'validation.required',
    path: ['text'],
  });

/** A task category (`/api/task-categories`): the organization's own list, edited in Settings. */
export const taskCategoryInput = z.object({ name: requiredString(100) });
/** A task category as the API answers with it. */
export interface TaskCategory {
  id: number;
  name: string;
}

/**
 * The longest KPI period: its weekly line has a point per week, so an open-ended period
 * (year 1 to 9999) would make the database build half a million of them. Three years is
 * 157 points.
 */
export const TASK_KPI_MAX_DAYS = 3 * 366;

/** `GET /api/tasks/kpi?from&to[&department]`: the period is days in Asia/Almaty, both included. */
export const taskKpiQuery = z
  .object({
    from: dateString(),
    to: dateString(),
    department: optionalString(150),
  })
  .refine((v) => v.from <= v.to, { error: 'validation.period', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) < TASK_KPI_MAX_DAYS * 86_400_000, {
    error: 'validation.kpi_period',
    path: ['to'],
  });

/**
 * One executor's KPI for a period (DOMAIN.md). A task counts for the executor it is assigned to
 * now. `assigned`: assigned to them in the period; `completed`: moved to done in the period and
 * now done or accepted; `on_time`: of those, done no later than the deadline (exactly at it is on
 * time) and not expired since the assignment (an expired task's extended deadline is no credit); `on_time_percent`: on_time / completed, null with none completed; `overdue`: open now
 * and past the deadline; `returned`: returns for revision in the period; `mean_hours_to_done`:
 * mean hours from assignment to the last done, null with none.
 */
export const taskKpiRow = z.object({
  executor_id: z.number(),
  executor_name: z.string(),
  department: z.string().nullable(),
  assigned: z.number(),
  completed: z.number(),
  on_time: z.number(),
  on_time_percent: z.number().nullable(),
  overdue: z.number(),
  returned: z.number(),
  mean_hours_to_done: z.number().nullable(),
});
export type TaskKpiRow = z.infer<typeof taskKpiRow>;

/** Completed tasks per week of the period (Monday-based, Asia/Almaty), for the KPI's line. */
export const taskKpiWeek = z.object({ week: z.string(), completed: z.number() });

export const taskKpiAnswer = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(taskKpiRow),
  weeks: z.array(taskKpiWeek),
});
export type TaskKpiAnswer = z.infer<typeof taskKpiAnswer>;

export interface Task {
  id: number;
  number: number;
  executor_id: number;
  created_by: number;
  category_id: number | null;
  priority: TaskPriority;
  deadline: string;
  status: TaskStatus;
  description: string;
  bid_id: number | null;
  renter_id: number | null;
  room_id: number | null;
  assigned_at: string;
  done_at: string | null;
  returned_count: number;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
}

export const isTab = (value: unknown): value is TaskTab =>
  (TASK_TABS as readonly unknown[]).includes(value);

/**
 * `GET /api/tasks/counts?filter=`: the tasks of each tab under the other filters, exact up to
 * `EXACT_TOTAL_LIMIT`; the tabs with more are named in `capped` ("more than" that many).
 */
export type TaskCounts = Record<TaskTab, number> & { capped: TaskTab[] };
