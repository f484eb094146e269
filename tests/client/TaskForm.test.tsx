import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { TaskCreate } from '../../src/resources/tasks/TaskPages';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord, serveTaskNeighbours, taskRow } from './taskFixtures';

/** The new task form in `language`; the bodies it sent. */
const openForm = async (language: 'ru' | 'kk' = 'ru') => {
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
    landlord,
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
});
