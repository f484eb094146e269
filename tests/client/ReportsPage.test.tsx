import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSuperadmin, demoUser } from '../../mocks/handlers';
import { ReportsPage } from '../../src/admin/reports/ReportsPage';
import { periodProblems } from '../../src/admin/reports/reportPeriod';
import { type AccessLevel, newEmployeeAccess } from '../../src/domain/access';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** 15 January 2026, 03:00 in Almaty: still the 14th in UTC. */
const MID_JANUARY = new Date('2026-01-14T22:00:00Z');

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;
const superadmin = demoSuperadmin as unknown as CurrentUser;
const employeeWith = (levels: Partial<Record<string, AccessLevel>>) =>
  ({
    ...demoUser,
    id: 7,
    role: 'employee',
    renter_id: null,
    employee_id: 3,
    access: { ...newEmployeeAccess(), ...levels },
  }) as CurrentUser;

const XLSX = new Uint8Array([80, 75, 3, 4]);
const sheet = (fileName: string) =>
  new HttpResponse(XLSX, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });

/** Every export the page may call, each remembering what it was asked. */
const answerExports = () => {
  const asked: { path: string; body: unknown }[] = [];
  server.use(
    http.post('/api/download/excel/:path', async ({ request, params }) => {
      asked.push({ path: String(params.path), body: await request.json() });
      return sheet(`${String(params.path)}.xlsx`);
    }),
    http.get('/api/employee-notifications/export', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({
        path: 'employee-notifications/export',
        body: JSON.parse(query.get('filter') ?? 'null'),
      });
      return sheet('sent.xlsx');
    }),
  );
  return asked;
};

/** Files the page saves (jsdom has no object URLs: they are lent and given back). */
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
const savedFiles = () => {
  Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
};

const titles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const report = (title: string) => screen.getByRole('region', { name: title });
const download = (card: HTMLElement) => within(card).getByRole('button', { name: /Excel/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MID_JANUARY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.assign(URL, objectUrls);
  session.reset();
});

describe('the reports a user may download', () => {
  it('are the organization’s six sheets for the landlord, with what each holds', async () => {
    await renderStaff(<ReportsPage />, landlord, '/reports');
    await screen.findByRole('region', { name: 'Журнал заявок' });
    expect(titles()).toEqual([
      'Журнал заявок',
      'Лист ожидания',
      'Сотрудники',
      'Задачи',
      'KPI по задачам',
      'Отправленные уведомления',
    ]);
    expect(
      within(report('Лист ожидания')).getByText(/Анкеты будущих арендаторов/),
    ).toBeInTheDocument();
  });

  it('add the platform’s inboxes for the superadmin, whose KPI needs an organization', async () => {
    server.use(
      http.get('/api/landlords', () =>
        HttpResponse.json([{ id: 1, name: 'ТРЦ Арай' }], {
          headers: { 'content-range': 'landlords 0-0/1' },
        }),
      ),
    );
    await renderStaff(<ReportsPage />, superadmin, '/reports');
    await screen.findByRole('region', { name: 'Журнал заявок' });
    expect(titles().slice(-2)).toEqual(['Заявки на демо', 'Обращения в поддержку']);
    const kpi = report('KPI по задачам');
    expect(within(kpi).getByRole('combobox', { name: 'Организация' })).toBeInTheDocument();
    expect(download(kpi)).toBeDisabled();
    expect(download(report('Журнал заявок'))).toBeEnabled();
  });

  it('follow an employee’s levels: only the modules they may export', async () => {
    await renderStaff(
      <ReportsPage />,
      employeeWith({ tasks: 'intermediate', requests: 'view' }),
      '/reports',
    );
    await screen.findByRole('region', { name: 'Задачи' });
    expect(titles()).toEqual(['Задачи', 'KPI по задачам']);
  });

  it('are none for a new employee, who is sent home', async () => {
    await renderStaff(
      <Routes>
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/home/index" element={<p>home</p>} />
      </Routes>,
      employeeWith({}),
      '/reports',
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});

describe('a report’s download', () => {
  it('asks for this month’s Almaty days by default and saves the sheet', async () => {
    const asked = answerExports();
    const saved = savedFiles();
    await renderStaff(<ReportsPage />, landlord, '/reports');
    const bids = await screen.findByRole('region', { name: 'Журнал заявок' });
    expect(within(bids).getByLabelText('С')).toHaveValue('2026-01-01');
    expect(within(bids).getByLabelText('По')).toHaveValue('2026-01-15');
    expect(within(bids).getByRole('button', { name: 'Этот месяц', pressed: true })).toBeVisible();
    await userEvent.click(download(bids));
    await waitFor(() => expect(saved).toEqual(['bids.xlsx']));
    expect(asked).toEqual([
      {
        path: 'bids',
        body: { filter: { created_at_gte: '2026-01-01', created_at_lte: '2026-01-15' } },
      },
    ]);
  });

  it('asks each sheet for its own period: last month, this quarter, days of one’s own', async () => {
    const asked = answerExports();
    savedFiles();
    await renderStaff(<ReportsPage />, landlord, '/reports');
    const sent = await screen.findByRole('region', { name: 'Отправленные уведомления' });
    await userEvent.click(within(sent).getByRole('button', { name: 'Прошлый месяц' }));
    await userEvent.click(download(sent));
    const kpi = report('KPI по задачам');
    await userEvent.click(within(kpi).getByRole('button', { name: 'Этот квартал' }));
    await userEvent.click(download(kpi));
    const employees = report('Сотрудники');
    await userEvent.clear(within(employees).getByLabelText('С'));
    await userEvent.type(within(employees).getByLabelText('С'), '2025-06-30');
    expect(within(employees).getByRole('button', { name: 'Этот месяц' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(download(employees));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked).toEqual([
      {
        path: 'employee-notifications/export',
        body: { created_at_gte: '2025-12-01', created_at_lte: '2025-12-31' },
      },
      { path: 'tasks-kpi', body: { from: '2026-01-01', to: '2026-01-15' } },
      {
        path: 'employee',
        body: { filter: { created_at_gte: '2025-06-30', created_at_lte: '2026-01-15' } },
      },
    ]);
  });

  it('shows an end before the start under the end, and downloads nothing', async () => {
    const asked = answerExports();
    await renderStaff(<ReportsPage />, landlord, '/reports');
    const tasks = await screen.findByRole('region', { name: 'Задачи' });
    const end = within(tasks).getByLabelText('По');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-12-31');
    expect(end).toHaveAccessibleDescription('Конец периода не может быть раньше начала');
    expect(download(tasks)).toBeDisabled();
    expect(asked).toEqual([]);
    expect(download(report('Журнал заявок'))).toBeEnabled();
  });

  it('speaks Kazakh to a Kazakh reader', async () => {
    localStorage.setItem('selected-language', 'kk');
    await renderStaff(<ReportsPage />, landlord, '/reports');
    const bids = await screen.findByRole('region', { name: 'Өтінімдер журналы' });
    expect(within(bids).getByRole('button', { name: 'Өткен ай' })).toBeInTheDocument();
    expect(within(bids).getByLabelText('Бастап')).toHaveValue('2026-01-01');
  });
});

describe('a report’s period', () => {
  it('names the bound at fault: a missing day, an end before the start', () => {
    expect(periodProblems({ from: '2026-01-01', to: '2026-01-31' })).toEqual({});
    expect(periodProblems({ from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(periodProblems({ from: '', to: '2026-01-31' })).toEqual({ from: 'validation.date' });
    expect(periodProblems({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      to: 'validation.period',
    });
  });
});
