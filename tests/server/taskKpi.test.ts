import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, landlords, taskEvents, tasks, users } from '../../server/db/schema';
import { DEMO_PASSWORD, demoBin } from '../../server/db/seed/demo';
import { hashPassword } from '../../server/lib/passwords';
import type { TaskKpiAnswer, TaskKpiRow } from '../../src/domain/tasks';
import { addEmployeeOf, auth, createTestApp, login, type TestContext } from './helpers';

/**
 * The KPI on an organization of its own, its tasks written straight into the tables with known
 * answers for March 2025 (Almaty days, Monday 3rd to Sunday 30th).
 */
const ORG = 'ТОО «KPI Тест»';
const MARCH = { from: '2025-03-03', to: '2025-03-30' };
const at = (local: string) => `${local}:00+05:00`;
const FAR = at('2099-01-01T18:00');

let ctx: TestContext;
let landlordId: number;
let owner: number;
let ownerToken: string;
const people: Record<'anna' | 'boris' | 'vera', number> = { anna: 0, boris: 0, vera: 0 };
let number = 0;

interface Plan {
  executor: number;
  status: string;
  assigned: string;
  deadline: string;
  done?: string;
  /** Moves after creation: [to_status, at] (the user is the executor, or the owner deciding). */
  moves?: [string, string][];
}

const addTask = async (plan: Plan) => {
  number += 1;
  const [task] = await ctx.app.db
    .insert(tasks)
    .values({
      landlord_id: landlordId,
      number,
      executor_id: plan.executor,
      created_by: owner,
      deadline: plan.deadline,
      status: plan.status,
      description: `Задача ${number}`,
      search_text: `${number} Задача ${number}`,
      assigned_at: plan.assigned,
      done_at: plan.done ?? null,
      created_at: plan.assigned,
    })
    .returning({ id: tasks.id });
  await ctx.app.db.insert(taskEvents).values([
    {
      landlord_id: landlordId,
      task_id: task.id,
      user_id: owner,
      type: 'created',
      to_status: 'new',
      at: plan.assigned,
    },
    ...(plan.moves ?? []).map(([to, when]) => ({
      landlord_id: landlordId,
      task_id: task.id,
      user_id: ['for_revision', 'accepted', 'rejected'].includes(to) ? owner : plan.executor,
      type: 'status',
      to_status: to,
      at: when,
    })),
  ]);
  return task.id;
};

