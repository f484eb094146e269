/** A task's statuses and priorities: a module of its own (no zod), for lists that only show them. */
export const TASK_STATUSES = [
  'new',
  'in_progress',
  'paused',
  'done',
  'accepted',
  'for_revision',
  'rejected',
  'expired',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The "current" tab: tasks still to be worked. */
export const CURRENT_TASK_STATUSES = [
  'new',
  'in_progress',
  'paused',
  'for_revision',
  'expired',
] as const satisfies readonly TaskStatus[];

/** The "completed" tab: done (awaiting acceptance), accepted or rejected. */
export const COMPLETED_TASK_STATUSES = [
  'done',
  'accepted',
  'rejected',
] as const satisfies readonly TaskStatus[];

export const TASK_TABS = ['current', 'completed'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
