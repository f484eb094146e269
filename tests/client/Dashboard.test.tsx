import { cleanup, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { HomePage } from '../../src/admin/home/HomePage';
import { almatyToday } from '../../src/admin/tasks-kpi/kpiPeriod';
import { newEmployeeAccess } from '../../src/domain/access';
import type { DashboardAnswer } from '../../src/domain/dashboard';
import { dataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { session } from '../../src/providers/session';
import { server } from './setup';

const card = (
  module: DashboardAnswer['cards'][number]['module'],
  today: number,
  month: number,
  available = true,
) => ({
  module,
  available,
  today,
  month,
});

const ANSWER: DashboardAnswer = {
  cards: [
    card('requests', 3, 42),
    card('waiting_list', 0, 0, false),
    card('tasks', 1, 7),
    card('notifications', 2, 9),
    card('calendar', 0, 4),
  ],
  tenants: { active: 37, inactive: 3, total: 40 },
  leases: { ending: 4, month_rent: 12_500_000 },
  letters: { to_answer: 6, overdue: 2 },
  attendance: { working: true, expected: 12, arrived: 9, late: 2 },
  pending: {
    items: [
      {
        kind: 'task',
        id: 11,
        number: 136,
        title: 'Проверить эскалатор',
        status: 'new',
        deadline: '2026-11-24T14:31:00.000Z',
        overdue: true,
      },
      {
        kind: 'bid',
        id: 5,
        number: 306,
        title: 'Дополнительная уборка',
        status: 'in_progress',
        deadline: '2026-11-26T04:16:00.000Z',
        overdue: false,
      },
    ],
    notifications: [
      { id: 8, message: 'Планёрка в пятницу', created_at: '2026-11-20T03:11:00.000Z' },
    ],
    unread: 1,
  },
  charts: { requests_per_day: null, sla_weekly: null, occupancy: null },
};

const renderHome = async (answer: DashboardAnswer, locale = 'ru') => {
  server.use(http.get('/api/dashboard', () => HttpResponse.json(answer)));
  const i18nProvider = await createI18nProvider();
  if (locale !== 'ru') await i18nProvider.changeLocale(locale);
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} store={memoryStore()}>
        <HomePage />
      </AdminContext>
    </MemoryRouter>,
  );
};

const filterOf = (href: string | null) =>
  JSON.parse(new URL(href ?? '', 'http://x').searchParams.get('filter') ?? '{}');

afterEach(() => session.reset());

