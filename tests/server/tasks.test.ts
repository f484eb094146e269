import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushTokens, tasks, users } from '../../server/db/schema';
import { translate } from '../../server/lib/i18n';
import {
  addEmployee,
  addEmployeeOf,
  auth,
  createTestApp,
  login,
  multipartBody,
  PNG,
  type TestContext,
} from './helpers';

let ctx: TestContext;
type Headers = Record<string, string>;
const H: Record<string, Headers> = {};
const ID: Record<string, number> = {};

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Headers,
  body?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: who,
    ...(body === undefined ? {} : { payload: body as object }),
  });

const create = async (who: Headers, overrides: object = {}) => {
  const res = await call('POST', '/api/tasks', who, {
    executor_id: ID.exec1,
    description: 'Проверить освещение на 2 этаже',
    priority: 'high',
    deadline: inHours(72),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

const move = (id: number, who: Headers, status: string, reason?: string) =>
  call('PUT', `/api/tasks/${id}/status`, who, { status, ...(reason ? { reason } : {}) });

const inbox = async (who: Headers) =>
  (await call('GET', '/api/notifications?range=[0,99]', who)).json() as {
    kind: string;
    link_kind: string | null;
    link_id: number | null;
    message: string;
  }[];

const pushesOf = (userId: number) =>
  ctx.app.db.select().from(pushOutbox).where(eq(pushOutbox.user_id, userId));

const upload = async (who: Headers) => {
  const form = multipartBody({}, [{ field: 'file', name: 'photo.png', body: PNG }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/files?purpose=attachment',
    payload: form.payload,
    headers: { ...who, ...form.headers },
  });
  return res.json().id as number;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const people = {
    exec1: { tasks: 'executor' },
    exec2: { tasks: 'executor' },
    author: { tasks: 'creator' },
    both: { tasks: 'employee' },
    middle: { tasks: 'intermediate' },
    viewer: { tasks: 'view' },
    nobody: { tasks: 'none' },
  } as const;
  for (const [name, access] of Object.entries(people)) {
    const { user } = await addEmployee(ctx.app, `tk_${name}`, access);
    ID[name] = user.id;
    H[name] = auth(await login(ctx.app, `tk_${name}`));
  }
  const { user: foreign } = await addEmployeeOf(ctx.app, 'БЦ Есиль', 'tk_foreign', 'main');
  ID.foreign = foreign.id;
  H.foreign = auth(await login(ctx.app, 'tk_foreign'));
  for (const name of ['landlord', 'employee', 'renter', 'superadmin', 'landlord2']) {
    H[name] = auth(await login(ctx.app, name));
    const [user] = await ctx.app.db.select().from(users).where(eq(users.login, name));
    ID[name] = user.id;
  }
  await ctx.app.db.insert(pushTokens).values([
    { token: 'tk-exec1-device', user_id: ID.exec1 },
    { token: 'tk-landlord-device', user_id: ID.landlord },
  ]);
});
afterAll(() => ctx.close());

describe('creating a task', () => {
  it('numbers it, shows the names and what the caller may do, and tells the executor', async () => {
    const before = await pushesOf(ID.exec1);
    const task = await create(H.landlord);
    expect(task).toMatchObject({
      status: 'new',
      executor_id: ID.exec1,
      created_by: ID.landlord,
      executor_name: 'Test tk_exec1',
      priority: 'high',
      actors: ['creator'],
      moves: ['rejected'],
      files: [],
    });
    expect(task.number).toBeGreaterThan(0);
    const next = await create(H.landlord);
    expect(next.number).toBe(task.number + 1);

    const told = (await inbox(H.exec1)).find((n) => n.link_id === task.id);
    expect(told).toMatchObject({ kind: 'task_assigned', link_kind: 'task' });
    expect(told?.message).toContain(
      translate('ru', 'app.push.task_assigned', { number: task.number }),
    );
    const pushes = await pushesOf(ID.exec1);
    const added = pushes.filter((p) => !before.some((b) => b.id === p.id));
    expect(added.map((p) => [p.event, p.link])).toContainEqual([
      'task_assigned',
      `/tasks/${task.id}/show`,
    ]);

    const shown = (await call('GET', `/api/tasks/${task.id}`, H.exec1)).json();
    expect(shown).toMatchObject({ actors: ['executor'], moves: ['in_progress'] });
  });

  it('does not tell someone who gives a task to themself', async () => {
    const task = await create(H.landlord, { executor_id: ID.landlord });
    expect((await inbox(H.landlord)).some((n) => n.link_id === task.id)).toBe(false);
  });

  it('refuses an executor who may not take tasks, past deadlines and foreign references', async () => {
    const body = { description: 'x', deadline: inHours(5) };
    const bad = async (extra: object, field: string, key = 'validation.invalid') => {
      const res = await call('POST', '/api/tasks', H.landlord, {
        executor_id: ID.exec1,
        ...body,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toBe(key);
    };
    await bad({ executor_id: ID.viewer }, 'executor_id', 'validation.executor_cannot_work');
    await bad({ executor_id: ID.author }, 'executor_id', 'validation.executor_cannot_work');
    await bad({ executor_id: ID.foreign }, 'executor_id');
    await bad({ deadline: inHours(-2) }, 'deadline', 'validation.deadline_past');
    const foreignCategory = await call('POST', '/api/task-categories', H.landlord2, {
      name: 'Чужая',
    });
    await bad({ category_id: foreignCategory.json().id }, 'category_id');
    await bad({ description: '' }, 'description', 'validation.required');
  });

  it('is for levels that create: an executor or viewer is refused, a renter and a superadmin too', async () => {
    for (const who of ['exec1', 'viewer', 'nobody', 'renter', 'superadmin']) {
      const res = await call('POST', '/api/tasks', H[who], {
        executor_id: ID.exec1,
        description: 'Нельзя',
        deadline: inHours(5),
      });
      expect(res.statusCode, who).toBe(403);
    }
    const mine = await create(H.author, { executor_id: ID.exec2 });
    expect(mine.actors).toEqual(['creator']);
  });

  it('lists the people a task may be given to', async () => {
    const res = await call('GET', '/api/tasks/executors', H.author);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((p: { id: number }) => p.id);
    expect(ids).toEqual(
      expect.arrayContaining([ID.exec1, ID.exec2, ID.both, ID.middle, ID.landlord]),
    );
    for (const no of [ID.viewer, ID.author, ID.nobody, ID.foreign, ID.renter]) {
      expect(ids).not.toContain(no);
    }
    expect((await call('GET', '/api/tasks/executors', H.exec1)).statusCode).toBe(403);
  });
});

describe('moving a task', () => {
  it('runs the whole round by role: 403 without a role, 404 outside scope, 409 when closed', async () => {
    const task = await create(H.landlord);
    const id = task.id;
    // The creator may not start it; an executor of another's task does not see it.
    expect((await move(id, H.landlord, 'in_progress')).statusCode).toBe(409);
    expect((await move(id, H.exec2, 'in_progress')).statusCode).toBe(404);
    expect((await move(id, H.viewer, 'in_progress')).statusCode).toBe(403);
    expect((await move(id, H.middle, 'in_progress')).statusCode).toBe(403);
    expect((await move(id, H.superadmin, 'in_progress')).statusCode).toBe(403);
    expect((await move(id, H.renter, 'in_progress')).statusCode).toBe(403);
    expect((await move(id, H.foreign, 'in_progress')).statusCode).toBe(404);

    const started = await move(id, H.exec1, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().moves).toEqual(['paused', 'done']);
    expect((await move(id, H.exec1, 'paused')).statusCode).toBe(200);
    expect((await move(id, H.exec1, 'done')).statusCode).toBe(409);
    expect((await move(id, H.exec1, 'in_progress')).statusCode).toBe(200);
    const done = await move(id, H.exec1, 'done');
    expect(done.json()).toMatchObject({ status: 'done' });
    expect(done.json().done_at).toBeTruthy();
    expect((await inbox(H.landlord)).find((n) => n.link_id === id)?.kind).toBe('task_done');

    expect((await move(id, H.exec1, 'accepted')).statusCode).toBe(409);
    const noReason = await move(id, H.landlord, 'for_revision');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('validation.reason_required');
    const back = await move(id, H.landlord, 'for_revision', 'Нет фото');
    expect(back.json()).toMatchObject({ status: 'for_revision', returned_count: 1 });
    expect((await inbox(H.exec1)).filter((n) => n.link_id === id).map((n) => n.kind)).toContain(
      'task_returned',
    );

    expect((await move(id, H.exec1, 'in_progress')).statusCode).toBe(200);
    expect((await move(id, H.exec1, 'done')).statusCode).toBe(200);
    // `main` decides on every task, not only its own.
    const accepted = await move(id, H.employee, 'accepted');
    expect(accepted.json()).toMatchObject({ status: 'accepted', moves: [] });
    expect((await move(id, H.landlord, 'rejected', 'Поздно')).statusCode).toBe(409);
  });

  it('tells the executor why it came back, until it is done again', async () => {
    const { id } = await create(H.landlord);
    const read = async () => (await call('GET', `/api/tasks/${id}`, H.exec1)).json();
    expect((await read()).return_reason).toBeNull();
    await move(id, H.exec1, 'in_progress');
    await move(id, H.exec1, 'done');
    await move(id, H.landlord, 'for_revision', 'Приложите фото к акту');
    expect(await read()).toMatchObject({
      status: 'for_revision',
      return_reason: 'Приложите фото к акту',
    });
    expect((await move(id, H.exec1, 'in_progress')).json().return_reason).toBe(
      'Приложите фото к акту',
    );
    expect((await move(id, H.exec1, 'done')).json().return_reason).toBeNull();
    // A second return says its own reason, not the first one.
    await move(id, H.landlord, 'for_revision', 'Подпись арендатора');
    expect((await read()).return_reason).toBe('Подпись арендатора');
  });

  it('rejects with a reason, by the creator only', async () => {
    const task = await create(H.author, { executor_id: ID.exec1 });
    expect((await move(task.id, H.exec1, 'rejected', 'Не буду')).statusCode).toBe(409);
    expect((await move(task.id, H.author, 'rejected')).statusCode).toBe(400);
    const res = await move(task.id, H.author, 'rejected', 'Дубликат');
    expect(res.json()).toMatchObject({ status: 'rejected', reject_reason: 'Дубликат' });
    // The intermediate level reads it but plays no part on it.
    expect((await move(task.id, H.middle, 'in_progress')).statusCode).toBe(403);
  });

  it('lets one person be executor and creator of the same task', async () => {
    const task = await create(H.both, { executor_id: ID.both });
    expect(task.actors).toEqual(['executor', 'creator']);
    expect(task.moves).toEqual(['in_progress', 'rejected']);
  });
});

describe('deadlines', () => {
  it('extends by the creator, never into the past; an expired task goes back to work', async () => {
    const task = await create(H.landlord);
    const past = await call('PUT', `/api/tasks/${task.id}/deadline`, H.landlord, {
      deadline: inHours(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.deadline).toBe('validation.deadline_past');
    expect(
      (await call('PUT', `/api/tasks/${task.id}/deadline`, H.exec1, { deadline: inHours(9) }))
        .statusCode,
    ).toBe(403);

    await ctx.app.db
      .update(tasks)
      .set({ deadline: inHours(-1), reminded: [1440, 60] })
      .where(eq(tasks.id, task.id));
    await ctx.app.runJob('task-expiry');
    const expired = (await call('GET', `/api/tasks/${task.id}`, H.landlord)).json();
    expect(expired.status).toBe('expired');

    const later = inHours(48);
    const res = await call('PUT', `/api/tasks/${task.id}/deadline`, H.landlord, {
      deadline: later,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('in_progress');
    expect(Date.parse(res.json().deadline)).toBe(Date.parse(later));
    const [row] = await ctx.app.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row.reminded).toEqual([]);
    const history = (await call('GET', `/api/tasks/${task.id}/history`, H.landlord)).json();
    expect(history[0]).toMatchObject({
      type: 'deadline',
      from_status: 'expired',
      to_status: 'in_progress',
      user_name: expect.any(String),
    });
    expect(history.map((e: { to_status: string }) => e.to_status)).toContain('expired');
  });

  it('refuses a closed task (409)', async () => {
    const task = await create(H.landlord);
    await move(task.id, H.landlord, 'rejected', 'Не нужно');
    const res = await call('PUT', `/api/tasks/${task.id}/deadline`, H.landlord, {
      deadline: inHours(9),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('editing and deleting', () => {
  it('edits an open task; a new executor is a reassignment, a moved deadline not in the past', async () => {
    const task = await create(H.author, { executor_id: ID.exec1 });
    const body = {
      executor_id: ID.exec2,
      description: 'Заменить лампы',
      priority: 'low',
      deadline: task.deadline,
      file_ids: [],
    };
    expect((await call('PUT', `/api/tasks/${task.id}`, H.exec1, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/tasks/${task.id}`, H.middle, body)).statusCode).toBe(403);
    const res = await call('PUT', `/api/tasks/${task.id}`, H.author, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      executor_id: ID.exec2,
      description: 'Заменить лампы',
      priority: 'low',
    });
    expect(Date.parse(res.json().assigned_at)).toBeGreaterThan(Date.parse(task.assigned_at));
    expect((await inbox(H.exec2)).find((n) => n.link_id === task.id)?.kind).toBe('task_assigned');
    const history = (await call('GET', `/api/tasks/${task.id}/history`, H.author)).json();
    expect(history.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['created', 'edited', 'assigned']),
    );
    // The old executor no longer sees it.
    expect((await call('GET', `/api/tasks/${task.id}`, H.exec1)).statusCode).toBe(404);

    const past = await call('PUT', `/api/tasks/${task.id}`, H.author, {
      ...body,
      deadline: inHours(-3),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.deadline).toBe('validation.deadline_past');
  });

  it('keeps a past deadline left as it was (an expired task)', async () => {
    const task = await create(H.landlord);
    await ctx.app.db
      .update(tasks)
      .set({ deadline: inHours(-5) })
      .where(eq(tasks.id, task.id));
    await ctx.app.runJob('task-expiry');
    const record = (await call('GET', `/api/tasks/${task.id}`, H.landlord)).json();
    const res = await call('PUT', `/api/tasks/${task.id}`, H.landlord, {
      ...record,
      description: 'Уточнено',
      file_ids: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'expired', description: 'Уточнено' });
  });

  it('deletes for main and the landlord only', async () => {
    const task = await create(H.author, { executor_id: ID.exec1 });
    expect((await call('DELETE', `/api/tasks/${task.id}`, H.author)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tasks/${task.id}`, H.landlord2)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tasks/${task.id}`, H.employee)).statusCode).toBe(204);
    expect((await call('GET', `/api/tasks/${task.id}`, H.landlord)).statusCode).toBe(404);
  });
});

describe('bulk moves', () => {
  it('reassigns and extends several at once, all or nothing', async () => {
    const a = await create(H.landlord);
    const b = await create(H.landlord);
    const closed = await create(H.landlord);
    await move(closed.id, H.landlord, 'rejected', 'Не нужно');
    const foreign = await create(H.landlord2, { executor_id: ID.landlord2 });
    // In id order: a refused move's rolled-back update leaves the rows elsewhere in the table.
    const read = async () =>
      (
        await ctx.app.db
          .select()
          .from(tasks)
          .where(inArray(tasks.id, [a.id, b.id, closed.id]))
      ).sort((x, y) => x.id - y.id);
    const before = await read();

    const refused = [
      [H.landlord, { ids: [a.id, closed.id], executor_id: ID.exec2 }, 409],
      [H.landlord, { ids: [a.id, foreign.id], executor_id: ID.exec2 }, 404],
      [H.author, { ids: [a.id], executor_id: ID.exec2 }, 404],
      [H.exec1, { ids: [a.id], executor_id: ID.exec2 }, 403],
      [H.landlord, { ids: [a.id], executor_id: ID.viewer }, 400],
    ] as const;
    for (const [who, body, status] of refused) {
      expect((await call('POST', '/api/tasks/bulk-assign', who, body)).statusCode).toBe(status);
      expect(
        (
          await call('POST', '/api/tasks/bulk-deadline', who, {
            ids: body.ids,
            deadline: inHours(30),
          })
        ).statusCode,
      ).toBe(status === 400 ? 200 : status);
    }
    // The last deadline body was valid (only the executor was wrong): put the deadlines back.
    for (const t of before) {
      await ctx.app.db
        .update(tasks)
        .set({ deadline: t.deadline, updated_at: t.updated_at })
        .where(eq(tasks.id, t.id));
    }
    await ctx.app.db.execute(
      `delete from task_events where type = 'deadline' and task_id = ${a.id}`,
    );
    expect(await read()).toEqual(before);

    const assigned = await call('POST', '/api/tasks/bulk-assign', H.employee, {
      ids: [a.id, b.id],
      executor_id: ID.exec2,
    });
    expect(assigned.json()).toEqual({ updated: 2 });
    const deadline = inHours(100);
    const extended = await call('POST', '/api/tasks/bulk-deadline', H.landlord, {
      ids: [a.id, b.id],
      deadline,
    });
    expect(extended.json()).toEqual({ updated: 2 });
    for (const t of (await read()).filter((t) => t.id !== closed.id)) {
      expect(t.executor_id).toBe(ID.exec2);
      expect(Date.parse(t.deadline)).toBe(Date.parse(deadline));
    }
  });
});

describe('comments and history', () => {
  it('takes comments with files from the executor and the creator, not from a reader', async () => {
    const task = await create(H.landlord);
    const fileId = await upload(H.exec1);
    const res = await call('POST', `/api/tasks/${task.id}/comments`, H.exec1, {
      text: 'Сделал, фото приложил',
      file_ids: [fileId],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ author_id: ID.exec1, author_name: 'Test tk_exec1' });
    expect(res.json().files).toHaveLength(1);
    expect(res.json().files[0].url).toContain('sig=');

    expect(
      (await call('POST', `/api/tasks/${task.id}/comments`, H.landlord, { text: 'Принято' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/api/tasks/${task.id}/comments`, H.viewer, { text: 'Я тоже' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/tasks/${task.id}/comments`, H.exec2, { text: 'Я тоже' }))
        .statusCode,
    ).toBe(404);
    const empty = await call('POST', `/api/tasks/${task.id}/comments`, H.exec1, { text: '' });
    expect(empty.statusCode).toBe(400);
    // A file is kept by one comment only.
    const again = await call('POST', `/api/tasks/${task.id}/comments`, H.exec1, {
      file_ids: [fileId],
    });
    expect(again.statusCode).toBe(400);

    const list = (await call('GET', `/api/tasks/${task.id}/comments`, H.viewer)).json();
    expect(list.map((c: { text: string }) => c.text)).toEqual(['Сделал, фото приложил', 'Принято']);
    expect(list[0].files[0].id).toBe(fileId);
  });

  it('shows the task’s files and what it is about', async () => {
    const fileId = await upload(H.landlord);
    const task = await create(H.landlord, { file_ids: [fileId] });
    expect(task.files.map((f: { id: number }) => f.id)).toEqual([fileId]);
    expect(task).toMatchObject({ bid_number: null, renter_name: null, room_label: null });
  });

  it('keeps who did what and when', async () => {
    const task = await create(H.landlord);
    await move(task.id, H.exec1, 'in_progress');
    const history = (await call('GET', `/api/tasks/${task.id}/history`, H.exec1)).json();
    expect(history[0]).toMatchObject({
      type: 'status',
      from_status: 'new',
      to_status: 'in_progress',
      user_id: ID.exec1,
      user_name: 'Test tk_exec1',
    });
    expect(history.at(-1)).toMatchObject({
      type: 'created',
      to_status: 'new',
      user_id: ID.landlord,
    });
  });
});

describe('the list', () => {
  it('filters by tab, search, executor and overdue, counts each tab, keeps to the caller’s scope', async () => {
    const mark = `Маркер${Date.now()}`;
    const open = await create(H.landlord, { description: `${mark} открытая` });
    const gone = await create(H.landlord, {
      description: `${mark} закрытая`,
      executor_id: ID.exec2,
    });
    await move(gone.id, H.landlord, 'rejected', 'Нет');
    const late = await create(H.author, {
      description: `${mark} просроченная`,
      executor_id: ID.exec1,
    });
    await ctx.app.db
      .update(tasks)
      .set({ deadline: inHours(-1) })
      .where(eq(tasks.id, late.id));

    const list = async (who: Headers, filter: object) => {
      const res = await call(
        'GET',
        `/api/tasks?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        who,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((t: { id: number }) => t.id) as number[];
    };
    expect(await list(H.landlord, { q: mark, tab: 'current' })).toEqual([late.id, open.id]);
    expect(await list(H.landlord, { q: mark, tab: 'completed' })).toEqual([gone.id]);
    expect(await list(H.landlord, { q: mark, overdue: true })).toEqual([late.id]);
    expect(await list(H.landlord, { q: 'Test tk_exec2', id: [gone.id, open.id] })).toEqual([
      gone.id,
    ]);
    expect(await list(H.landlord, { q: String(open.number) })).toContain(open.id);
    expect(await list(H.exec1, { q: mark })).toEqual([late.id, open.id]);
    expect(await list(H.author, { q: mark })).toEqual([late.id]);
    expect(await list(H.viewer, { q: mark })).toHaveLength(3);
    expect(await list(H.landlord2, { q: mark })).toEqual([]);
    expect(await list(H.superadmin, { q: mark })).toHaveLength(3);

    const counts = await call(
      'GET',
      `/api/tasks/counts?filter=${encodeURIComponent(JSON.stringify({ q: mark, tab: 'current' }))}`,
      H.landlord,
    );
    expect(counts.json()).toEqual({ current: 2, completed: 1, capped: [] });
    const day = new Date(Date.now() + 72 * 3600_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Almaty',
    });
    expect(
      await list(H.landlord, { q: mark, tab: 'current', deadline_from: day, deadline_to: day }),
    ).toEqual([open.id]);
    const bad = await call(
      'GET',
      `/api/tasks?filter=${encodeURIComponent('{"tab":"later"}')}`,
      H.landlord,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('hides another landlord’s task (404) and refuses a renter or a level without tasks (403)', async () => {
    const task = await create(H.landlord);
    expect((await call('GET', `/api/tasks/${task.id}`, H.landlord2)).statusCode).toBe(404);
    expect((await call('GET', `/api/tasks/${task.id}`, H.exec2)).statusCode).toBe(404);
    expect((await call('GET', `/api/tasks/${task.id}`, H.superadmin)).json().actors).toEqual([]);
    for (const who of ['renter', 'nobody']) {
      expect((await call('GET', '/api/tasks', H[who])).statusCode).toBe(403);
      expect((await call('GET', `/api/tasks/${task.id}`, H[who])).statusCode).toBe(403);
    }
  });
});

describe('categories', () => {
  it('are the organization’s, kept by main or the landlord, unique by name', async () => {
    const res = await call('POST', '/api/task-categories', H.landlord, { name: 'Электрика' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const dup = await call('POST', '/api/task-categories', H.employee, { name: 'электрика' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.name).toBe('validation.unique');
    expect(
      (await call('POST', '/api/task-categories', H.landlord2, { name: 'Электрика' })).statusCode,
    ).toBe(201);
    for (const who of ['author', 'middle', 'exec1', 'superadmin']) {
      expect(
        (await call('POST', '/api/task-categories', H[who], { name: 'Ещё' })).statusCode,
        who,
      ).toBe(403);
    }
    const seen = (await call('GET', '/api/task-categories', H.exec1)).json();
    expect(seen.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call('GET', '/api/task-categories', H.renter)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/task-categories/${id}`, H.landlord2, { name: 'Моё' })).statusCode,
    ).toBe(404);

    const other = (
      await call('POST', '/api/task-categories', H.landlord, { name: 'Уборка' })
    ).json();
    const clash = await call('PUT', `/api/task-categories/${other.id}`, H.landlord, {
      name: 'ЭЛЕКТРИКА',
    });
    expect(clash.statusCode).toBe(400);
    const renamed = await call('PUT', `/api/task-categories/${id}`, H.landlord, {
      name: 'Электрика и свет',
    });
    expect(renamed.json().name).toBe('Электрика и свет');

    const task = await create(H.landlord, { category_id: id });
    expect(task.category_name).toBe('Электрика и свет');
    expect((await call('DELETE', `/api/task-categories/${id}`, H.landlord)).statusCode).toBe(200);
    const after = (await call('GET', `/api/tasks/${task.id}`, H.landlord)).json();
    expect(after).toMatchObject({ category_id: null, category_name: null });
  });
});

describe('export', () => {
  it('writes the filtered list with headers in the caller’s language and typed dates', async () => {
    const mark = `Выгрузка${Date.now()}`;
    const task = await create(H.landlord, { description: mark });
    for (const locale of ['ru', 'kk', 'en'] as const) {
      await ctx.app.db.update(users).set({ locale }).where(eq(users.id, ID.employee));
      const who = auth(await login(ctx.app, 'employee'));
      const res = await call('POST', '/api/download/excel/tasks', who, { filter: { q: mark } });
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe(translate(locale, 'resources.tasks.export_sheet'));
      const titles = (sheet.getRow(1).values as string[]).slice(1);
      expect(titles.slice(0, 3)).toEqual(
        ['number', 'description', 'executor_id'].map((f) =>
          translate(locale, `resources.tasks.fields.${f}`),
        ),
      );
      expect(sheet.rowCount).toBe(2);
      const row = sheet.getRow(2);
      expect(row.getCell(1).value).toBe(task.number);
      expect(row.getCell(7).value).toBeInstanceOf(Date);
      expect(row.getCell(8).value).toBe(translate(locale, 'enums.task_status.new'));
    }
    await ctx.app.db.update(users).set({ locale: 'ru' }).where(eq(users.id, ID.employee));
    expect((await call('POST', '/api/download/excel/tasks', H.both, {})).statusCode).toBe(403);
  });
});
