import { sql } from 'drizzle-orm';
import { CURRENT_TASK_STATUSES } from '../../../src/domain/taskStatuses';
import type { TaskKpiAnswer } from '../../../src/domain/tasks';
import type { Db } from '../../db/client';

/** What the KPI reads: one organization, a period of Almaty days (both included), a department. */
export interface TaskKpiPeriod {
  landlordId: number;
  from: string;
  to: string;
  department?: string | null;
}

const DAY = 86_400_000;

/** A day's first instant in Kazakhstan (UTC+5, as every date filter of the product reads it). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);

const OPEN = sql.raw(CURRENT_TASK_STATUSES.map((s) => `'${s}'`).join(', '));
/** What the KPI reads of a task: each source yields these, so nothing joins `tasks` again. */
const COLUMNS = sql.raw('id, executor_id, status, assigned_at, done_at, deadline');

/**
 * DOMAIN.md's KPI per executor (see `taskKpiRow`) and the completed tasks per Monday-based week,
 * in one statement. On time is done by the deadline without having expired since the assignment:
 * the expiry job leaves no other way to miss a deadline, as extending one moves it on. A task
 * counts for its current executor: it is picked when assigned to them,
 * completed or returned for revision in the period, or open and overdue now; returns count from
 * its `assigned_at` on, so a reassigned task's earlier returns stay with nobody. Each source is
 * an index range (`landlord_id` with `assigned_at`, `done_at`, `status`+`deadline`, and the
 * events' `to_status`+`at`), so a quarter reads only the period's tasks, each source with the
 * columns the facts need (a join back by id read the whole table at a million tasks). The
 * expiries since the earliest assignment picked are read once, not probed task by task.
 */
export const taskKpi = async (db: Db, period: TaskKpiPeriod): Promise<TaskKpiAnswer> => {
  const start = dayStart(period.from).toISOString();
  const end = new Date(dayStart(period.to).getTime() + DAY).toISOString();
  const landlord = period.landlordId;
  const department = period.department ?? null;
  const { rows } = await db.execute<Pick<TaskKpiAnswer, 'rows' | 'weeks'>>(sql`
    with returns as (
      select ev.task_id, count(*)::int as n
      from task_events ev
      join tasks t on t.id = ev.task_id
      where ev.landlord_id = ${landlord} and ev.to_status = 'for_revision'
        and ev.at >= ${start} and ev.at < ${end} and ev.at >= t.assigned_at
      group by ev.task_id
    ),
    picked as (
      select ${COLUMNS} from tasks
        where landlord_id = ${landlord} and assigned_at >= ${start} and assigned_at < ${end}
      union
      select ${COLUMNS} from tasks
        where landlord_id = ${landlord} and done_at >= ${start} and done_at < ${end}
      union
      select ${COLUMNS} from tasks
        where landlord_id = ${landlord} and status in (${OPEN}) and deadline < now()
      union
      select ${COLUMNS} from tasks where id in (select task_id from returns)
    ),
    expired as (
      select task_id, max(at) as at from task_events
      where landlord_id = ${landlord} and to_status = 'expired'
        and at >= (select min(assigned_at) from picked)
      group by task_id
    ),
    facts as (
      select t.executor_id, u.full_name as executor_name, e.department,
        t.assigned_at >= ${start} and t.assigned_at < ${end} as assigned,
        t.status in ('done', 'accepted') and t.done_at >= ${start} and t.done_at < ${end}
          as completed,
        t.done_at <= t.deadline and not coalesce(x.at >= t.assigned_at, false) as on_time,
        t.status in (${OPEN}) and t.deadline < now() as overdue,
        coalesce(r.n, 0) as returned,
        extract(epoch from t.done_at - t.assigned_at) / 3600 as hours_to_done,
        t.done_at
      from picked t
      join users u on u.id = t.executor_id
      left join employees e on e.id = u.employee_id
      left join returns r on r.task_id = t.id
      left join expired x on x.task_id = t.id
      where ${department}::text is null or e.department = ${department}::text
    ),
    per_executor as (
      select executor_id, executor_name, department,
        count(*) filter (where assigned)::int as assigned,
        count(*) filter (where completed)::int as completed,
        count(*) filter (where completed and on_time)::int as on_time,
        count(*) filter (where overdue)::int as overdue,
        sum(returned)::int as returned,
        avg(hours_to_done) filter (where completed) as hours
      from facts
      group by executor_id, executor_name, department
    ),
    weekly as (
      select date_trunc('week', done_at at time zone 'UTC' + interval '5 hours')::date as week,
        count(*)::int as completed
      from facts where completed
      group by 1
    ),
    weeks as (
      select w::date as week, coalesce(weekly.completed, 0) as completed
      from generate_series(date_trunc('week', ${period.from}::date::timestamp),
        ${period.to}::date::timestamp, interval '1 week') as w
      left join weekly on weekly.week = w::date
    )
    select
      coalesce((select json_agg(json_build_object(
          'executor_id', executor_id,
          'executor_name', executor_name,
          'department', department,
          'assigned', assigned,
          'completed', completed,
          'on_time', on_time,
          'on_time_percent',
            case when completed > 0 then round(on_time * 100.0 / completed, 1)::float8 end,
          'overdue', overdue,
          'returned', returned,
          'mean_hours_to_done', round(hours::numeric, 1)::float8
        ) order by executor_name, executor_id)
        from per_executor
        where assigned + completed + overdue + returned > 0), '[]'::json) as rows,
      (select json_agg(json_build_object('week', to_char(week, 'YYYY-MM-DD'),
        'completed', completed) order by week) from weeks) as weeks
  `);
  const [answer] = rows;
  return { from: period.from, to: period.to, rows: answer.rows, weeks: answer.weeks };
};
