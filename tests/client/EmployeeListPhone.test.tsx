import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { EmployeeList } from '../../src/resources/employees/EmployeeList';
import { landlord } from './documentFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const phoneScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

const employee = (id: number, department: string | null) => ({
  id,
  landlord_id: 1,
  full_name: `Сотрудник ${id}`,
  department,
  position: 'Инженер',
  phone: null,
  email: null,
  status: 'active',
  login: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('the employees list on a phone', () => {
  it('names a department, or says there is none, never a raw key', async () => {
    phoneScreen();
    server.use(
      http.get('/api/employee/general-info', () =>
        HttpResponse.json({
          by_department: [
            { department: 'security', count: 1 },
            { department: null, count: 1 },
          ],
          by_status: { active: 2 },
        }),
      ),
      http.get('/api/employee', () =>
        HttpResponse.json([employee(1, 'security'), employee(2, null)], {
          headers: { 'Content-Range': 'employee 0-1/2' },
        }),
      ),
    );
    setToken('token-1', false);
    await renderStaff(
      <ResourceContextProvider value="employees">
        <EmployeeList />
      </ResourceContextProvider>,
      landlord,
      '/employees',
    );
    expect(await screen.findByText('Сотрудник 2')).toBeInTheDocument();
    expect(screen.getByText('Без отдела')).toBeInTheDocument();
    expect(screen.getByText('Служба безопасности')).toBeInTheDocument();
    expect(screen.queryByText(/enums\.department/)).toBeNull();
  });
});
