import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessGrid, accessRows, grantingEmployee, landlordUser } from '../../mocks/access';
import AccessTab from '../../src/admin/settings/access/AccessTab';
import type { CurrentUser } from '../../src/domain/user';
import { loadModuleMessages } from '../../src/i18n/moduleMessages';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { session } from '../../src/providers/session';
import { server } from './setup';

// The tab is shown here without its page, which loads the settings' texts.
beforeAll(() => loadModuleMessages('settings', 'ru'));

const renderTab = async (user: CurrentUser = landlordUser, url = '/settings?tab=access') => {
  session.setUser(user);
  server.use(accessGrid);
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={await createI18nProvider()}
        store={memoryStore()}
      >
        <AccessTab />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
};

const picker = (module: string, name: string) =>
  screen.findByRole('combobox', { name: `${module}: ${name}` });

/** Picks an option of a select and waits for its menu to close. */
const choose = async (select: HTMLElement, option: string | RegExp) => {
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** Records the JSON bodies sent to a handler and answers with `reply`. */
const capture = (method: 'put' | 'post', path: string, reply: (body: unknown) => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
};

afterEach(() => session.reset());

describe('Settings → employees and access', () => {
  it('shows every employee with a level per module and notification sending', async () => {
    await renderTab();
    expect(await picker('Заявки', 'Сейткали Арман')).toHaveTextContent('Исполнитель');
    expect(await picker('Объекты и помещения', 'Сейткали Арман')).toHaveTextContent('Нет доступа');
    expect(await picker('Заявки', 'Садыкова Динара')).toHaveTextContent('Полный');
    expect(screen.getByRole('columnheader', { name: 'Договоры' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Корреспонденция' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Учёт рабочего времени' })).toBeVisible();
    expect(
      screen.getByRole('switch', { name: 'Рассылка уведомлений: Сейткали Арман' }),
    ).not.toBeChecked();
  });

  it('offers a granting employee only the levels within their own', async () => {
    await renderTab(grantingEmployee);
    await userEvent.click(await picker('Заявки', 'Сейткали Арман'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /^Полный/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: /^Расширенный/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps the granting employee’s own row read-only', async () => {
    await renderTab(grantingEmployee);
    expect(await screen.findByText('Это вы: свой доступ изменить нельзя')).toBeInTheDocument();
    expect(await picker('Заявки', 'Садыкова Динара')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Садыкова Динара' })).toBeDisabled();
  });

  it('saves a changed level at once and says so', async () => {
    const bodies = capture('put', '/api/employee/:id/access', () =>
      HttpResponse.json({
        ...accessRows[1],
        access: { ...accessRows[1]?.access, requests: 'view' },
      }),
    );
    await renderTab();
    await userEvent.click(await picker('Заявки', 'Сейткали Арман'));
    await userEvent.click(await screen.findByRole('option', { name: /^Просмотр/ }));
    expect(await screen.findByText('Доступ сохранён')).toBeInTheDocument();
    expect(bodies).toEqual([{ access: { requests: 'view' } }]);
    expect(await picker('Заявки', 'Сейткали Арман')).toHaveTextContent('Просмотр');
  });

  it('shows the server’s refusal in the interface language and keeps the old level', async () => {
    capture('put', '/api/employee/:id/access', () =>
      HttpResponse.json(
        { code: 'FORBIDDEN', message: 'Forbidden', reason: 'app.access.errors.beyond_own' },
        { status: 403 },
      ),
    );
    server.use(http.get('/api/user', () => HttpResponse.json(landlordUser)));
    await renderTab();
    await userEvent.click(await picker('Заявки', 'Сейткали Арман'));
    await userEvent.click(await screen.findByRole('option', { name: /^Полный/ }));
    expect(
      await screen.findByText('Нельзя выдать доступ шире, чем есть у вас самих.'),
    ).toBeInTheDocument();
    expect(await picker('Заявки', 'Сейткали Арман')).toHaveTextContent('Исполнитель');
  });

  it('fills a row from a preset', async () => {
    const bodies = capture('put', '/api/employee/:id/access', () =>
      HttpResponse.json(accessRows[2]),
    );
    await renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Заполнить по шаблону: Жумабаева Айгерим' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: /^Инженер/ }));
    expect(await screen.findByText('Доступ сохранён')).toBeInTheDocument();
    expect(bodies).toEqual([
      { access: expect.objectContaining({ requests: 'executor', objects: 'view' }) },
    ]);
  });

  it('sets one module’s level for the selected employees in one call', async () => {
    const bodies = capture('put', '/api/employee/access', () => HttpResponse.json({ updated: 2 }));
    await renderTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать: Сейткали Арман' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Жумабаева Айгерим' }));
    const bar = screen.getByRole('region', { name: 'Выбрано: 2' });
    await choose(within(bar).getByRole('combobox', { name: 'Раздел' }), 'Лист ожидания');
    await choose(within(bar).getByRole('combobox', { name: 'Уровень' }), /^Исполнитель/);
    await userEvent.click(within(bar).getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Доступ изменён: 2 сотрудника')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: [12, 13], module: 'waiting_list', level: 'executor' }]);
  });

  it('grants notification sending to the selected employees', async () => {
    const bodies = capture('post', '/api/employee-notifications/permissions', () =>
      HttpResponse.json({ updated: 1 }),
    );
    await renderTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать: Сейткали Арман' }));
    await userEvent.click(screen.getByRole('button', { name: 'Разрешить рассылку' }));
    expect(await screen.findByText('Доступ изменён: 1 сотрудник')).toBeInTheDocument();
    expect(bodies).toEqual([{ employee_ids: [12], notification_access: true }]);
  });

  it('narrows the table to the employee of the link', async () => {
    server.use(
      http.get('/api/employee/:id/access', ({ params }) =>
        HttpResponse.json(accessRows.find((r) => r.id === Number(params.id))),
      ),
    );
    await renderTab(landlordUser, '/settings?tab=access&employee=13');
    expect(await picker('Заявки', 'Жумабаева Айгерим')).toBeInTheDocument();
    expect(screen.getByText('Показан один сотрудник')).toBeInTheDocument();
    expect(screen.queryByText('Сейткали Арман')).toBeNull();
  });
});
