import { sql } from 'drizzle-orm';
import { TASK_REMINDERS_MINUTES } from '../../../src/domain/tasks';
import type { Db } from '../../db/client';
import type { Job } from '../../plugins/scheduler';
import { type TaskNotice, tellAboutTask } from './notices';

/** The statuses a deadline still runs for (the current tab but expired). */
const RUNNING = `{new,in_progress,paused,for_revision}`;

/**
 * Moves every open task past its deadline to `expired` with its history row, in one statement:
 * a task already expired is no longer open, so a second run changes nothing.
 */
export const expireTasks = async (db: Db) => {
  const { rows } = await db.execute<{ n: number }>(sql`
    with expired as (
      update tasks t set status = 'expired', updated_at = now()
      from tasks was
      where was.id = t.id and t.status = any(${RUNNING}::text[]) and t.deadline < now()
      returning t.id, t.landlord_id, was.status as from_status
    ), events as (
      insert into task_events (landlord_id, task_id, user_id, type, from_status, to_status)
      select landlord_id, id, null, 'status', from_status, 'expired' from expired
      returning 1
    )
    select count(*)::int as n from events`);
  return Number(rows[0]?.n ?? 0);
};

const NOTICE_OF: Record<number, TaskNotice> = { 1440: 'task_due_day', 60: 'task_due_hour' };

/**
 * Tells each executor whose task is due within a day (or an hour) and not yet told so for this
 * deadline: one statement marks the tasks (`reminded` keeps what was sent), then one notice per
 * task. Only the nearest reminder goes out: a task given an hour before its deadline is told the
 * hour, and counts the day as told.
 */
export const remindTasks = async (db: Db) => {
  const [day, hour] = TASK_REMINDERS_MINUTES.map((m) => sql`${m}::int`);
  const { rows } = await db.execute<{
    id: number;
    number: number;
    landlord_id: number;
    executor_id: number;
    description: string;
    minutes: number;
  }>(sql`
    with due as (
      select id, case when deadline <= now() + make_interval(mins => ${hour}) then ${hour}
        else ${day} end as minutes
      from tasks
      where status = any(${RUNNING}::text[]) and deadline > now()
        and deadline <= now() + make_interval(mins => ${day})
    )
    update tasks t set reminded = case when due.minutes = ${hour}
        then array[${day}, ${hour}] else array[${day}] end
    from due
    where t.id = due.id and not (due.minutes = any(t.reminded))
    returning t.id, t.number, t.landlord_id, t.executor_id, t.description, due.minutes`);
  for (const task of rows) {
    await tellAboutTask(db, task, NOTICE_OF[Number(task.minutes)], task.executor_id);
  }
  return rows.length;
};

/** The scheduler's task work: expiry and reminders, every minute, under the job lock. */
export const taskJobs = (): Job[] => [
  { name: 'task-expiry', everyMs: 60_000, run: async (db) => void (await expireTasks(db)) },
  { name: 'task-reminders', everyMs: 60_000, run: async (db) => void (await remindTasks(db)) },
];
