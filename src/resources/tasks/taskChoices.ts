import { enumChoices } from '../../admin/common/enumChoices';
import {
  TASK_PRIORITIES,
  TASK_REASON_REQUIRED,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '../../domain/tasks';

export const taskStatusChoices = enumChoices('task_status', TASK_STATUSES);
export const taskPriorityChoices = enumChoices('task_priority', TASK_PRIORITIES);

type ChipColor = 'info' | 'warning' | 'success' | 'error' | 'default' | 'secondary';

export const TASK_STATUS_COLORS: Record<TaskStatus, ChipColor> = {
  new: 'info',
  in_progress: 'warning',
  paused: 'default',
  for_revision: 'secondary',
  expired: 'error',
  done: 'success',
  accepted: 'success',
  rejected: 'default',
};

export const TASK_PRIORITY_COLORS: Record<TaskPriority, ChipColor> = {
  low: 'default',
  medium: 'info',
  high: 'error',
};

/** The words of the button that makes a move (`resources.tasks.action.*`). */
export const moveLabel = (to: TaskStatus, from: TaskStatus) => {
  const action: Partial<Record<TaskStatus, string>> = {
    in_progress: from === 'new' ? 'start' : 'resume',
    paused: 'pause',
    done: 'done',
    accepted: 'accept',
    for_revision: 'return',
    rejected: 'reject',
  };
  return `resources.tasks.action.${action[to] ?? 'start'}`;
};

/** What a move that needs a reason asks for: the note's label. */
export const reasonLabel = (to: TaskStatus) =>
  to === 'for_revision' ? 'resources.tasks.revision_note' : 'resources.tasks.reason';

export const needsReason = (to: TaskStatus) => TASK_REASON_REQUIRED.includes(to);
