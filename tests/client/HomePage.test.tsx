import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { HomePage } from '../../src/admin/home/HomePage';
import { newEmployeeAccess } from '../../src/domain/access';
import { dataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { session } from '../../src/providers/session';
import { server } from './setup';

const renderHome = async () => {
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={await createI18nProvider()}
        dataProvider={dataProvider}
        store={memoryStore()}
      >
        <HomePage />
      </AdminContext>
    </MemoryRouter>,
  );
};

const employee = {
  ...demoUser,
  role: 'employee',
  full_name: 'Садыкова Динара',
  renter_id: null,
  access: newEmployeeAccess(),
};

/** The dashboard below the welcome: nothing counted yet. */
const EMPTY_DASHBOARD = {
  cards: [],
  tenants: null,
  pending: { items: [], notifications: [], unread: 0 },
  charts: { requests_per_day: null, sla_weekly: null, occupancy: null },
};

beforeEach(() => server.use(http.get('/api/dashboard', () => HttpResponse.json(EMPTY_DASHBOARD))));
afterEach(() => session.reset());

describe('HomePage', () => {
  it('welcomes the user by name with the organization', async () => {
    await session.load();
    await renderHome();
    expect(screen.getByText('Добро пожаловать, Ким Виктория Олеговна!')).toBeInTheDocument();
    expect(screen.getByText('Организация: ТРЦ Арай')).toBeInTheDocument();
    expect(screen.getByText('Ваша роль: Арендатор')).toBeInTheDocument();
  });

  it('tells an employee without bid access to contact the administrator', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json(employee)));
    await session.load();
    await renderHome();
    expect(screen.getByText(/Обратитесь к администратору/)).toBeInTheDocument();
  });

  it('says nothing of access to an employee who has it', async () => {
    server.use(
      http.get('/api/user', () =>
        HttpResponse.json({ ...employee, access: { ...employee.access, requests: 'executor' } }),
      ),
    );
    await session.load();
    await renderHome();
    expect(screen.getByText('Добро пожаловать, Садыкова Динара!')).toBeInTheDocument();
    expect(screen.queryByText(/Обратитесь к администратору/)).toBeNull();
  });
});
