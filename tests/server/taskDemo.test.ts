import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskCategories, taskComments, taskEvents, tasks } from '../../server/db/schema';
import {
  CURRENT_TASK_STATUSES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskKpiAnswer,
} from '../../src/domain/tasks';
import { auth, createTestApp, landlordId, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const almatyDay = (back: number) =>
  new Date(Date.now() - back * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Almaty',
  });

describe.each([
  ['ТРЦ Арай', 'landlord'],
  ['БЦ Есиль', 'landlord2'],
])('the demo tasks of %s', (organization, owner) => {
  const read = async () => {
    const id = await landlordId(ctx.app, organization);
    const db = ctx.app.db;
    return {
      tasks: await db.select().from(tasks).where(eq(tasks.landlord_id, id)),
      events: await db
        .select()
        .from(taskEvents)
        .where(eq(taskEvents.landlord_id, id))
        .orderBy(asc(taskEvents.at), asc(taskEvents.id)),
      categories: await db.select().from(taskCategories).where(eq(taskCategories.landlord_id, id)),
      comments: await db.select().from(taskComments).where(eq(taskComments.landlord_id, id)),
    };
  };

  it('spread over two months, every status, category and priority', async () => {
    const demo = await read();
    expect(demo.tasks).toHaveLength(150);
    expect(new Set(demo.tasks.map((t) => t.status))).toEqual(new Set(TASK_STATUSES));
    expect(new Set(demo.tasks.map((t) => t.priority))).toEqual(new Set(TASK_PRIORITIES));
    expect(demo.categories.length).toBeGreaterThanOrEqual(5);
    const used = new Set(demo.tasks.map((t) => t.category_id));
    for (const category of demo.categories) expect(used).toContain(category.id);
    expect(new Set(demo.tasks.map((t) => t.executor_id)).size).toBeGreaterThanOrEqual(5);
    const oldest = Math.min(...demo.tasks.map((t) => Date.parse(t.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(50 * 86_400_000);
    expect(demo.comments.length).toBeGreaterThan(30);
    expect(demo.tasks.filter((t) => t.returned_count > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps each task’s columns as its history left them', async () => {
    const demo = await read();
    const now = Date.now();
    for (const task of demo.tasks) {
      const history = demo.events.filter((e) => e.task_id === task.id);
      const moves = history.filter((e) => e.type === 'status');
      expect(history[0]).toMatchObject({ type: 'created', to_status: 'new' });
      expect(moves.at(-1)?.to_status ?? 'new', `task ${task.number}`).toBe(task.status);
      for (const [i, move] of moves.entries()) {
        expect(move.from_status).toBe(i === 0 ? 'new' : moves[i - 1].to_status);
      }
      expect(task.returned_count).toBe(moves.filter((m) => m.to_status === 'for_revision').length);
      const lastDone = moves.filter((m) => m.to_status === 'done').at(-1);
      const doneAt = task.done_at ? Date.parse(task.done_at) : null;
      expect(doneAt).toBe(lastDone ? Date.parse(lastDone.at) : null);
      if (['done', 'accepted'].includes(task.status)) expect(task.done_at).not.toBeNull();
      const open = (CURRENT_TASK_STATUSES as readonly string[]).includes(task.status);
      if (open && task.status !== 'expired') {
        expect(Date.parse(task.deadline), `task ${task.number}`).toBeGreaterThan(now);
      }
      expect(Boolean(task.reject_reason)).toBe(task.status === 'rejected');
      const reassigned = history.find((e) => e.type === 'assigned');
      expect(Date.parse(task.assigned_at)).toBe(
        Date.parse(reassigned ? reassigned.at : task.created_at),
      );
    }
  });

  it('gives the KPI screen a spread for the last 60 days', async () => {
    const token = await login(ctx.app, owner);
    const query = new URLSearchParams({ from: almatyDay(59), to: almatyDay(0) });
    const res = await ctx.app.inject({ url: `/api/tasks/kpi?${query}`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    const kpi = res.json() as TaskKpiAnswer;
    expect(kpi.rows.length).toBeGreaterThanOrEqual(5);
    expect(kpi.rows.every((r) => r.assigned > 0 && r.completed > 0)).toBe(true);
    expect(kpi.rows.some((r) => r.returned > 0)).toBe(true);
    expect(kpi.rows.some((r) => r.overdue > 0)).toBe(true);
    expect(new Set(kpi.rows.map((r) => r.on_time_percent)).size).toBeGreaterThan(2);
    expect(kpi.weeks.length).toBeGreaterThanOrEqual(9);
    expect(kpi.weeks.filter((w) => w.completed > 0).length).toBeGreaterThanOrEqual(7);
  });
});
