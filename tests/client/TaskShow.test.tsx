import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/domain/user';
import { formatDateTime } from '../../src/i18n/format';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { TaskShow } from '../../src/resources/tasks/TaskShow';
import type { TaskView } from '../../src/resources/tasks/taskView';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { executor, landlord, serveTaskNeighbours, taskView } from './taskFixtures';

/** The task page of `task` for `user`; the moves and deadlines it sent. */
const openTask = async (task: TaskView, user: CurrentUser) => {
  const sent: { path: string; body: unknown }[] = [];
  serveTaskNeighbours();
  server.use(
    http.get('/api/tasks/:id', () => HttpResponse.json(task)),
    http.get('/api/tasks/:id/comments', () =>
      HttpResponse.json([
        {
          id: 1,
          author_id: 2,
          author_name: 'Сатпаев Ерлан',
          text: 'Фото приложите, пожалуйста',
          files: [{ id: 4, name: 'план.pdf', size: 2048, mime: 'application/pdf', url: '/f/4' }],
          created_at: '2026-03-01T05:00:00.000Z',
        },
      ]),
    ),
    http.get('/api/tasks/:id/history', () => HttpResponse.json([])),
    http.put('/api/tasks/:id/:what', async ({ params, request }) => {
      sent.push({ path: String(params.what), body: await request.json() });
      return HttpResponse.json(task);
    }),
  );
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value="tasks">
      <Routes>
        <Route path="/tasks/:id/show" element={<TaskShow />} />
      </Routes>
    </ResourceContextProvider>,
    user,
    `/tasks/${task.id}/show`,
  );
  await screen.findByRole('heading', { name: `Задача № ${task.number}` });
  return sent;
};

afterEach(() => session.reset());

const DONE_AT = '2026-11-27T09:04:00.000Z';

describe('the task page', () => {
  it('gives the executor only the moves the server listed', async () => {
    const sent = await openTask(
      taskView({ id: 3, number: 103, status: 'in_progress', actors: ['executor'] }),
      executor,
    );
    expect(screen.getByRole('button', { name: 'Приостановить' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Выполнено' })).toBeVisible();
    for (const absent of ['Принять', 'Отклонить', 'Продлить срок', 'Вернуть на доработку']) {
      expect(screen.queryByRole('button', { name: absent })).toBeNull();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Выполнено' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'status', body: { status: 'done' } }]));
  });

  it('gives the creator acceptance and a return that asks what to rework', async () => {
    const sent = await openTask(
      taskView({ id: 4, number: 104, status: 'done', actors: ['creator'] }),
      landlord,
    );
    expect(screen.getByRole('button', { name: 'Принять' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Выполнено' })).toBeNull();
    // Done is not open: the deadline and the fields stay as they are.
    expect(screen.queryByRole('button', { name: 'Продлить срок' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Вернуть на доработку' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Нет фото после замены');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: 'status', body: { status: 'for_revision', reason: 'Нет фото после замены' } },
      ]),
    );
  });

  it('lets the creator extend an expired task’s deadline, not into the past', async () => {
    const sent = await openTask(
      taskView({
        id: 5,
        number: 105,
        status: 'expired',
        actors: ['creator'],
        deadline: new Date(Date.now() - 3_600_000).toISOString(),
      }),
      landlord,
    );
    expect(screen.getByText(/^Просрочена на/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Продлить срок' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Срок не может быть в прошлом')).toBeVisible();
    const input = within(dialog).getByLabelText('Новый срок') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '2099-01-15T10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: 'deadline', body: { deadline: '2099-01-15T10:30+05:00' } }]),
    );
  });

  it('tells the executor why the task came back, without its old completion date', async () => {
    await openTask(
      taskView({
        id: 7,
        number: 107,
        status: 'for_revision',
        actors: ['executor'],
        done_at: DONE_AT,
        returned_count: 1,
        return_reason: 'Приложите фото к акту',
      }),
      executor,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Задача возвращена на доработку');
    expect(alert).toHaveTextContent('Приложите фото к акту');
    expect(screen.queryByText('Выполнена')).toBeNull();
    expect(screen.queryByText(formatDateTime(DONE_AT, 'ru'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeVisible();
  });

  it('shows the completion date, and no return, once the task is done again', async () => {
    await openTask(
      taskView({
        id: 8,
        number: 108,
        status: 'done',
        actors: ['executor'],
        done_at: DONE_AT,
        returned_count: 1,
      }),
      executor,
    );
    expect(screen.getByText(formatDateTime(DONE_AT, 'ru'))).toBeVisible();
    expect(screen.queryByText('Задача возвращена на доработку')).toBeNull();
  });

  it('shows the comments with their files', async () => {
    await openTask(taskView({ id: 6, number: 106, actors: ['executor'] }), executor);
    expect(await screen.findByText('Фото приложите, пожалуйста')).toBeVisible();
    expect(screen.getByRole('link', { name: 'план.pdf' })).toHaveAttribute('href', '/f/4');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeVisible();
  });
});