const kpiUrl = (query: Record<string, string | number>) =>
  `/api/tasks/kpi?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

const kpi = async (token: string, query: Record<string, string | number> = MARCH) => {
  const res = await ctx.app.inject({ url: kpiUrl(query), headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaskKpiAnswer;
};

const rowOf = (answer: TaskKpiAnswer, executor: number) =>
  answer.rows.find((r) => r.executor_id === executor);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  const [organization] = await db
    .insert(landlords)
    .values({
      name: ORG,
      bin: demoBin('2503', '4', 4242),
      legal_address: 'г. Алматы, ул. Сатпаева, 30',
      city: 'almaty',
      director_full_name: 'Кпиев Арман Маратович',
      phone: '+77015550101',
      email: 'kpi@example.kz',
      trial_ends_at: '2099-01-01T00:00:00Z',
    })
    .returning({ id: landlords.id });
  landlordId = organization.id;
  const [ownerRow] = await db
    .insert(users)
    .values({
      login: 'kpi_owner',
      password_hash: await hashPassword(DEMO_PASSWORD),
      full_name: 'Кпиев Арман Маратович',
      role: 'landlord',
      landlord_id: landlordId,
    })
    .returning({ id: users.id });
  owner = ownerRow.id;
  ownerToken = await login(ctx.app, 'kpi_owner');
  const staff = [
    ['anna', 'Анна Эксплуатация', 'Эксплуатация'],
    ['boris', 'Борис Клининг', 'Клининг'],
    ['vera', 'Вера Эксплуатация', 'Эксплуатация'],
  ] as const;
  for (const [name, , department] of staff) {
    const { user, employee } = await addEmployeeOf(ctx.app, ORG, `kpi_${name}`, {
      tasks: 'executor',
    });
    await db.update(employees).set({ department }).where(eq(employees.id, employee.id));
    people[name] = user.id;
  }
  const { anna, boris, vera } = people;

  // Anna. Done exactly at the deadline: on time (56 h).
  await addTask({
    executor: anna,
    status: 'accepted',
    assigned: at('2025-03-03T10:00'),
    deadline: at('2025-03-05T18:00'),
    done: at('2025-03-05T18:00'),
    moves: [
      ['in_progress', at('2025-03-04T09:00')],
      ['done', at('2025-03-05T18:00')],
      ['accepted', at('2025-03-06T10:00')],
    ],
  });
  // Done late (51 h), awaiting acceptance.
  await addTask({
    executor: anna,
    status: 'done',
    assigned: at('2025-03-10T09:00'),
    deadline: at('2025-03-11T18:00'),
    done: at('2025-03-12T12:00'),
    moves: [
      ['in_progress', at('2025-03-10T10:00')],
      ['done', at('2025-03-12T12:00')],
    ],
  });
  // Returned twice, completed once, on time (96 h to the last done).
  await addTask({
    executor: anna,
    status: 'accepted',
    assigned: at('2025-03-17T09:00'),
    deadline: at('2025-03-25T18:00'),
    done: at('2025-03-21T09:00'),
    moves: [
      ['in_progress', at('2025-03-17T11:00')],
      ['done', at('2025-03-18T12:00')],
      ['for_revision', at('2025-03-18T15:00')],
      ['in_progress', at('2025-03-19T09:00')],
      ['done', at('2025-03-19T17:00')],
      ['for_revision', at('2025-03-20T10:00')],
      ['in_progress', at('2025-03-20T11:00')],
      ['done', at('2025-03-21T09:00')],
      ['accepted', at('2025-03-21T12:00')],
    ],
  });
  // Expired: open and overdue now.
  await addTask({
    executor: anna,
    status: 'expired',
    assigned: at('2025-03-20T09:00'),
    deadline: at('2025-03-28T18:00'),
    moves: [['expired', at('2025-03-28T18:01')]],
  });
  // Done on the period's last evening (62.5 h), on time.
  await addTask({
    executor: anna,
    status: 'accepted',
    assigned: at('2025-03-28T09:00'),
    deadline: at('2025-04-02T18:00'),
    done: at('2025-03-30T23:30'),
    moves: [
      ['done', at('2025-03-30T23:30')],
      ['accepted', at('2025-03-31T09:00')],
    ],
  });
  // Assigned in the period, done half an hour after it ended.
  await addTask({
    executor: anna,
    status: 'done',
    assigned: at('2025-03-29T09:00'),
    deadline: at('2025-04-02T18:00'),
    done: at('2025-03-31T00:30'),
    moves: [['done', at('2025-03-31T00:30')]],
  });
  // April: outside the period altogether.
  await addTask({
    executor: anna,
    status: 'accepted',
    assigned: at('2025-04-05T09:00'),
    deadline: at('2025-04-07T18:00'),
    done: at('2025-04-06T10:00'),
    moves: [['done', at('2025-04-06T10:00')]],
  });

  // Boris. Vera's task, returned to her once, then reassigned to Boris, who does it (24 h).
  await addTask({
    executor: boris,
    status: 'done',
    assigned: at('2025-03-06T09:00'),
    deadline: at('2025-03-08T18:00'),
    done: at('2025-03-07T09:00'),
    moves: [
      ['in_progress', at('2025-03-04T10:00')],
      ['done', at('2025-03-05T09:00')],
      ['for_revision', at('2025-03-05T12:00')],
      ['in_progress', at('2025-03-06T12:00')],
      ['done', at('2025-03-07T09:00')],
    ],
  });
  // Done, returned, then rejected: one return, not completed.
  await addTask({
    executor: boris,
    status: 'rejected',
    assigned: at('2025-03-12T09:00'),
    deadline: at('2025-03-14T18:00'),
    done: at('2025-03-13T10:00'),
    moves: [
      ['done', at('2025-03-13T10:00')],
      ['for_revision', at('2025-03-13T15:00')],
      ['rejected', at('2025-03-14T10:00')],
    ],
  });
  // Assigned in February, still in progress long past its deadline: overdue now.
  await addTask({
    executor: boris,
    status: 'in_progress',
    assigned: at('2025-02-10T09:00'),
    deadline: at('2025-02-20T18:00'),
    moves: [['in_progress', at('2025-02-11T09:00')]],
  });
  // Expired, its deadline extended, then done before the new one: not on time (75 h).
  const late = await addTask({
    executor: boris,
    status: 'accepted',
    assigned: at('2025-03-24T09:00'),
    deadline: at('2025-03-28T18:00'),
    done: at('2025-03-27T12:00'),
    moves: [
      ['in_progress', at('2025-03-24T10:00')],
      ['expired', at('2025-03-25T18:00')],
      ['in_progress', at('2025-03-26T09:00')],
      ['done', at('2025-03-27T12:00')],
      ['accepted', at('2025-03-27T15:00')],
    ],
  });
  expect(late).toBeGreaterThan(0);
  // New, the deadline far ahead.
  await addTask({
    executor: boris,
    status: 'new',
    assigned: at('2025-03-25T09:00'),
    deadline: FAR,
  });
  expect(vera).toBeGreaterThan(0);
});
afterAll(() => ctx.close());

const ANNA: Omit<TaskKpiRow, 'executor_id'> = {
  executor_name: 'Test kpi_anna',
  department: 'Эксплуатация',
  assigned: 6,
  completed: 4,
  on_time: 3,
  on_time_percent: 75,
  overdue: 1,
  returned: 2,
  mean_hours_to_done: 66.4,
};
const BORIS: Omit<TaskKpiRow, 'executor_id'> = {
  executor_name: 'Test kpi_boris',
  department: 'Клининг',
  assigned: 4,
  completed: 2,
  on_time: 1,
  on_time_percent: 50,
  overdue: 1,
  returned: 1,
  mean_hours_to_done: 49.5,
};

describe('task KPI', () => {
  it('counts each executor’s month as DOMAIN.md defines it', async () => {
    const answer = await kpi(ownerToken);
    expect(answer.from).toBe(MARCH.from);
    expect(answer.to).toBe(MARCH.to);
    expect(answer.rows).toEqual([
      { executor_id: people.anna, ...ANNA },
      { executor_id: people.boris, ...BORIS },
    ]);
  });

  it('does not count a task done by its extended deadline after it expired as on time', async () => {
    const answer = await kpi(ownerToken, { from: '2025-03-24', to: '2025-03-30' });
    expect(rowOf(answer, people.boris)).toMatchObject({ completed: 1, on_time: 0 });
  });

  it('counts a reassigned task for its current executor only, from its assignment', async () => {
    const answer = await kpi(ownerToken);
    expect(rowOf(answer, people.vera)).toBeUndefined();
    expect(rowOf(answer, people.boris)?.returned).toBe(1);
  });

  it('gives every Monday-based week of the period, empty ones too', async () => {
    const month = await kpi(ownerToken);
    expect(month.weeks).toEqual([
      { week: '2025-03-03', completed: 2 },
      { week: '2025-03-10', completed: 1 },
      { week: '2025-03-17', completed: 1 },
      { week: '2025-03-24', completed: 2 },
    ]);
    const part = await kpi(ownerToken, { from: '2025-03-06', to: '2025-03-12' });
    expect(part.weeks).toEqual([
      { week: '2025-03-03', completed: 1 },
      { week: '2025-03-10', completed: 1 },
    ]);
    const april = await kpi(ownerToken, { from: '2025-04-01', to: '2025-04-20' });
    expect(april.weeks).toEqual([
      { week: '2025-03-31', completed: 1 },
      { week: '2025-04-07', completed: 0 },
      { week: '2025-04-14', completed: 0 },
    ]);
  });

  it('shows only what is overdue now in an empty period', async () => {
    const answer = await kpi(ownerToken, { from: '2024-01-01', to: '2024-01-31' });
    const quiet = {
      department: expect.any(String),
      executor_name: expect.any(String),
      assigned: 0,
      completed: 0,
      on_time: 0,
      on_time_percent: null,
      overdue: 1,
      returned: 0,
      mean_hours_to_done: null,
    };
    expect(answer.rows).toEqual([
      { executor_id: people.anna, ...quiet },
      { executor_id: people.boris, ...quiet },
    ]);
    expect(answer.weeks.map((w) => w.completed)).toEqual([0, 0, 0, 0, 0]);
  });

  it('narrows to the executors of one department', async () => {
    const cleaning = await kpi(ownerToken, { ...MARCH, department: 'Клининг' });
    expect(cleaning.rows).toEqual([{ executor_id: people.boris, ...BORIS }]);
    expect(cleaning.weeks.map((w) => w.completed)).toEqual([1, 0, 0, 1]);
    const upkeep = await kpi(ownerToken, { ...MARCH, department: 'Эксплуатация' });
    expect(upkeep.rows).toEqual([{ executor_id: people.anna, ...ANNA }]);
    const none = await kpi(ownerToken, { ...MARCH, department: 'Бухгалтерия' });
    expect(none.rows).toEqual([]);
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await ctx.app.inject({
      url: kpiUrl({ from: '2025-03-10', to: '2025-03-01' }),
      headers: auth(ownerToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('to');
  });

  it('refuses a period longer than three years (a point of its line per week)', async () => {
    const res = await ctx.app.inject({
      url: kpiUrl({ from: '1000-01-06', to: '9999-12-31' }),
      headers: auth(ownerToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ to: 'validation.kpi_period' });
    const three = await ctx.app.inject({
      url: kpiUrl({ from: '2023-01-01', to: '2025-12-31' }),
      headers: auth(ownerToken),
    });
    expect(three.statusCode).toBe(200);
  });
});

describe('who reads the KPI', () => {
  it('opens it to levels that read every task, refuses the others and renters', async () => {
    for (const level of ['view', 'intermediate', 'main'] as const) {
      await addEmployeeOf(ctx.app, ORG, `kpi_level_${level}`, { tasks: level });
      const answer = await kpi(await login(ctx.app, `kpi_level_${level}`));
      expect(answer.rows.map((r) => r.executor_id)).toEqual([people.anna, people.boris]);
    }
    for (const level of ['none', 'executor', 'creator', 'employee'] as const) {
      await addEmployeeOf(ctx.app, ORG, `kpi_level_${level}`, { tasks: level });
      const token = await login(ctx.app, `kpi_level_${level}`);
      const res = await ctx.app.inject({ url: kpiUrl(MARCH), headers: auth(token) });
      expect(res.statusCode, level).toBe(403);
      const sheet = await ctx.app.inject({
        method: 'POST',
        url: '/api/download/excel/tasks-kpi',
        headers: auth(token),
        payload: MARCH,
      });
      expect(sheet.statusCode, level).toBe(403);
    }
    const renter = await login(ctx.app, 'renter');
    const res = await ctx.app.inject({ url: kpiUrl(MARCH), headers: auth(renter) });
    expect(res.statusCode).toBe(403);
  });

  it('keeps another organization to its own tasks, whatever landlord_id it sends', async () => {
    const other = await login(ctx.app, 'landlord2');
    const answer = await kpi(other, { ...MARCH, landlord_id: landlordId });
    const ids = answer.rows.map((r) => r.executor_id);
    expect(ids).not.toContain(people.anna);
    expect(ids).not.toContain(people.boris);
  });

  it('lets the superadmin read an organization it names, and asks it to name one', async () => {
    const superadmin = await login(ctx.app, 'superadmin');
    const answer = await kpi(superadmin, { ...MARCH, landlord_id: landlordId });
    expect(answer).toEqual(await kpi(ownerToken));
    const res = await ctx.app.inject({ url: kpiUrl(MARCH), headers: auth(superadmin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('landlord_id');
  });
});

describe('the KPI sheet', () => {
  const sheetOf = async (token: string, body: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/download/excel/tasks-kpi',
      headers: auth(token),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('tasks-kpi-2025-03-03-2025-03-30.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  };

  it('writes the table with headers in the caller’s language and numbers as numbers', async () => {
    const ru = await sheetOf(ownerToken, MARCH);
    expect(ru.name).toBe('KPI по задачам');
    expect(ru.rows).toEqual([
      [
        'Исполнитель',
        'Отдел',
        'Назначено',
        'Выполнено',
        'В срок',
        'В срок, %',
        'Просрочено сейчас',
        'Возвращено на доработку',
        'Среднее время до выполнения, ч',
      ],
      ['Test kpi_anna', 'Эксплуатация', 6, 4, 3, 75, 1, 2, 66.4],
      ['Test kpi_boris', 'Клининг', 4, 2, 1, 50, 1, 1, 49.5],
    ]);
    await ctx.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, owner));
    const en = await sheetOf(await login(ctx.app, 'kpi_owner'), MARCH);
    expect(en.name).toBe('Task KPI');
    expect(en.rows[0][0]).toBe('Executor');
    expect(en.rows.slice(1)).toEqual(ru.rows.slice(1));
  });

  it('reads the organization the superadmin names', async () => {
    const superadmin = await login(ctx.app, 'superadmin');
    const sheet = await sheetOf(superadmin, { ...MARCH, landlord_id: landlordId });
    expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(['Test kpi_anna', 'Test kpi_boris']);
  });
});
