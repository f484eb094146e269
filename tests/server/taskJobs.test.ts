import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationRecipients,
  notifications,
  pushOutbox,
  pushTokens,
  taskEvents,
  tasks,
} from '../../server/db/schema';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

let ctx: TestContext;
let landlord: Record<string, string>;
let executorId: number;

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

const give = async (description: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: landlord,
    payload: { executor_id: executorId, description, deadline: inHours(72) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

/** Moves a task's deadline without the API (a test stands in for time passing). */
const dueIn = (id: number, hours: number) =>
  ctx.app.db
    .update(tasks)
    .set({ deadline: inHours(hours) })
    .where(eq(tasks.id, id));

const row = async (id: number) =>
  (await ctx.app.db.select().from(tasks).where(eq(tasks.id, id)))[0];

/** The executor's notifications about these tasks, by kind. */
const toldAbout = async (ids: number[]) =>
  (
    await ctx.app.db
      .select({ kind: notifications.kind, task: notifications.link_id })
      .from(notifications)
      .innerJoin(
        notificationRecipients,
        eq(notificationRecipients.notification_id, notifications.id),
      )
      .where(
        and(
          eq(notificationRecipients.user_id, executorId),
          inArray(notifications.link_id, ids),
          eq(notifications.link_kind, 'task'),
        ),
      )
  ).filter((n) => n.kind !== 'task_assigned');

beforeAll(async () => {
  ctx = await createTestApp();
  landlord = auth(await login(ctx.app, 'landlord'));
  const { user } = await addEmployee(ctx.app, 'tj_exec', { tasks: 'executor' });
  executorId = user.id;
  await ctx.app.db.insert(pushTokens).values({ token: 'tj-device', user_id: executorId });
});
afterAll(() => ctx.close());

describe('the expiry job', () => {
  it('expires open tasks past the deadline with their history, and changes nothing the second time', async () => {
    const late = await give('Просрочена');
    const paused = await give('Просрочена на паузе');
    const onTime = await give('В срок');
    const closed = await give('Отклонена');
    await ctx.app.db.update(tasks).set({ status: 'paused' }).where(eq(tasks.id, paused));
    await ctx.app.db.update(tasks).set({ status: 'rejected' }).where(eq(tasks.id, closed));
    for (const id of [late, paused, closed]) await dueIn(id, -2);

    await ctx.app.runJob('task-expiry');
    expect((await row(late)).status).toBe('expired');
    expect((await row(paused)).status).toBe('expired');
    expect((await row(onTime)).status).toBe('new');
    expect((await row(closed)).status).toBe('rejected');
    const events = () =>
      ctx.app.db
        .select()
        .from(taskEvents)
        .where(
          and(
            inArray(taskEvents.task_id, [late, paused, closed]),
            eq(taskEvents.to_status, 'expired'),
          ),
        );
    const first = await events();
    expect(first.map((e) => [e.task_id, e.from_status, e.user_id]).sort()).toEqual(
      [
        [late, 'new', null],
        [paused, 'paused', null],
      ].sort(),
    );
    const rows = await ctx.app.db.select().from(tasks);

    await ctx.app.runJob('task-expiry');
    expect(await events()).toEqual(first);
    expect(await ctx.app.db.select().from(tasks)).toEqual(rows);
  });
});

describe('the reminder job', () => {
  it('tells the executor a day and an hour before, each once, by notification and push', async () => {
    const id = await give('Сдать отчёт');
    const far = await give('Далеко');
    await dueIn(id, 20);
    await ctx.app.runJob('task-reminders');
    await ctx.app.runJob('task-reminders');
    expect(await toldAbout([id, far])).toEqual([{ kind: 'task_due_day', task: id }]);
    expect((await row(id)).reminded).toEqual([1440]);

    await dueIn(id, 0.5);
    await ctx.app.runJob('task-reminders');
    await ctx.app.runJob('task-reminders');
    expect((await toldAbout([id])).map((n) => n.kind).sort()).toEqual([
      'task_due_day',
      'task_due_hour',
    ]);
    expect((await row(id)).reminded).toEqual([1440, 60]);
    const pushes = await ctx.app.db
      .select()
      .from(pushOutbox)
      .where(and(eq(pushOutbox.user_id, executorId), eq(pushOutbox.event, 'task_due')));
    expect(pushes.map((p) => p.link)).toEqual([`/tasks/${id}/show`, `/tasks/${id}/show`]);
  });

  it('sends only the hour to a task given within the hour, and starts over on a new deadline', async () => {
    const id = await give('Срочно');
    await dueIn(id, 0.5);
    await ctx.app.runJob('task-reminders');
    expect((await toldAbout([id])).map((n) => n.kind)).toEqual(['task_due_hour']);

    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${id}/deadline`,
      headers: landlord,
      payload: { deadline: inHours(10) },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.runJob('task-reminders');
    expect((await toldAbout([id])).map((n) => n.kind).sort()).toEqual([
      'task_due_day',
      'task_due_hour',
    ]);
  });

  it('leaves closed tasks alone', async () => {
    const id = await give('Готово');
    await ctx.app.db.update(tasks).set({ status: 'done' }).where(eq(tasks.id, id));
    await dueIn(id, 0.5);
    await ctx.app.runJob('task-reminders');
    expect(await toldAbout([id])).toEqual([]);
  });
});
