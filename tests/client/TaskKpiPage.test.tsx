import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { AppMenu } from '../../src/admin/layout/AppMenu';
import { presetOf, presetPeriod } from '../../src/admin/tasks-kpi/kpiPeriod';
import { TaskKpiPage } from '../../src/admin/tasks-kpi/TaskKpiPage';
import {
  type AccessLevel,
  type AccessUser,
  mayReadTaskKpi,
  newEmployeeAccess,
} from '../../src/domain/access';
import type { TaskKpiAnswer } from '../../src/domain/tasks';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const _ = '\u00a0';
/** Testing Library folds a no-break space into a space by default: these texts keep theirs. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** 15 January 2026, noon in Almaty. */
const MID_JANUARY = new Date('2026-01-15T07:00:00Z');

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;
const employeeWith = (tasks: AccessLevel) =>
  ({
    ...demoUser,
    id: 7,
    role: 'employee',
    renter_id: null,
    employee_id: 3,
    access: { ...newEmployeeAccess(), tasks },
  }) as CurrentUser;

const row = (
  executor_id: number,
  executor_name: string,
  figures: Partial<TaskKpiAnswer['rows'][number]>,
) => ({
  executor_id,
  executor_name,
  department: null,
  assigned: 0,
  completed: 0,
  on_time: 0,
  on_time_percent: null,
  overdue: 0,
  returned: 0,
  mean_hours_to_done: null,
  ...figures,
});

const ROWS = [
  row(11, 'Садыкова Динара', {
    department: 'operations',
    assigned: 1250,
    completed: 8,
    on_time: 6,
    on_time_percent: 75,
    overdue: 1,
    returned: 2,
    mean_hours_to_done: 20.44,
  }),
  row(12, 'Ахметов Ерлан', {
    department: 'engineering',
    assigned: 5,
    completed: 4,
    on_time: 4,
    on_time_percent: 100,
    mean_hours_to_done: 6.5,
  }),
  row(13, 'Ким Олег', { assigned: 3, overdue: 2 }),
];
const WEEKS = [
  { week: '2026-01-05', completed: 3 },
  { week: '2026-01-12', completed: 9 },
];

/** Answers the KPI with `rows`, keeping each query string it was asked with. */
const answerKpi = (rows: TaskKpiAnswer['rows'] = ROWS) => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/tasks/kpi', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json({
        from: params.get('from') ?? '',
        to: params.get('to') ?? '',
        rows,
        weeks: rows.length ? WEEKS : [],
      } satisfies TaskKpiAnswer);
    }),
  );
  return asked;
};

const renderPage = (user: CurrentUser = landlord, url = '/tasks-kpi') =>
  renderStaff(<TaskKpiPage />, user, url);

const table = () => screen.findByRole('table', { name: 'KPI исполнителей' });
const executorsInOrder = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

// The charts are their own chunk: loaded once here, not against a query's time limit.
beforeAll(() => import('../../src/admin/tasks-kpi/KpiCharts'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MID_JANUARY);
});

/** jsdom has no object URLs: the export test lends some, and they go back after each test. */
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, objectUrls);
  session.reset();
});

