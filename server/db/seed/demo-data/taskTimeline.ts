import {
  isCurrentTask,
  TASK_REMINDERS_MINUTES,
  type TaskStatus,
} from '../../../../src/domain/tasks';
import type { Random } from './random';
import { REJECT_REASONS, RETURN_REASONS } from './taskTexts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A history row as `task_events` keeps it. */
export interface PlannedTaskEvent {
  type: 'created' | 'assigned' | 'status' | 'deadline';
  user_id: number | null;
  from_status: TaskStatus | null;
  to_status: TaskStatus | null;
  data: Record<string, unknown>;
  at: number;
}

export interface TaskTimelineInput {
  createdAt: number;
  deadline: number;
  creator: number;
  executor: number;
  /** Someone the task was first given to, before `executor` took it over. */
  firstExecutor: number | null;
  /** How likely this executor is to overrun a deadline. */
  lateness: number;
  /** How many times the creator returns the finished work. */
  returns: number;
  /** The creator drops the task before it is done. */
  rejected: boolean;
  now: number;
}

export interface TaskTimeline {
  status: TaskStatus;
  deadline: number;
  assigned_at: number;
  done_at: number | null;
  returned_count: number;
  reject_reason: string | null;
  reminded: number[];
  updated_at: number;
  events: PlannedTaskEvent[];
}

/**
 * A task's history as the product would write it, cut at `now`: the executor starts, may pause
 * and finishes; the creator accepts or returns it; an open task past its deadline is expired by
 * the scheduled job at the deadline, then extended (back to work) or rejected, or left expired.
 */
export const taskTimeline = (rng: Random, input: TaskTimelineInput): TaskTimeline => {
  const { creator, executor } = input;
  let status = 'new' as TaskStatus;
  let deadline = input.deadline;
  let t = input.createdAt;
  let assignedAt = input.createdAt;
  let returnsLeft = input.returns;
  let paused = false;
  let rejectReason: string | null = null;
  const events: PlannedTaskEvent[] = [
    {
      type: 'created',
      user_id: creator,
      from_status: null,
      to_status: 'new',
      data: {},
      at: t,
    },
  ];
  const push = (event: Omit<PlannedTaskEvent, 'at'>, at: number) => {
    t = Math.round(Math.max(at, t + MINUTE) / 1000) * 1000;
    events.push({ ...event, at: t });
  };
  const move = (to: TaskStatus, user: number | null, at: number, data = {}) => {
    push({ type: 'status', user_id: user, from_status: status, to_status: to, data }, at);
    status = to;
  };
  if (input.firstExecutor) {
    push(
      {
        type: 'assigned',
        user_id: creator,
        from_status: null,
        to_status: null,
        data: { executor_id: executor, previous_executor_id: input.firstExecutor },
      },
      t + rng.between(2, 30) * HOUR,
    );
    assignedAt = t;
  }
  /** Time left to the deadline, at least an hour's worth. */
  const left = () => Math.max(deadline - t, HOUR);
  const work = () =>
    left() * (rng.chance(input.lateness) ? rng.between(1.1, 1.6) : rng.between(0.25, 0.9));

  for (let step = 0; step < 16 && t < input.now; step++) {
    let next: [TaskStatus, number | null, number, Record<string, unknown>?] | null = null;
    switch (status) {
      case 'new':
      case 'for_revision': {
        // A return is taken up more slowly than a new task: the executor reads the reason first.
        const delay = status === 'new' ? rng.between(0.5, 30) : rng.between(4, 60);
        next =
          input.rejected && rng.chance(0.5)
            ? ['rejected', creator, t + left() * rng.between(0.1, 0.6)]
            : ['in_progress', executor, t + Math.min(left() * 0.5, delay * HOUR)];
        break;
      }
      case 'in_progress':
        if (input.rejected) {
          next = ['rejected', creator, t + left() * rng.between(0.2, 0.7)];
        } else if (!paused && rng.chance(0.2)) {
          paused = true;
          next = ['paused', executor, t + left() * rng.between(0.1, 0.3)];
        } else {
          next = ['done', executor, t + work()];
        }
        break;
      case 'paused':
        next = ['in_progress', executor, t + rng.between(12, 72) * HOUR];
        break;
      case 'done':
        if (returnsLeft > 0) {
          returnsLeft -= 1;
          next = [
            'for_revision',
            creator,
            t + rng.between(1, 20) * HOUR,
            { reason: rng.pick(RETURN_REASONS) },
          ];
        } else {
          next = ['accepted', creator, t + rng.between(1, 30) * HOUR];
        }
        break;
      case 'expired': {
        const at = t + rng.between(2, 30) * HOUR;
        const decision = rng.weighted([
          ['extend', 70],
          ['reject', 10],
          ['leave', 12],
        ] as const);
        if (decision === 'leave' || at >= input.now) break;
        if (decision === 'reject') {
          next = ['rejected', creator, at, { reason: rng.pick(REJECT_REASONS) }];
          break;
        }
        const extended = at + rng.between(1, 5) * 24 * HOUR;
        push(
          {
            type: 'deadline',
            user_id: creator,
            from_status: null,
            to_status: null,
            data: { from: new Date(deadline).toISOString(), to: new Date(extended).toISOString() },
          },
          at,
        );
        deadline = extended;
        next = ['in_progress', creator, t];
        break;
      }
    }
    if (!next) break;
    const [to, user, at, data] = next;
    if (at >= input.now) break;
    if (isCurrentTask(status) && status !== 'expired' && deadline < at) {
      // The scheduled job found it open past the deadline.
      move('expired', null, deadline);
      continue;
    }
    if (to === 'rejected') {
      const reason = (data?.reason as string | undefined) ?? rng.pick(REJECT_REASONS);
      rejectReason = reason;
      move(to, user, at, { reason });
      continue;
    }
    move(to, user, at, data);
  }
  // Still open at the seeding moment but past the deadline: the job has expired it.
  if (isCurrentTask(status) && status !== 'expired' && deadline < input.now) {
    move('expired', null, Math.max(deadline, t + MINUTE));
  }
  const kept = events.filter((e) => e.at < input.now);
  const moves = kept.filter((e) => e.type === 'status');
  const dones = moves.filter((e) => e.to_status === 'done');
  const final = (moves.at(-1)?.to_status ?? 'new') as TaskStatus;
  const lastDeadline = kept.filter((e) => e.type === 'deadline').at(-1);
  const current = lastDeadline ? Date.parse(lastDeadline.data.to as string) : input.deadline;
  const open = isCurrentTask(final);
  return {
    status: final,
    deadline: current,
    assigned_at: assignedAt,
    done_at: dones.at(-1)?.at ?? null,
    returned_count: moves.filter((e) => e.to_status === 'for_revision').length,
    reject_reason: final === 'rejected' ? rejectReason : null,
    reminded: open ? TASK_REMINDERS_MINUTES.filter((m) => current - m * MINUTE <= input.now) : [],
    updated_at: kept.at(-1)?.at ?? input.createdAt,
    events: kept,
  };
};
