import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { TaskCreate } from '../../src/resources/tasks/TaskPages';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { executor, landlord, serveTaskNeighbours, taskRow } from './taskFixtures';

/** A manager who sets and decides on tasks and reads no other module. */
const tasksOnlyManager = {
  ...executor,
  id: 9,
  login: 'z.akhmetova',
  full_name: 'Ахметова Зарина',
  access: { ...executor.access, tasks: 'main' },
} as CurrentUser;

/** The new task form in `language` for `user`; the bodies it sent. */
const openForm = async (language: 'ru' | 'kk' = 'ru', user: CurrentUser = landlord) => {
  localStorage.setItem('selected-language', language);
  const sent: unknown[] = [];
  serveTaskNeighbours();
  server.use(
    http.post('/api/tasks', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(taskRow({ id: 31 }), { status: 201 });
    }),
  );
  setToken('token-1', false);
  await renderStaff(
    <ResourceContextProvider value="tasks">
      <Routes>
        <Route path="/tasks/create" element={<TaskCreate />} />
        <Route path="/tasks/:id/show" element={<p>task page</p>} />
      </Routes>
    </ResourceContextProvider>,
    user,
    '/tasks/create',
  );
  await screen.findByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Сақтау' });
  return sent;
};

/** The form control of the input named `name` (its label, value and message). */
const fieldOf = (name: string) =>
  document.querySelector(`[name="${name}"]`)?.closest('.MuiFormControl-root') as HTMLElement;

/** `YYYY-MM-DDTHH:mm` in Almaty, `hours` from now. */
const almaty = (hours: number) =>
  new Date(Date.now() + (hours + 5) * 3_600_000).toISOString().slice(0, 16);

const fill = async (deadline: string) => {
  const input = fieldOf('deadline').querySelector('input') as HTMLInputElement;
  await userEvent.clear(input);
  await userEvent.type(input, deadline);
  await userEvent.type(
    fieldOf('description').querySelector('textarea') as HTMLTextAreaElement,
    'Проверить пожарную сигнализацию',
  );
};

afterEach(() => session.reset());

describe('the new task form', () => {
  it('flags a missing executor and a past deadline on the first save, in Russian', async () => {
    const sent = await openForm();
    await fill(almaty(-2));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(within(fieldOf('executor_id')).getByText('Обязательное поле')).toBeVisible(),
    );
    expect(within(fieldOf('deadline')).getByText('Срок не может быть в прошлом')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says the same in Kazakh', async () => {
    const sent = await openForm('kk');
    await fill(almaty(-2));
    await userEvent.click(screen.getByRole('button', { name: 'Сақтау' }));
    await waitFor(() =>
      expect(within(fieldOf('executor_id')).getByText('Міндетті өріс')).toBeVisible(),
    );
    expect(
      within(fieldOf('deadline')).getByText('Мерзім өткен уақытта бола алмайды'),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends the executor, the deadline in Almaty time and the description', async () => {
    const sent = await openForm();
    const deadline = almaty(26);
    await fill(deadline);
    await userEvent.click(screen.getByRole('combobox', { name: /Исполнитель/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ким Ольга' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      executor_id: 8,
      deadline: `${deadline}+05:00`,
      priority: 'medium',
      description: 'Проверить пожарную сигнализацию',
      category_id: null,
      file_ids: [],
    });
    expect(await screen.findByText('task page')).toBeVisible();
  });

  it('offers what a task is about from the modules the caller reads', async () => {
    await openForm();
    expect(screen.getByText('К чему относится')).toBeVisible();
    for (const name of ['Заявка', 'Арендатор', 'Помещение']) {
      expect(screen.getByRole('combobox', { name })).toBeVisible();
    }
  });

  it('asks a tasks-only manager for none of the modules they may not read', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listen);
    onTestFinished(() => server.events.removeListener('request:start', listen));
    const sent = await openForm('ru', tasksOnlyManager);
    expect(screen.queryByText('К чему относится')).toBeNull();
    for (const name of ['Заявка', 'Арендатор', 'Помещение']) {
      expect(screen.queryByRole('combobox', { name })).toBeNull();
    }
    expect(screen.queryByText('Идет загрузка, пожалуйста, подождите...')).toBeNull();
    // The form still works for them: executor, deadline, description, saved.
    await fill(almaty(26));
    await userEvent.click(screen.getByRole('combobox', { name: /Исполнитель/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ким Ольга' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(asked).toContain('/api/tasks/executors');
    expect(asked.filter((p) => ['/api/bids', '/api/renters', '/api/rooms'].includes(p))).toEqual(
      [],
    );
  });
});