describe('the KPI period presets', () => {
  it('run this month and this quarter to today, last month whole', () => {
    expect(presetPeriod('this_month', MID_JANUARY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-15',
    });
    expect(presetPeriod('last_month', MID_JANUARY)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetPeriod('this_quarter', MID_JANUARY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-15',
    });
  });

  it('take quarter and month boundaries, and the leap day, by the Almaty calendar', () => {
    // 31 March, 23:30 in Almaty is still the first quarter…
    const lastOfMarch = new Date('2026-03-31T18:30:00Z');
    expect(presetPeriod('this_quarter', lastOfMarch)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    // …and half an hour later (still 31 March in UTC) the second has begun.
    const firstOfApril = new Date('2026-03-31T19:30:00Z');
    expect(presetPeriod('this_quarter', firstOfApril)).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(presetPeriod('last_month', firstOfApril)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(presetPeriod('this_quarter', new Date('2026-12-20T07:00:00Z')).from).toBe('2026-10-01');
    expect(presetPeriod('last_month', new Date('2024-03-10T07:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('recognise a period that is a preset', () => {
    expect(presetOf({ from: '2025-12-01', to: '2025-12-31' }, MID_JANUARY)).toBe('last_month');
    expect(presetOf({ from: '2025-12-01', to: '2025-12-30' }, MID_JANUARY)).toBeNull();
  });
});

describe('who may read the tasks’ KPI', () => {
  const user = (role: AccessUser['role'], tasks: AccessLevel = 'none'): AccessUser => ({
    id: 1,
    role,
    access: { ...newEmployeeAccess(), tasks },
  });

  it('the landlord, the superadmin and a level that reads every task', () => {
    expect(mayReadTaskKpi(user('landlord'))).toBe(true);
    expect(mayReadTaskKpi(user('superadmin'))).toBe(true);
    for (const level of ['view', 'intermediate', 'main'] as const)
      expect(mayReadTaskKpi(user('employee', level)), level).toBe(true);
  });

  it('not a level that reads only its own tasks, a renter or a guest', () => {
    for (const level of ['none', 'executor', 'creator', 'employee'] as const)
      expect(mayReadTaskKpi(user('employee', level)), level).toBe(false);
    expect(mayReadTaskKpi(user('renter', 'main'))).toBe(false);
    expect(mayReadTaskKpi(null)).toBe(false);
  });
});

describe('the KPI menu item', () => {
  it('shows for the landlord', async () => {
    await renderStaff(<AppMenu />, landlord);
    expect(await screen.findByRole('menuitem', { name: 'KPI по задачам' })).toHaveAttribute(
      'href',
      '/tasks-kpi',
    );
  });

  it('shows for an employee with tasks: main', async () => {
    await renderStaff(<AppMenu />, employeeWith('main'));
    expect(await screen.findByRole('menuitem', { name: 'KPI по задачам' })).toBeInTheDocument();
  });

  it('does not show for an executor-level employee', async () => {
    await renderStaff(<AppMenu />, employeeWith('executor'));
    await screen.findByRole('menuitem', { name: 'Профиль' });
    expect(screen.queryByRole('menuitem', { name: 'KPI по задачам' })).toBeNull();
  });
});

describe('the KPI page', () => {
  it('asks for this month by default and writes each figure by the product’s rules', async () => {
    const asked = answerKpi();
    await renderPage();
    const kpi = await table();
    expect(asked[0]?.get('from')).toBe('2026-01-01');
    expect(asked[0]?.get('to')).toBe('2026-01-15');
    expect(asked[0]?.has('department')).toBe(false);
    expect(screen.getByRole('button', { name: 'Этот месяц', pressed: true })).toBeInTheDocument();
    const sadykova = within(kpi).getByRole('row', { name: /Садыкова Динара/ });
    const cells = within(sadykova)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Садыкова Динара',
      'Эксплуатация',
      `1${_}250`,
      '8',
      '6',
      `75${_}%`,
      '1',
      '2',
      '20,4',
    ]);
    const kim = within(kpi).getByRole('row', { name: /Ким Олег/ });
    expect(within(kim).getAllByText('—')).toHaveLength(3);
  });

  it('asks for last month’s days when its preset is chosen, and for a department', async () => {
    const asked = answerKpi();
    await renderPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Прошлый месяц' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2025-12-01'));
    expect(asked.at(-1)?.get('to')).toBe('2025-12-31');
    expect(screen.getByLabelText('Начало')).toHaveValue('2025-12-01');
    expect(screen.getByLabelText('Конец')).toHaveValue('2025-12-31');

    await userEvent.click(screen.getByRole('combobox', { name: 'Отдел' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Инженерная служба' }));
    await waitFor(() => expect(asked.at(-1)?.get('department')).toBe('engineering'));
    expect(asked.at(-1)?.get('from')).toBe('2025-12-01');
  });

  it('reads a period from the address, and refuses one that ends before it starts', async () => {
    const asked = answerKpi();
    await renderPage(landlord, '/tasks-kpi?from=2026-01-10&to=2026-01-05');
    expect(
      await screen.findByText('Конец периода не может быть раньше начала'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toBeDisabled();
    expect(asked).toHaveLength(0);
    for (const preset of ['Этот месяц', 'Прошлый месяц', 'Этот квартал'])
      expect(screen.getByRole('button', { name: preset, pressed: false })).toBeInTheDocument();
  });

  it('sorts the table by a column, and the other way round on a second click', async () => {
    answerKpi();
    await renderPage();
    // On-time share first; nobody completed anything → last.
    expect(await executorsInOrder()).toEqual(['Ахметов Ерлан', 'Садыкова Динара', 'Ким Олег']);
    await userEvent.click(screen.getByRole('button', { name: 'Исполнитель' }));
    expect(await executorsInOrder()).toEqual(['Ахметов Ерлан', 'Ким Олег', 'Садыкова Динара']);
    await userEvent.click(screen.getByRole('button', { name: 'Исполнитель' }));
    expect(await executorsInOrder()).toEqual(['Садыкова Динара', 'Ким Олег', 'Ахметов Ерлан']);
    await userEvent.click(screen.getByRole('button', { name: 'Назначено' }));
    expect(await executorsInOrder()).toEqual(['Садыкова Динара', 'Ахметов Ерлан', 'Ким Олег']);
    await userEvent.click(screen.getByRole('button', { name: 'Назначено' }));
    expect(await executorsInOrder()).toEqual(['Ким Олег', 'Ахметов Ерлан', 'Садыкова Динара']);
  });

  it('heads its long columns narrowly, the full header as their name and tooltip', async () => {
    answerKpi();
    await renderPage();
    const kpi = await screen.findByRole('table', { name: 'KPI исполнителей' });
    const mean = within(kpi).getByRole('button', { name: 'Среднее время до выполнения, ч' });
    expect(mean).toHaveTextContent(/^Ср\. время, ч$/);
    expect(within(kpi).getByRole('button', { name: 'Возвращено на доработку' })).toHaveTextContent(
      /^Возвраты$/,
    );
    await userEvent.hover(mean);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Среднее время до выполнения, ч');
    // A figure stays on one line under its header.
    expect(within(kpi).getAllByRole('columnheader')[8]).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('exports the period and department it shows to Excel', async () => {
    answerKpi();
    const posted: unknown[] = [];
    server.use(
      http.post('/api/download/excel/tasks-kpi', async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="tasks-kpi.xlsx"',
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:kpi', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await renderPage(landlord, '/tasks-kpi?from=2025-10-01&to=2025-12-31&department=security');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    await waitFor(() => expect(saved).toEqual(['tasks-kpi.xlsx']));
    expect(posted).toEqual([{ from: '2025-10-01', to: '2025-12-31', department: 'security' }]);
  });

  it('draws the on-time bars and the weekly line from the answer', async () => {
    answerKpi();
    await renderPage();
    const chartOf = async (title: string) =>
      within((await screen.findByRole('heading', { name: title })).parentElement as HTMLElement);
    const bars = await chartOf('Выполнено в срок по исполнителям, %');
    // A bar for each who completed something; nobody else.
    expect(bars.getByText('Ахметов Ерлан')).toBeInTheDocument();
    expect(bars.getByText('Садыкова Динара')).toBeInTheDocument();
    expect(bars.queryByText('Ким Олег')).toBeNull();
    const line = await chartOf('Выполнено задач по неделям');
    // The axis writes a week's Monday without its year.
    expect(line.getByText('05.01')).toBeInTheDocument();
    expect(line.getByText('12.01')).toBeInTheDocument();
  });

  it('says a period without completed tasks has no on-time bars', async () => {
    answerKpi([row(13, 'Ким Олег', { assigned: 3, overdue: 2 })]);
    await renderPage();
    expect(await screen.findByText('За этот период выполненных задач нет')).toBeInTheDocument();
  });

  it('shows an empty period in words, with no table and no chart', async () => {
    answerKpi([]);
    await renderPage();
    expect(await screen.findByText('За этот период задач нет')).toBeInTheDocument();
    expect(screen.getByText('Выберите другой период или отдел')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Выполнено задач по неделям' })).toBeNull();
  });

  it('speaks Kazakh to a Kazakh reader', async () => {
    answerKpi();
    localStorage.setItem('selected-language', 'kk');
    await renderPage();
    const kpi = await screen.findByRole('table', { name: 'Орындаушылардың KPI көрсеткіштері' });
    expect(within(kpi).getByRole('button', { name: 'Орындаушы' })).toBeInTheDocument();
    expect(within(kpi).getByRole('button', { name: 'Мерзімінде, %' })).toBeInTheDocument();
    expect(within(kpi).getByText(`75${_}%`, exact)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Өткен ай' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Бөлім' })).toHaveTextContent('Барлық бөлімдер');
  });

  it('lists an executor per row on a phone, in the chosen order', async () => {
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
    answerKpi();
    await renderPage();
    const list = await screen.findByRole('list', { name: 'KPI исполнителей' });
    expect(screen.queryByRole('table')).toBeNull();
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h6, .MuiTypography-subtitle1')?.textContent);
    expect(names()).toEqual(['Ахметов Ерлан', 'Садыкова Динара', 'Ким Олег']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Сортировать по' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Назначено' }));
    expect(names()).toEqual(['Садыкова Динара', 'Ахметов Ерлан', 'Ким Олег']);
  });

  it('sends home an employee who reads only their own tasks', async () => {
    const asked = answerKpi();
    await renderStaff(
      <Routes>
        <Route path="/tasks-kpi" element={<TaskKpiPage />} />
        <Route path="/home/index" element={<p>home</p>} />
      </Routes>,
      employeeWith('executor'),
      '/tasks-kpi',
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Этот месяц' })).toBeNull();
    expect(asked).toHaveLength(0);
  });
});
