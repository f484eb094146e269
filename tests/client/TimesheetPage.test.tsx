import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSuperadmin } from '../../mocks/handlers';
import { TimesheetPage } from '../../src/admin/time/TimesheetPage';
import { almatyDay } from '../../src/domain/almatyTime';
import { DEFAULT_LEGEND } from '../../src/domain/time';
import { type Cell, daysOfMonth, totalsOf } from '../../src/domain/timesheet';
import type { CurrentUser } from '../../src/domain/user';
import { formatDate } from '../../src/i18n/format';
import type { Timesheet, TimesheetDay } from '../../src/providers/methods/timeMethods';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { landlord } from './contractFixtures';
import { employeeWith, onPhone } from './leaseReportFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { listOf } from './taskFixtures';

/** The page opens on this month in Almaty. */
const MONTH = almatyDay(new Date()).slice(0, 7);
const DAYS = daysOfMonth(MONTH);
const [FIRST, SECOND] = DAYS;
const ru = (day: string) => formatDate(day, 'ru');

const empty = (day: string): Cell => ({
  day,
  first_in: null,
  last_out: null,
  minutes: null,
  hours: null,
  late_minutes: 0,
  early_minutes: 0,
  state: null,
  code: null,
  corrected: false,
  open: false,
});

/** Came at 09:12 (12 minutes late), left at 18:05. */
const LATE: Cell = {
  ...empty(FIRST),
  first_in: `${FIRST}T09:12:00+05:00`,
  last_out: `${FIRST}T18:05:00+05:00`,
  minutes: 533,
  hours: 8.88,
  late_minutes: 12,
  state: 'worked',
  code: 'Я',
};
const ABSENT: Cell = { ...empty(SECOND), state: 'absent', code: 'НН' };

const cells = [LATE, ABSENT, ...DAYS.slice(2).map(empty)];
const SHEET: Timesheet = {
  month: MONTH,
  days: DAYS.map((day) => ({ day, working: ![0, 6].includes(new Date(day).getUTCDay()) })),
  legend: DEFAULT_LEGEND,
  rows: [
    {
      employee_id: 5,
      full_name: 'Ахметова Айгерим',
      department: 'operations',
      position: 'Администратор',
      work_start: '09:00:00',
      work_end: '18:00:00',
      cells,
      totals: totalsOf(cells),
    },
  ],
};

const DAY: TimesheetDay = {
  employee_id: 5,
  full_name: 'Ахметова Айгерим',
  day: FIRST,
  working: true,
  cell: LATE,
  events: [
    {
      id: 41,
      at: LATE.first_in as string,
      direction: 'in',
      source: 'device',
      card: 'A-100',
      device_id: 1,
      device_name: 'Турникет, главный вход',
      editor_name: null,
      reason: null,
      replaced: false,
    },
    {
      id: 42,
      at: LATE.last_out as string,
      direction: 'out',
      source: 'manual',
      card: 'A-100',
      device_id: null,
      device_name: null,
      editor_name: 'Сатпаев Ерлан',
      reason: 'Забыла карту',
      replaced: false,
    },
  ],
  mark: null,
};

/** The time page for `user` over `sheet`; the queries the grid was asked with. */
const openTimesheet = async (user: CurrentUser, sheet: Timesheet = SHEET) => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/timesheet', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(sheet);
    }),
    http.get('/api/timesheet/5/:day', () => HttpResponse.json(DAY)),
    http.get('/api/objects', () => listOf('objects', [{ id: 3, name: 'ТРЦ «Арай»' }])),
  );
  setToken('token-1', false);
  await renderStaff(
    <Routes>
      <Route path="/time" element={<TimesheetPage />} />
      <Route path="/home/index" element={<p>home page</p>} />
    </Routes>,
    user,
    '/time',
  );
  return asked;
};

const lateCell = () =>
  screen.findByRole('button', { name: new RegExp(`^Ахметова Айгерим, ${ru(FIRST)}: Явка`) });

afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the timesheet', () => {
  it('shows each day’s code, times and hours, a late arrival and an absence, and the totals', async () => {
    const asked = await openTimesheet(landlord);
    const grid = await screen.findByRole('table', { name: /^Табель за / });
    expect(asked[0].get('month')).toBe(MONTH);

    const late = await lateCell();
    expect(late).toHaveAccessibleName(
      `Ахметова Айгерим, ${ru(FIRST)}: Явка, 09:12–18:05, 8:53, опоздание 0:12`,
    );
    expect(within(late).getByText('Я')).toBeVisible();
    expect(within(late).getByText('09:12')).toBeVisible();
    expect(within(late).getByText('18:05')).toBeVisible();
    expect(within(late).getByText('8:53')).toBeVisible();

    const absent = within(grid).getByRole('button', {
      name: `Ахметова Айгерим, ${ru(SECOND)}: Неявка без причины`,
    });
    expect(within(absent).getByText('НН')).toBeVisible();

    const row = within(grid).getByRole('rowheader', { name: /Ахметова Айгерим/ });
    expect(row).toHaveTextContent('Администратор');
    expect(row).toHaveTextContent('09:00–18:00');
    // Days worked 1, hours 8:53, one late arrival of 12 minutes, no early leave, one absence.
    const totals = [...(row.closest('tr') as HTMLElement).querySelectorAll('td')]
      .slice(-6)
      .map((cell) => cell.textContent);
    expect(totals).toEqual(['1', '8:53', '1', '12', '0', '1']);

    const legend = screen.getByRole('complementary', { name: 'Условные обозначения' });
    expect(within(legend).getByText('Неявка без причины')).toBeVisible();
    expect(within(legend).getByText('НН')).toBeVisible();
  });

  it('asks again for the month before and the department picked', async () => {
    const asked = await openTimesheet(landlord);
    await lateCell();
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    const [year, month] = MONTH.split('-').map(Number);
    const before = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    await waitFor(() => expect(asked.at(-1)?.get('month')).toBe(before));
    await userEvent.click(screen.getByRole('combobox', { name: 'Отдел' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Эксплуатация' }));
    await waitFor(() => expect(asked.at(-1)?.get('department')).toBe('operations'));
  });

  it('opens a day with its passes and corrects one, with a reason, then reads the month again', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/api/pass-events', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(DAY, { status: 201 });
      }),
    );
    const asked = await openTimesheet(landlord);
    await userEvent.click(await lateCell());
    const dialog = await screen.findByRole('dialog', { name: /Ахметова Айгерим/ });
    const passes = await within(dialog).findByRole('list', { name: 'Проходы' });
    expect(passes).toHaveTextContent('09:12 · Вход');
    expect(passes).toHaveTextContent('Турникет, главный вход');
    expect(passes).toHaveTextContent('Вручную · Сатпаев Ерлан: Забыла карту');
    expect(within(dialog).getByText('12 мин')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Исправить' }));
    const form = within(dialog).getByRole('form', { name: 'Исправить проход' });
    await userEvent.click(within(form).getByRole('button', { name: 'Выход' }));
    fireEvent.change(within(form).getByLabelText(/^Время/), { target: { value: '18:30' } });
    // Without a reason nothing is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Обязательное поле')).toBeVisible();
    expect(posted).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Причина/ }), 'Ушла позже');
    const before = asked.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          employee_id: 5,
          direction: 'out',
          at: `${FIRST}T18:30:00+05:00`,
          reason: 'Ушла позже',
          replaces_id: null,
        },
      ]),
    );
    expect(await screen.findByText('Проход исправлен')).toBeVisible();
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal of the time under the time field', async () => {
    server.use(
      http.post('/api/pass-events', () =>
        HttpResponse.json(
          { code: 'VALIDATION', message: 'Invalid', errors: { at: 'validation.pass_future' } },
          { status: 400 },
        ),
      ),
    );
    await openTimesheet(landlord);
    await userEvent.click(await lateCell());
    const dialog = await screen.findByRole('dialog', { name: /Ахметова Айгерим/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Исправить' }));
    const form = within(dialog).getByRole('form', { name: 'Исправить проход' });
    // Replacing the arrival starts from its direction and time.
    await userEvent.click(within(form).getByRole('combobox', { name: 'Заменяет проход' }));
    await userEvent.click(await screen.findByRole('option', { name: /^09:12 · Вход/ }));
    expect(within(form).getByLabelText(/^Время/)).toHaveValue('09:12');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Причина/ }), 'Сбой турникета');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Время прохода не может быть в будущем')).toBeVisible();
  });

  it('lets one who reads only its own row open a day, without correcting it or downloading', async () => {
    await openTimesheet(employeeWith({ time: 'executor' }));
    await userEvent.click(await lateCell());
    const dialog = await screen.findByRole('dialog', { name: /Ахметова Айгерим/ });
    await within(dialog).findByRole('list', { name: 'Проходы' });
    expect(within(dialog).queryByRole('button', { name: 'Исправить' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Отметить день' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выгрузить в Excel' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Отдел' })).toBeNull();
  });

  it('offers the Excel download to export access only', async () => {
    await openTimesheet(employeeWith({ time: 'intermediate' }));
    await lateCell();
    expect(screen.getByRole('button', { name: 'Выгрузить в Excel' })).toBeVisible();
    await userEvent.click(await lateCell());
    const dialog = await screen.findByRole('dialog', { name: /Ахметова Айгерим/ });
    await within(dialog).findByRole('list', { name: 'Проходы' });
    expect(within(dialog).queryByRole('button', { name: 'Исправить' })).toBeNull();
  });

  it('downloads the month it shows', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/api/download/excel/timesheet', async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="timesheet.xlsx"',
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:sheet', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openTimesheet(landlord);
    await lateCell();
    await userEvent.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    await waitFor(() => expect(saved).toEqual(['timesheet.xlsx']));
    expect(posted).toEqual([{ month: MONTH, object_id: null }]);
  });

  it('sends home, without asking, one without a level in time or an organization of its own', async () => {
    const asked = await openTimesheet(employeeWith({ time: 'none' }));
    expect(await screen.findByText('home page')).toBeVisible();
    cleanup();
    session.reset();
    const askedBySuperadmin = await openTimesheet(demoSuperadmin as unknown as CurrentUser);
    expect(await screen.findByText('home page')).toBeVisible();
    expect([...asked, ...askedBySuperadmin]).toEqual([]);
  });

  it('says so when nobody is on the timesheet', async () => {
    await openTimesheet(landlord, { ...SHEET, rows: [] });
    expect(await screen.findByText('В табеле пока никого нет')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the employees on a phone, each opening to its days', async () => {
    onPhone();
    await openTimesheet(landlord);
    await userEvent.click(await screen.findByRole('button', { name: /Ахметова Айгерим/ }));
    const days = await screen.findByRole('list', { name: 'Дни: Ахметова Айгерим' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(days).getByText('Явка · 09:12–18:05 · 8:53 · опоздание 0:12')).toBeVisible();
    expect(within(days).getByText('Неявка без причины')).toBeVisible();
  });
});
