import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../src/domain/list';
import type { TaskCounts } from '../../src/domain/tasks';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { TaskList } from '../../src/resources/tasks/TaskList';
import type { TaskRow } from '../../src/resources/tasks/taskView';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord, listOf, serveTaskNeighbours, taskRow } from './taskFixtures';

const HOUR = 3_600_000;

const CURRENT = ['new', 'in_progress', 'paused', 'for_revision', 'expired'];

/** `rows` as the server answers a filter: by tab and by status. */
const answer = (rows: TaskRow[], request: Request) => {
  const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
  return listOf(
    'tasks',
    rows.filter(
      (r) =>
        (!filter.tab || (filter.tab === 'current') === CURRENT.includes(r.status as string)) &&
        (!filter.status || filter.status === r.status),
    ),
  );
};

/** The tasks list over `rows` (filtered as the server does); the list queries' filters. */
const openList = async (
  rows: TaskRow[],
  tabCounts: TaskCounts = { current: 12, completed: 40, capped: [] },
) => {
  const filters: Record<string, unknown>[] = [];
  const counts: Record<string, unknown>[] = [];
  serveTaskNeighbours();
  server.use(
    http.get('/api/tasks', ({ request }) => {
      filters.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
      return answer(rows, request);
    }),
    http.get('/api/tasks/counts', ({ request }) => {
      counts.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
      return HttpResponse.json(tabCounts);
    }),
  );
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value="tasks">
      <TaskList />
    </ResourceContextProvider>,
    landlord,
    '/tasks',
  );
  return { filters, counts };
};

/** A board column by its status's name. */
const column = (name: string) => screen.getByRole('region', { name });

/** Drags the card to the column, as a mouse does in a browser. */
const drag = (card: HTMLElement, target: HTMLElement) => {
  const dataTransfer = { setData: () => undefined, effectAllowed: 'all', dropEffect: 'move' };
  fireEvent.dragStart(card, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(card, { dataTransfer });
};

afterEach(() => session.reset());

describe('the tasks list', () => {
  it('reads a tab counted past the exact limit as "more than"', async () => {
    await openList([taskRow({ id: 1, number: 101, status: 'in_progress' })], {
      current: 12,
      completed: EXACT_TOTAL_LIMIT,
      capped: ['completed'],
    });
    expect(await screen.findByRole('tab', { name: /^Завершённые \(10\s000\+\)$/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Текущие (12)' })).toBeVisible();
  });

  it('shows the current tab with both counts, and the completed one on a click', async () => {
    const { filters, counts } = await openList([
      taskRow({ id: 1, number: 101, status: 'in_progress' }),
      taskRow({ id: 2, number: 102, status: 'accepted', description: 'Сверить акты' }),
    ]);
    expect(await screen.findByRole('tab', { name: 'Текущие (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Завершённые (40)' })).toBeVisible();
    expect(await screen.findByText('Заменить лампы в коридоре второго этажа')).toBeVisible();
    expect(screen.queryByText('Сверить акты')).toBeNull();
    expect(filters.at(-1)).toMatchObject({ tab: 'current' });
    // The counts are of both tabs: the other filters, without the tab.
    expect(counts.at(-1)).toEqual({});

    await userEvent.click(screen.getByRole('tab', { name: 'Завершённые (40)' }));
    expect(await screen.findByText('Сверить акты')).toBeVisible();
    expect(filters.at(-1)).toMatchObject({ tab: 'completed' });
  });

  it('shows the priority and the time to the deadline, overdue in red', async () => {
    await openList([
      taskRow({ id: 1, priority: 'high', deadline: new Date(Date.now() - 3 * HOUR).toISOString() }),
    ]);
    const late = await screen.findByText(/^Просрочена на 3 ч/);
    expect(late).toHaveStyle({ fontWeight: 600 });
    expect(screen.getByText('Высокий')).toBeVisible();
  });
});

describe('the tasks board', () => {
  const openBoard = async (rows: TaskRow[]) => {
    const moves: { id: string; body: unknown }[] = [];
    const opened = await openList(rows);
    await userEvent.click(await screen.findByRole('button', { name: 'Доской' }));
    return { moves, ...opened };
  };

  it('moves a card dragged to a column its moves open, through the API', async () => {
    const { moves } = await openBoard([
      taskRow({ id: 5, number: 105, status: 'new', actors: ['executor'] }),
    ]);
    let status = 'new';
    server.use(
      http.put('/api/tasks/:id/status', async ({ params, request }) => {
        const body = (await request.json()) as { status: string };
        moves.push({ id: String(params.id), body });
        status = body.status;
        return HttpResponse.json(taskRow({ id: 5, status: 'in_progress' }));
      }),
      http.get('/api/tasks', ({ request }) =>
        answer(
          [taskRow({ id: 5, number: 105, status: status as never, actors: ['executor'] })],
          request,
        ),
      ),
    );
    const card = await within(column('Новая')).findByRole('listitem', { name: /№105/ });
    // Only the moves of the card are drop targets: accepted is not one of them.
    drag(card, column('Принята'));
    expect(moves).toEqual([]);

    drag(card, column('В работе'));
    await waitFor(() => expect(moves).toEqual([{ id: '5', body: { status: 'in_progress' } }]));
    expect(await within(column('В работе')).findByRole('listitem', { name: /№105/ })).toBeVisible();
    expect(within(column('Новая')).queryByRole('listitem')).toBeNull();
  });

  it('springs a refused move back and tells the server’s reason', async () => {
    await openBoard([taskRow({ id: 6, number: 106, status: 'in_progress', actors: ['executor'] })]);
    server.use(
      http.put('/api/tasks/:id/status', () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message: 'Status cannot change',
            errors: { status: 'validation.transition' },
          },
          { status: 409 },
        ),
      ),
    );
    const card = await within(column('В работе')).findByRole('listitem', { name: /№106/ });
    drag(card, column('Выполнена'));
    expect(await screen.findByText('Статус уже изменён, обновите страницу')).toBeVisible();
    await waitFor(() =>
      expect(within(column('В работе')).getByRole('listitem', { name: /№106/ })).toBeVisible(),
    );
    expect(within(column('Выполнена')).queryByRole('listitem')).toBeNull();
  });

  it('asks for the reason of a return for revision, and offers the moves in the card menu', async () => {
    const sent: unknown[] = [];
    await openBoard([taskRow({ id: 8, number: 108, status: 'done', actors: ['creator'] })]);
    server.use(
      http.put('/api/tasks/:id/status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(taskRow({ id: 8, status: 'for_revision' }));
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Действия с задачей №108' }));
    expect(screen.getByRole('menuitem', { name: 'Принять' })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Вернуть на доработку' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Не хватает фото');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(sent).toEqual([{ status: 'for_revision', reason: 'Не хватает фото' }]),
    );
  });
});