describe('the dashboard', () => {
  it('shows each card’s counts linking to the list filtered by the same Almaty days', async () => {
    await session.load();
    await renderHome(ANSWER);
    const today = almatyToday(new Date());
    const todays = await screen.findByRole('link', { name: /^Заявки:\s*3\s*сегодня$/ });
    expect(todays.getAttribute('href')).toMatch(/^\/requests-journal\?/);
    expect(filterOf(todays.getAttribute('href'))).toEqual({
      created_at_gte: today,
      created_at_lte: today,
    });
    const month = screen.getByRole('link', { name: /^Задачи:\s*7\s*за месяц$/ });
    expect(month.getAttribute('href')).toMatch(/^\/tasks\?/);
    expect(filterOf(month.getAttribute('href'))).toEqual({
      created_at_gte: `${today.slice(0, 8)}01`,
      created_at_lte: today,
    });
    expect(
      screen.getByRole('link', { name: /^Уведомления:\s*2\s*сегодня$/ }).getAttribute('href'),
    ).toMatch(/^\/notifications\?/);
    expect(
      screen.getByRole('link', { name: /^Календарь:\s*4\s*за месяц$/ }).getAttribute('href'),
    ).toBe('/home/calendar');
  });

  it('opens every list with exactly the filter its link names, never the one the list kept', async () => {
    await session.load();
    await renderHome(ANSWER);
    const all = await screen.findByRole('link', { name: /40\s*всего/ });
    expect(all.getAttribute('href')).toMatch(/^\/renters\?/);
    expect(filterOf(all.getAttribute('href'))).toEqual({});
    const inactive = screen.getByRole('link', { name: /3\s*неактивные/ });
    expect(filterOf(inactive.getAttribute('href'))).toEqual({ status: 'inactive' });
    const lists = [
      '/renters',
      '/requests-journal',
      '/application-forms',
      '/tasks',
      '/contracts',
      '/documents',
    ];
    const links = screen
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', 'http://x'))
      .filter((url) => lists.includes(url.pathname));
    expect(links.length).toBeGreaterThan(8);
    for (const url of links) expect(url.searchParams.has('filter'), url.href).toBe(true);
  });

  it('opens the letters to answer and the overdue ones, the overdue in red', async () => {
    await session.load();
    await renderHome(ANSWER);
    const waiting = await screen.findByRole('link', { name: /6\s*писем ждут ответа/ });
    expect(waiting.getAttribute('href')).toMatch(/^\/documents\?/);
    expect(filterOf(waiting.getAttribute('href'))).toEqual({ tab: 'to_answer' });
    const late = screen.getByRole('link', { name: /2\s*просрочено/ });
    expect(filterOf(late.getAttribute('href'))).toEqual({ tab: 'overdue' });
    // The overdue figure is drawn in another colour than the rest.
    expect(getComputedStyle(late).color).not.toBe(getComputedStyle(waiting).color);
  });

  it('shows today’s staff, arrived of expected and the late in red, opening the timesheet', async () => {
    await session.load();
    await renderHome(ANSWER);
    const arrived = await screen.findByRole('link', { name: /9 \/ 12\s*пришли из ожидаемых/ });
    expect(arrived.getAttribute('href')).toBe('/time');
    const late = screen.getByRole('link', { name: /2\s*опоздали/ });
    expect(late.getAttribute('href')).toBe('/time');
    expect(getComputedStyle(late).color).not.toBe(getComputedStyle(arrived).color);
    expect(screen.getByRole('heading', { name: 'Сотрудники сегодня' })).toBeInTheDocument();
  });

  it('says the day is off, and shows no staff card to one who does not read the timesheets', async () => {
    await session.load();
    await renderHome({
      ...ANSWER,
      attendance: { working: false, expected: 0, arrived: 0, late: 0 },
    });
    expect(
      await screen.findByRole('link', { name: /Выходной\s*сегодня нерабочий день/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /опоздали/ })).toBeNull();
    cleanup();
    await renderHome({ ...ANSWER, attendance: null });
    await screen.findByRole('link', { name: /6\s*писем ждут ответа/ });
    expect(screen.queryByRole('heading', { name: 'Сотрудники сегодня' })).toBeNull();
  });

  it('puts the administrator line in place of a module at none', async () => {
    await session.load();
    await renderHome(ANSWER);
    expect(
      await screen.findByText(/У вас нет доступа к разделу «Анкеты»\. Обратитесь к администратору/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Анкеты:/ })).toBeNull();
  });

  it('links the renters by status and lists pending work with the overdue chip', async () => {
    await session.load();
    await renderHome(ANSWER);
    const active = await screen.findByRole('link', { name: /37\s*действующие/ });
    expect(filterOf(active.getAttribute('href'))).toEqual({ status: 'active' });
    const task = screen.getByRole('link', { name: /Задача № 136/ });
    expect(task.getAttribute('href')).toBe('/tasks/11/show');
    expect(within(task).getByText('Просрочено')).toBeInTheDocument();
    expect(within(task).getByText(/срок 24\.11\.2026, 19:31/)).toBeInTheDocument();
    const bid = screen.getByRole('link', { name: /Заявка № 306/ });
    expect(bid.getAttribute('href')).toBe('/requests-journal/5/show');
    expect(within(bid).queryByText('Просрочено')).toBeNull();
    expect(screen.getByText('Непрочитанные уведомления: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Планёрка в пятницу/ }).getAttribute('href')).toBe(
      '/notifications/8/show',
    );
  });

  it('shows a renter its requests and notifications only', async () => {
    await session.load();
    await renderHome({
      ...ANSWER,
      cards: [card('requests', 1, 3), card('notifications', 0, 2)],
      tenants: null,
      letters: null,
      pending: { items: [], notifications: [], unread: 0 },
    });
    expect(
      await screen.findByRole('link', { name: /^Заявки:\s*1\s*сегодня$/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Задачи/)).toBeNull();
    expect(screen.queryByText('Арендаторы')).toBeNull();
    expect(screen.getByText('Открытых заявок и задач нет.')).toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    server.use(
      http.put('/api/user/locale', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/user', () =>
        HttpResponse.json({
          ...demoUser,
          role: 'employee',
          renter_id: null,
          access: newEmployeeAccess(),
        }),
      ),
    );
    await session.load();
    await renderHome(ANSWER, 'kk');
    expect(
      await screen.findByRole('link', { name: /^Өтінімдер:\s*3\s*бүгін$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Сіздің шешіміңізді күтуде')).toBeInTheDocument();
    expect(screen.getByText('Мерзімі өтті')).toBeInTheDocument();
    expect(screen.getByText(/«Сауалнамалар» бөліміне қолжетімділігіңіз жоқ/)).toBeInTheDocument();
  });
});
