import { eq } from 'drizzle-orm';
import { tasks } from '../../../server/db/schema';
import { landlordActor, owner, totals } from './crud';
import { next, readAs, shared } from './factories';
import { ORG, type RowKind, reads } from './rules';
import { type RouteCase, showsExactly } from './runner';
import { type Actor, actorOf, asActor, must, type Rec, type Who, type World } from './world';

/**
 * Tasks. A task has an executor and a creator, so the level grid tries a task the employee set
 * (given to landlord 1's `main` employee), one given to it (set by the landlord), and one that is
 * neither. Fixed callers meet a task the landlord gave to its `main` employee.
 */

const ROWS: RowKind[] = ['created', 'assigned', 'other'];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const body = (executorId: number) => ({
  executor_id: executorId,
  description: `Проверка доступа ${next()}`,
  priority: 'medium',
  deadline: inDays(5),
});

/** A task of landlord 1 set by `by` for the fixed `main` employee. */
const makeTask = (w: World, by: Actor) =>
  asActor(w, by, (token) =>
    must(w, token, 'POST', '/api/tasks', body(w.fixed.employee.userId as number)),
  );

const build = async (w: World, who: Who, row: RowKind | undefined): Promise<Rec> => {
  if (who.kind === 'fixed' || !row || row === 'other') return makeTask(w, landlordActor(w));
  if (row === 'created') return makeTask(w, actorOf(who));
  // Given to the level employee even where its level may not be picked in the form.
  const task = await makeTask(w, landlordActor(w));
  await w.app.db.update(tasks).set({ executor_id: who.userId }).where(eq(tasks.id, task.id));
  return { ...task, executor_id: who.userId };
};

const taskOf = (w: World, who: Who, row: RowKind | undefined, fresh: boolean) => {
  if (fresh) return build(w, who, row);
  const key =
    who.kind === 'fixed' || !row || row === 'other' ? 'task:other' : `task:${who.name}:${row}`;
  return shared(key, () => build(w, who, row));
};

const readTask = (w: World, id: number) => () => readAs(w, owner(w), `/api/tasks/${id}`);

/** Someone to give the task to who is not its executor already. */
const otherExecutor = (w: World, task: Rec) =>
  task.executor_id === w.fixed.employee.userId ? w.fixed.landlord.userId : w.fixed.employee.userId;

/** A move the caller plays a part in: the executor starts its task, anyone else rejects it. */
const moveFor = (who: Who, task: Rec) =>
  task.executor_id === who.userId && task.created_by !== who.userId
    ? { status: 'in_progress' }
    : { status: 'rejected', reason: 'Не актуально' };

