import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import {
  AdminContext,
  memoryStore,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { accessRows, grantingEmployee, landlordUser } from '../../mocks/access';
import { HistoryList } from '../../src/admin/common/HistoryPanel';
import type { CurrentUser } from '../../src/domain/user';
import { dataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { session } from '../../src/providers/session';
import { EmployeeAccessPanel } from '../../src/resources/employees/EmployeeAccessPanel';
import { server } from './setup';

const renderCard = async (id: number, user: CurrentUser) => {
  session.setUser(user);
  server.use(
    http.get('/api/employee/:id/access', ({ params }) =>
      HttpResponse.json(accessRows.find((r) => r.id === Number(params.id))),
    ),
  );
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={await createI18nProvider()}
        store={memoryStore()}
      >
        <ResourceContextProvider value="employees">
          <RecordContextProvider value={{ id }}>
            <EmployeeAccessPanel />
            <HistoryList />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

afterEach(() => session.reset());

describe('the employee card', () => {
  it('shows the levels read-only with a link to Settings for the landlord', async () => {
    server.use(http.get('/api/history/employees/12', () => HttpResponse.json([])));
    await renderCard(12, landlordUser);
    const section = await screen.findByRole('region', { name: 'Доступ к разделам' });
    expect(section).toHaveTextContent('ЗаявкиИсполнитель');
    expect(section).toHaveTextContent('Рассылка уведомленийНет');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Изменить в настройках' })).toHaveAttribute(
      'href',
      '/settings?tab=access&employee=12',
    );
  });

  it('offers no link on an employee’s own card', async () => {
    server.use(http.get('/api/history/employees/11', () => HttpResponse.json([])));
    await renderCard(11, grantingEmployee);
    expect(await screen.findByRole('region', { name: 'Доступ к разделам' })).toHaveTextContent(
      'ЗаявкиПолный',
    );
    expect(screen.queryByRole('link', { name: 'Изменить в настройках' })).toBeNull();
  });

  it('tells the history of access changes in words', async () => {
    server.use(
      http.get('/api/history/employees/12', () =>
        HttpResponse.json([
          {
            id: 1,
            action: 'update',
            at: '2026-03-02T09:00:00Z',
            user_name: 'Ахметов Серик Болатович',
            changes: {
              'access.requests': { from: 'none', to: 'executor' },
              notification_access: { from: false, to: true },
            },
          },
        ]),
      ),
    );
    await renderCard(12, landlordUser);
    expect(
      await screen.findByText('Доступ: Заявки: Нет доступа → Исполнитель'),
    ).toBeInTheDocument();
    expect(screen.getByText('Рассылка уведомлений: Нет → Да')).toBeInTheDocument();
  });
});
