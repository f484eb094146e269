import { and, asc, eq, inArray } from 'drizzle-orm';
import { TASK_PRIORITIES, type TaskPriority } from '../../../../src/domain/tasks';
import type { Db } from '../../client';
import {
  counters,
  employeeAccess,
  taskCategories,
  taskComments,
  taskEvents,
  tasks,
  users,
} from '../../schema';
import { seededRandom } from './random';
import {
  CREATOR_COMMENTS,
  type DemoTaskCategory,
  TASK_DESCRIPTIONS,
  WORK_COMMENTS,
} from './taskTexts';
import { taskTimeline } from './taskTimeline';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CHUNK = 500;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

export interface DemoTaskOptions {
  seed: number;
  count: number;
  days: number;
  categories: DemoTaskCategory[];
  now?: Date;
}

/** How long a task is given, by priority: hours, from and to. */
const WINDOW: Record<TaskPriority, [number, number]> = {
  high: [4, 30],
  medium: [24, 96],
  low: [72, 240],
};

/**
 * The organization's task categories and about `count` tasks over the last `days` days with
 * their history and comments: executors are its employees with logins, creators its landlord
 * users and the employees who manage tasks (`main`). The numbering counter continues after them.
 */
export const insertDemoTasks = async (db: Db, landlordId: number, options: DemoTaskOptions) => {
  const now = (options.now ?? new Date()).getTime();
  const rng = seededRandom(options.seed);
  const people = await db
    .select({
      id: users.id,
      role: users.role,
      full_name: users.full_name,
      level: employeeAccess.level,
    })
    .from(users)
    .leftJoin(
      employeeAccess,
      and(eq(employeeAccess.employee_id, users.employee_id), eq(employeeAccess.module, 'tasks')),
    )
    .where(
      and(
        eq(users.landlord_id, landlordId),
        eq(users.status, 'active'),
        inArray(users.role, ['landlord', 'employee']),
      ),
    )
    .orderBy(asc(users.id));
  const executors = people.filter((p) => p.role === 'employee');
  const creators = people.filter((p) => p.role === 'landlord' || p.level === 'main');
  if (!executors.length || !creators.length) return 0;
  // Each executor works at their own pace: some overrun deadlines more often than others.
  const lateness = new Map(executors.map((e) => [e.id, rng.between(0.04, 0.25)]));
  const share = executors.map((e) => [e.id, rng.between(0.6, 1.6)] as const);

  const categories = await db
    .insert(taskCategories)
    .values(options.categories.map((c) => ({ landlord_id: landlordId, name: c.name })))
    .returning({ id: taskCategories.id, name: taskCategories.name });
  const kindOf = new Map(
    options.categories.map((c) => [categories.find((r) => r.name === c.name)?.id, c.kind]),
  );

  const planned = Array.from({ length: options.count }, () => {
    // A third of them this week: the current tab has work in every status.
    const daysAgo = rng.chance(0.33) ? rng.between(0, 7) : rng.between(0, options.days);
    // Relative to the seeding moment alone, so the same seed gives the same mix of statuses.
    const createdAt = Math.round((now - HOUR - daysAgo * DAY) / 1000) * 1000;
    const priority = rng.weighted<TaskPriority>([
      [TASK_PRIORITIES[0], 3],
      [TASK_PRIORITIES[1], 5],
      [TASK_PRIORITIES[2], 2],
    ]);
    const category = rng.chance(0.94) ? rng.pick(categories) : null;
    const kind = category ? (kindOf.get(category.id) ?? 'maintenance') : 'maintenance';
    const description = rng.pick(TASK_DESCRIPTIONS[kind]).replace('{floor}', String(rng.int(1, 3)));
    const executor = rng.weighted(share);
    const creatorChoices = creators.filter((c) => c.id !== executor);
    const creator = rng.pick(creatorChoices.length ? creatorChoices : creators).id;
    const others = executors.filter((e) => e.id !== executor);
    const reassigned = daysAgo > 3 && others.length > 0 && rng.chance(0.06);
    const [lo, hi] = WINDOW[priority];
    const timeline = taskTimeline(rng, {
      createdAt,
      deadline: createdAt + Math.round(rng.between(lo, hi)) * HOUR,
      creator,
      executor,
      firstExecutor: reassigned ? rng.pick(others).id : null,
      lateness: lateness.get(executor) ?? 0.2,
      returns: rng.weighted([
        [0, 80],
        [1, 14],
        [2, 6],
      ] as const),
      rejected: rng.chance(0.04),
      now,
    });
    const executorName = executors.find((e) => e.id === executor)?.full_name ?? '';
    const comments = timeline.events
      .filter((e) => e.type === 'status' && rng.chance(0.3))
      .map((e) => {
        const byCreator = e.user_id === creator;
        return {
          author_id: byCreator ? creator : executor,
          text: rng.pick(byCreator ? CREATOR_COMMENTS : WORK_COMMENTS),
          created_at: new Date(Math.min(e.at + rng.between(1, 40) * 60_000, now)).toISOString(),
        };
      });
    return {
      createdAt,
      priority,
      category,
      description,
      executor,
      creator,
      executorName,
      timeline,
      comments,
    };
  }).sort((a, b) => a.createdAt - b.createdAt);

  const iso = (ms: number) => new Date(ms).toISOString();
  const ids: number[] = [];
  for (const part of chunks(planned.map((p, i) => ({ p, number: i + 1 })))) {
    const inserted = await db
      .insert(tasks)
      .values(
        part.map(({ p, number }) => ({
          landlord_id: landlordId,
          number,
          executor_id: p.executor,
          created_by: p.creator,
          category_id: p.category?.id ?? null,
          priority: p.priority,
          deadline: iso(p.timeline.deadline),
          status: p.timeline.status,
          description: p.description,
          assigned_at: iso(p.timeline.assigned_at),
          done_at: p.timeline.done_at === null ? null : iso(p.timeline.done_at),
          returned_count: p.timeline.returned_count,
          reject_reason: p.timeline.reject_reason,
          reminded: p.timeline.reminded,
          search_text: `${number} ${p.description} ${p.executorName}`,
          created_at: iso(p.createdAt),
          updated_at: iso(p.timeline.updated_at),
        })),
      )
      .returning({ id: tasks.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const owned = <T>(list: (p: (typeof planned)[number]) => T[]) =>
    planned.flatMap((p, i) =>
      list(p).map((row) => ({ ...row, landlord_id: landlordId, task_id: ids[i] })),
    );
  const events = owned((p) => p.timeline.events.map((e) => ({ ...e, at: iso(e.at) })));
  for (const part of chunks(events)) await db.insert(taskEvents).values(part);
  for (const part of chunks(owned((p) => p.comments))) await db.insert(taskComments).values(part);
  await db
    .insert(counters)
    .values({ landlord_id: landlordId, name: 'tasks', value: planned.length })
    .onConflictDoUpdate({
      target: [counters.landlord_id, counters.name],
      set: { value: planned.length },
    });
  return planned.length;
};