const byIds = (path: string, ids: number[]) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`;

const category = (w: World) =>
  must(w, owner(w), 'POST', '/api/task-categories', { name: `Категория ${next()}` });

export const TASK_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: '/api/tasks',
    ok: 200,
    fixed: ORG.list,
    grid: { module: 'tasks', rule: 'list' },
    target: async (w, who) => {
      if (who.kind === 'fixed') {
        const { id } = await taskOf(w, who, undefined, false);
        const sees = ['superadmin', 'landlord', 'employee'].includes(who.name);
        return { url: byIds('/api/tasks', [id]), check: showsExactly([id], sees ? [id] : []) };
      }
      const all: number[] = [];
      const visible: number[] = [];
      for (const row of ROWS) {
        const { id } = await taskOf(w, who, row, false);
        all.push(id);
        if (reads(who.level, row)) visible.push(id);
      }
      return { url: byIds('/api/tasks', all), check: showsExactly(all, visible) };
    },
  },
  {
    method: 'GET',
    path: '/api/tasks/counts',
    ok: 200,
    fixed: ORG.list,
    grid: { module: 'tasks', rule: 'list' },
    target: async () => ({ url: '/api/tasks/counts' }),
  },
  {
    method: 'GET',
    path: '/api/tasks/executors',
    ok: 200,
    fixed: { ...ORG.create(200, 200), superadmin: 200 },
    grid: { module: 'tasks', rule: 'create' },
    target: async (w) => ({ url: `/api/tasks/executors?landlord_id=${w.aray}` }),
  },
  ...(['', '/comments', '/history'] as const).map(
    (sub): RouteCase => ({
      method: 'GET',
      path: `/api/tasks/{id}${sub}`,
      ok: 200,
      fixed: ORG.read,
      grid: { module: 'tasks', rule: 'read', rows: ROWS },
      target: async (w, who, row) => ({
        url: `/api/tasks/${(await taskOf(w, who, row, false)).id}${sub}`,
      }),
    }),
  ),
  {
    method: 'POST',
    path: '/api/tasks',
    ok: 201,
    fixed: ORG.create(201, 400),
    grid: { module: 'tasks', rule: 'create' },
    target: async (w, who) => ({
      url: '/api/tasks',
      body: body(w.fixed.employee.userId as number),
      field: 'executor_id',
      readback: totals(w, '/api/tasks', who),
    }),
  },
  {
    method: 'PUT',
    path: '/api/tasks/{id}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'tasks', rule: 'taskDecide', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await taskOf(w, who, row, true);
      const record = await must(w, owner(w), 'GET', `/api/tasks/${id}`);
      return {
        url: `/api/tasks/${id}`,
        body: { ...record, description: 'Уточнено: два светильника' },
        readback: readTask(w, id),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/tasks/{id}',
    ok: 204,
    fixed: ORG.write(204),
    grid: { module: 'tasks', rule: 'manage', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await taskOf(w, who, row, true);
      return { url: `/api/tasks/${id}`, readback: readTask(w, id) };
    },
  },
  {
    method: 'PUT',
    path: '/api/tasks/{id}/status',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'tasks', rule: 'taskPart', rows: ROWS },
    target: async (w, who, row) => {
      const task = await taskOf(w, who, row, true);
      return {
        url: `/api/tasks/${task.id}/status`,
        body: moveFor(who, task),
        readback: readTask(w, task.id),
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/tasks/{id}/deadline',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'tasks', rule: 'taskDecide', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await taskOf(w, who, row, true);
      return {
        url: `/api/tasks/${id}/deadline`,
        body: { deadline: inDays(9) },
        readback: readTask(w, id),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/tasks/{id}/comments',
    ok: 201,
    fixed: ORG.write(201),
    grid: { module: 'tasks', rule: 'taskPart', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await taskOf(w, who, row, true);
      return {
        url: `/api/tasks/${id}/comments`,
        body: { text: 'Буду к обеду' },
        readback: () => readAs(w, owner(w), `/api/tasks/${id}/comments`),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/tasks/bulk-assign',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'tasks', rule: 'taskBulk', rows: ROWS },
    target: async (w, who, row) => {
      const task = await taskOf(w, who, row, true);
      return {
        url: '/api/tasks/bulk-assign',
        body: { ids: [task.id], executor_id: otherExecutor(w, task) },
        readback: readTask(w, task.id),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/tasks/bulk-deadline',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'tasks', rule: 'taskBulk', rows: ROWS },
    target: async (w, who, row) => {
      const { id } = await taskOf(w, who, row, true);
      return {
        url: '/api/tasks/bulk-deadline',
        body: { ids: [id], deadline: inDays(11) },
        readback: readTask(w, id),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/download/excel/tasks',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'tasks', rule: 'export' },
    target: async () => ({ url: '/api/download/excel/tasks', body: {} }),
  },
  {
    method: 'GET',
    path: '/api/task-categories',
    ok: 200,
    fixed: ORG.list,
    grid: { module: 'tasks', rule: 'list' },
    target: async (w, who) => {
      const { id } = await shared('task-category', () => category(w));
      const sees =
        who.kind === 'level' || ['superadmin', 'landlord', 'employee'].includes(who.name);
      return {
        url: byIds('/api/task-categories', [id]),
        check: showsExactly([id], sees ? [id] : []),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/task-categories/{id}',
    ok: 200,
    fixed: ORG.read,
    grid: { module: 'tasks', rule: 'list' },
    target: async (w) => {
      const { id } = await shared('task-category', () => category(w));
      return { url: `/api/task-categories/${id}` };
    },
  },
  {
    method: 'POST',
    path: '/api/task-categories',
    ok: 201,
    fixed: ORG.create(201, 201),
    grid: { module: 'tasks', rule: 'manage' },
    target: async (w, who) => ({
      url: '/api/task-categories',
      body: { name: `Новая ${next()}` },
      readback: totals(w, '/api/task-categories', who),
    }),
  },
  {
    method: 'PUT',
    path: '/api/task-categories/{id}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'tasks', rule: 'manage' },
    target: async (w) => {
      const { id } = await category(w);
      return {
        url: `/api/task-categories/${id}`,
        body: { name: `Переименована ${next()}` },
        readback: () => readAs(w, owner(w), `/api/task-categories/${id}`),
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/task-categories/{id}',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'tasks', rule: 'manage' },
    target: async (w) => {
      const { id } = await category(w);
      return {
        url: `/api/task-categories/${id}`,
        readback: () => readAs(w, owner(w), `/api/task-categories/${id}`),
      };
    },
  },
];
