import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import TaskCategoriesTab from '../../src/admin/settings/TaskCategoriesTab';
import { loadModuleMessages } from '../../src/i18n/moduleMessages';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord, listOf } from './taskFixtures';

// The tab is shown here without its page, which loads the settings' texts.
beforeAll(() => loadModuleMessages('settings', 'ru'));

/** The panel over a server that keeps the categories it is sent. */
const openPanel = async () => {
  let rows = [
    { id: 1, name: 'Уборка' },
    { id: 2, name: 'Электрика' },
  ];
  let next = 3;
  const sorted = () => [...rows].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const duplicate = (name: string) =>
    rows.some((r) => r.name.toLowerCase() === name.toLowerCase())
      ? HttpResponse.json(
          { code: 'VALIDATION', message: 'Invalid', errors: { name: 'validation.unique' } },
          { status: 400 },
        )
      : null;
  server.use(
    http.get('/api/task-categories', () => listOf('task-categories', sorted())),
    http.post('/api/task-categories', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      const refused = duplicate(name);
      if (refused) return refused;
      const row = { id: next++, name };
      rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put('/api/task-categories/:id', async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, name } : r));
      return HttpResponse.json({ id: Number(params.id), name });
    }),
    http.delete('/api/task-categories/:id', ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  setToken('token-1', false);
  await renderStaff(<TaskCategoriesTab />, landlord);
  return screen.findByRole('list', { name: 'Категории задач' });
};

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => session.reset());

describe('task categories in Settings', () => {
  it('adds a category, refuses a name already there, renames and deletes', async () => {
    const list = await openPanel();
    await waitFor(() => expect(names(list)).toEqual(['Уборка', 'Электрика']));

    const add = screen.getByRole('form', { name: 'Добавить категорию' });
    await userEvent.type(within(add).getByRole('textbox', { name: /Название/ }), 'Документы');
    await userEvent.click(within(add).getByRole('button', { name: 'Добавить категорию' }));
    expect(await screen.findByText('Категория добавлена')).toBeVisible();
    await waitFor(() => expect(names(list)).toEqual(['Документы', 'Уборка', 'Электрика']));

    const again = screen.getByRole('form', { name: 'Добавить категорию' });
    await userEvent.type(within(again).getByRole('textbox', { name: /Название/ }), 'уборка');
    await userEvent.click(within(again).getByRole('button', { name: 'Добавить категорию' }));
    expect(await within(again).findByText('Такое значение уже существует')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Переименовать «Электрика»' }));
    const rename = screen.getByRole('form', { name: 'Переименовать «Электрика»' });
    const input = within(rename).getByRole('textbox', { name: /Название/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'Электрика и освещение');
    await userEvent.click(within(rename).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(names(list)).toEqual(['Документы', 'Уборка', 'Электрика и освещение']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Удалить категорию «Уборка»' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/задачи с ней останутся без категории/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(names(list)).toEqual(['Документы', 'Электрика и освещение']));
  });
});
