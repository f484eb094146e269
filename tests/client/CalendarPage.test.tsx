import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarPage } from '../../src/admin/calendar/CalendarPage';
import type { CalendarDaysOff, CalendarEntry } from '../../src/domain/calendar';
import { session } from '../../src/providers/session';
import { CALENDAR_PATH } from '../../src/routes';
import { calendarEmployee, entry, eventRow, THURSDAY_NOON } from './calendarFixtures';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** The task form's stand-in: shows the record it was opened with. */
const TaskCreateProbe = () => {
  const location = useLocation();
  return <output aria-label="task defaults">{JSON.stringify(location.state)}</output>;
};

const STATS = () => HttpResponse.json({ today: 3, week: 12, month: 41, upcoming: 27 });
/** The organization's week off (Saturday, Sunday) and its holidays the tests meet. */
const DAYS_OFF: CalendarDaysOff = {
  weekdays_off: [6, 7],
  holidays: [
    { date: '2026-01-01', name: 'Новый год' },
    { date: '2026-01-07', name: 'Рождество Христово' },
    { date: '2026-01-20', name: 'День центра' },
  ],
};

/**
 * The calendar page with the calendar API answering `entries` (and `stats`); the requests it got
 * are kept.
 */
const openCalendar = async (entries: CalendarEntry[], language = 'ru', stats = STATS) => {
  const asked: URL[] = [];
  const askedDaysOff: URL[] = [];
  const sent: { method: string; url: URL; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    sent.push({
      method: request.method,
      url: new URL(request.url),
      body: request.method === 'DELETE' ? null : await request.json(),
    });
    return HttpResponse.json(eventRow({}));
  };
  server.use(
    http.get('/api/calendar-events/stats', stats),
    http.get('/api/calendar-events/days-off', ({ request }) => {
      askedDaysOff.push(new URL(request.url));
      return HttpResponse.json(DAYS_OFF);
    }),
    http.get('/api/calendar-events', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ data: entries });
    }),
    http.post('/api/calendar-events', keep),
    http.put('/api/calendar-events/:id', keep),
    http.delete('/api/calendar-events/:id', keep),
  );
  localStorage.setItem('selected-language', language);
  await renderStaff(
    <Routes>
      <Route path={CALENDAR_PATH} element={<CalendarPage />} />
      <Route path="/tasks/create" element={<TaskCreateProbe />} />
    </Routes>,
    calendarEmployee,
    CALENDAR_PATH,
  );
  return { asked, askedDaysOff, sent };
};

const START = /^Начало\s*\*?$/;
const END = /^Окончание\s*\*?$/;
const zone = process.env.TZ;

beforeAll(() => {
  // react-big-calendar's slot selection asks what lies under the pointer; jsdom has no layout.
  document.elementFromPoint ??= () => null;
  // The browser's own zone is far from Almaty's (and keeps daylight saving): nothing may follow it.
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = zone;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(THURSDAY_NOON);
});
afterEach(() => {
  vi.useRealTimers();
  session.reset();
});

describe('the calendar page', () => {
  it('shows the month in Kazakh, Monday first, with the entries at Almaty’s times', async () => {
    const { asked } = await openCalendar(
      [
        entry({
          title: 'Жоспарлау',
          starts_at: '2026-01-15T04:30:00Z',
          ends_at: '2026-01-15T05:30:00Z',
        }),
      ],
      'kk',
    );
    expect(await screen.findByRole('heading', { name: 'қаңтар 2026' })).toBeInTheDocument();
    // The month's table is named in the language, not react-big-calendar's "Month View".
    const month = await screen.findByRole('table', { name: 'Айлық күнтізбе: қаңтар 2026' });
    const headers = month.querySelectorAll('.rbc-month-header .rbc-header');
    expect([...headers].map((h) => h.textContent)).toEqual([
      'дс',
      'сс',
      'ср',
      'бс',
      'жм',
      'сб',
      'жс',
    ]);
    expect(await within(month).findByText('Жоспарлау')).toBeInTheDocument();
    // The month's grid from Monday 29 December to Sunday 1 February, asked in Almaty's time.
    expect(asked[0].searchParams.get('from')).toBe('2025-12-29T00:00+05:00');
    expect(asked[0].searchParams.get('to')).toBe('2026-02-02T00:00+05:00');
    // The chosen day (today) lists it at Almaty's 09:30, whatever the browser's zone.
    const today = screen.getByRole('region', { name: 'бейсенбі, 15 қаңтар' });
    expect(within(today).getByText('09:30–10:30 · Кездесу')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Бүгін' })).toBeInTheDocument();
  });

  it('hatches the organization’s days off and names its holidays in the language, read-only', async () => {
    const { askedDaysOff } = await openCalendar([], 'kk');
    const month = await screen.findByRole('table', { name: 'Айлық күнтізбе: қаңтар 2026' });
    // The official holiday by its Kazakh name; the centre's own by the name it was given.
    expect(within(month).getByText('Православиелік Рождество')).toBeInTheDocument();
    expect(within(month).getByText('День центра')).toBeInTheDocument();
    // Monday 29 December … : the cells of Saturday 17 and Sunday 18, and holiday Wednesday 7,
    // are days off; Thursday 15 is not.
    const cells = [...month.querySelectorAll('.rbc-month-row .rbc-day-bg')];
    const offAt = (index: number) => cells[index].classList.contains('rbc-day-off');
    expect([offAt(19), offAt(20), offAt(9), offAt(17)]).toEqual([true, true, true, false]);
    expect(askedDaysOff[0].searchParams.get('from')).toBe('2025-12-29T00:00+05:00');
    expect(askedDaysOff[0].searchParams.get('to')).toBe('2026-02-02T00:00+05:00');
    const legend = screen.getByRole('list', { name: 'Түстердің белгіленуі' });
    expect(within(legend).getByText('Мереке')).toBeInTheDocument();
    expect(within(legend).getByText('Жұмыс емес күн')).toBeInTheDocument();
    // A holiday opens nothing: it is the organization's, not an entry of the person's.
    await userEvent.setup().click(within(month).getByText('День центра'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists a later week from its Monday with every entry in it, dated «вт, 20 янв.»', async () => {
    const user = userEvent.setup();
    const { asked } = await openCalendar([
      // Moved to Tuesday of next week, 12:00 in Almaty.
      entry({
        title: 'Перенесённая встреча',
        starts_at: '2026-01-20T07:00:00Z',
        ends_at: '2026-01-20T08:00:00Z',
      }),
      entry({
        key: 'event:2:x',
        event_id: 2,
        title: 'Последний день',
        starts_at: '2026-02-18T04:00:00Z',
        ends_at: '2026-02-18T05:00:00Z',
      }),
      entry({
        key: 'event:3:x',
        event_id: 3,
        title: 'После списка',
        starts_at: '2026-02-19T04:00:00Z',
        ends_at: '2026-02-19T05:00:00Z',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Неделя' }));
    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(
      await screen.findByRole('heading', { name: '19 января – 25 января 2026' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Список' }));
    expect(
      await screen.findByRole('heading', { name: '19 января – 18 февраля 2026' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(asked.at(-1)?.searchParams.get('from')).toBe('2026-01-19T00:00+05:00'),
    );
    expect(asked.at(-1)?.searchParams.get('to')).toBe('2026-02-19T00:00+05:00');
    const rows = () =>
      [...document.querySelectorAll('.rbc-agenda-content tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      // The centre's holiday that Tuesday: a day off, named; then the meeting moved to it.
      ['вт, 20 янв.Нерабочий день', 'Весь день', 'День центра'],
      ['12:00–13:00', 'Перенесённая встреча'],
      ['ср, 18 фев.', '09:00–10:00', 'Последний день'],
    ]);
  });

  it('lists the month from its first day, dated in Kazakh by the product’s rules', async () => {
    const user = userEvent.setup();
    await openCalendar([entry({ title: 'Жоспарлау' })], 'kk');
    await screen.findByRole('table', { name: 'Айлық күнтізбе: қаңтар 2026' });
    await user.click(screen.getByRole('button', { name: 'Тізім' }));
    expect(
      await screen.findByRole('heading', { name: '1 қаңтар – 31 қаңтар 2026' }),
    ).toBeInTheDocument();
    const dates = () =>
      [...document.querySelectorAll('.rbc-agenda-date-cell')].map((cell) => cell.textContent);
    await waitFor(() => expect(dates()).toHaveLength(4));
    expect(dates()).toEqual([
      '1 қаң., бсЖұмыс емес күн',
      '7 қаң., срЖұмыс емес күн',
      '15 қаң., бс',
      '20 қаң., ссЖұмыс емес күн',
    ]);
    const agenda = document.querySelector('.rbc-agenda-content') as HTMLElement;
    expect(within(agenda).getByText('Жаңа жыл')).toBeInTheDocument();
    expect(within(agenda).getByText('Жоспарлау')).toBeInTheDocument();
  });

  it('refuses a title of 51 characters next to the field and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = await openCalendar([]);
    await user.click(await screen.findByRole('button', { name: 'Встреча' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое событие' });
    const title = within(dialog).getByRole('textbox', { name: 'Название' });
    await user.type(title, 'а'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Название — не длиннее 50 символов'),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('creates a weekly meeting with Almaty’s times and the chosen weekdays', async () => {
    const user = userEvent.setup();
    const { sent } = await openCalendar([]);
    await user.click(await screen.findByRole('button', { name: 'Встреча' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое событие' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Планёрка');
    // The next full hour of today in Almaty is offered.
    const start = within(dialog).getByLabelText(START);
    expect(start).toHaveValue('2026-01-15T13:00');
    fireEvent.change(start, { target: { value: '2026-01-19T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(END), {
      target: { value: '2026-01-19T11:00' },
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Повтор' }));
    await user.click(await screen.findByRole('option', { name: 'Каждую неделю' }));
    await user.click(within(dialog).getByRole('button', { name: 'среда' }));
    await user.click(within(dialog).getByRole('radio', { name: 'После N раз' }));
    const count = within(dialog).getByRole('spinbutton', { name: 'Сколько раз' });
    await user.clear(count);
    await user.type(count, '8');
    await user.click(within(dialog).getByRole('button', { name: 'за 1 день' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toMatchObject({
      title: 'Планёрка',
      type: 'meeting',
      starts_at: '2026-01-19T10:00+05:00',
      ends_at: '2026-01-19T11:00+05:00',
      all_day: false,
      repeat: 'weekly',
      repeat_weekdays: [1, 3],
      repeat_count: 8,
      reminders: [15, 1440],
    });
    expect(await screen.findByText('Событие создано')).toBeInTheDocument();
  });

  it('asks which occurrences a change of a repeating event touches and sends the scope', async () => {
    const user = userEvent.setup();
    const occurrence = '2026-01-15T05:00:00.000Z';
    server.use(
      http.get('/api/calendar-events/:id', () =>
        HttpResponse.json(
          eventRow({
            id: 5,
            title: 'Обход',
            starts_at: '2026-01-08T05:00:00.000Z',
            ends_at: '2026-01-08T06:00:00.000Z',
            repeat: 'weekly',
            repeat_weekdays: [4],
          }),
        ),
      ),
    );
    const { sent } = await openCalendar([
      entry({
        key: `event:5:${occurrence}`,
        event_id: 5,
        occurrence,
        title: 'Обход',
        repeat: 'weekly',
      }),
    ]);
    const today = await screen.findByRole('region', { name: 'четверг, 15 января' });
    await user.click(await within(today).findByRole('button', { name: /Обход/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Событие' });
    expect(within(dialog).getByLabelText(START)).toHaveValue('2026-01-15T10:00');
    fireEvent.change(within(dialog).getByLabelText(START), {
      target: { value: '2026-01-15T14:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(END), {
      target: { value: '2026-01-15T15:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const scope = await screen.findByRole('dialog', { name: 'Изменить повторяющееся событие' });
    expect(sent).toEqual([]);
    await user.click(within(scope).getByRole('radio', { name: 'Только это событие' }));
    await user.click(within(scope).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url.pathname).toBe('/api/calendar-events/5');
    expect(sent[0].body).toMatchObject({
      scope: 'this',
      occurrence,
      starts_at: '2026-01-15T14:00+05:00',
      ends_at: '2026-01-15T15:00+05:00',
      repeat: 'weekly',
      repeat_weekdays: [4],
    });
  });

  it('moves the whole series by as much as the occurrence moved', async () => {
    const user = userEvent.setup();
    const occurrence = '2026-01-15T05:00:00.000Z';
    server.use(
      http.get('/api/calendar-events/:id', () =>
        HttpResponse.json(
          eventRow({
            id: 5,
            starts_at: '2026-01-08T05:00:00.000Z',
            ends_at: '2026-01-08T06:00:00.000Z',
            repeat: 'daily',
          }),
        ),
      ),
    );
    const { sent } = await openCalendar([
      entry({ key: `event:5:${occurrence}`, event_id: 5, occurrence, repeat: 'daily' }),
    ]);
    const today = await screen.findByRole('region', { name: 'четверг, 15 января' });
    await user.click(await within(today).findByRole('button', { name: /Встреча/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Событие' });
    fireEvent.change(within(dialog).getByLabelText(START), {
      target: { value: '2026-01-15T11:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(END), {
      target: { value: '2026-01-15T12:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const scope = await screen.findByRole('dialog', { name: 'Изменить повторяющееся событие' });
    await user.click(within(scope).getByRole('radio', { name: 'Все события серии' }));
    await user.click(within(scope).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      scope: 'all',
      occurrence: null,
      starts_at: '2026-01-08T11:00+05:00',
      ends_at: '2026-01-08T12:00+05:00',
    });
  });

  it('shows the server’s field error next to its field', async () => {
    const user = userEvent.setup();
    await openCalendar([]);
    server.use(
      http.post('/api/calendar-events', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION',
            message: 'Invalid',
            errors: { reminders: 'validation.too_many_reminders' },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Напоминание' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое событие' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Позвонить');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Не больше 5 напоминаний')).toBeInTheDocument();
  });

  it('links a task’s deadline to its task and a colleague’s event to a read-only view', async () => {
    const user = userEvent.setup();
    await openCalendar([
      entry({
        key: 'task:9',
        source: 'task',
        event_id: null,
        record_id: 9,
        type: null,
        title: 'Заменить лампы',
        starts_at: '2026-01-15T13:00:00Z',
        ends_at: '2026-01-15T13:00:00Z',
        owner: null,
        editable: false,
      }),
      entry({
        key: 'event:3:2026-01-15T09:00:00.000Z',
        event_id: 3,
        title: 'Совещание отдела',
        starts_at: '2026-01-15T09:00:00Z',
        ends_at: '2026-01-15T10:00:00Z',
        shared: true,
        owner: { id: 2, name: 'Ахметов Ерлан' },
        editable: false,
      }),
    ]);
    const today = await screen.findByRole('region', { name: 'четверг, 15 января' });
    expect(await within(today).findByRole('link', { name: /Заменить лампы/ })).toHaveAttribute(
      'href',
      '/tasks/9/show',
    );
    expect(within(today).getByText('18:00 · Срок задачи')).toBeInTheDocument();
    await user.click(within(today).getByRole('button', { name: /Совещание отдела/ }));
    const view = await screen.findByRole('dialog', { name: 'Совещание отдела' });
    expect(within(view).getByText('Автор: Ахметов Ерлан')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('opens the task form with the deadline filled from the quick action', async () => {
    const user = userEvent.setup();
    await openCalendar([]);
    await user.click(await screen.findByRole('button', { name: 'Задача' }));
    const probe = await screen.findByRole('status', { name: 'task defaults' });
    expect(JSON.parse(probe.textContent ?? '')).toEqual({
      record: { deadline: '2026-01-15T13:00+05:00' },
    });
  });

  it('shows the statistics', async () => {
    await openCalendar([]);
    const stats = await screen.findByRole('region', { name: 'Статистика календаря' });
    expect(await within(stats).findByText('41')).toBeInTheDocument();
    expect(within(stats).getByText('Сегодня').nextSibling).toHaveTextContent('3');
    expect(within(stats).getByText('На этой неделе').nextSibling).toHaveTextContent('12');
    expect(within(stats).getByText('Предстоящие').nextSibling).toHaveTextContent('27');
  });

  it('asks for a shorter period when the server refuses too many entries, and dashes the figures', async () => {
    const tooMany = () =>
      HttpResponse.json(
        {
          code: 'CALENDAR_TOO_MANY_ENTRIES',
          message: 'Too many calendar entries in the range',
          errors: { to: 'validation.calendar_too_many_entries' },
        },
        { status: 400 },
      );
    await openCalendar([], 'ru', tooMany);
    server.use(http.get('/api/calendar-events', tooMany));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Неделя' }));
    const stats = await screen.findByRole('region', { name: 'Статистика календаря' });
    expect(await within(stats).findAllByText('—')).toHaveLength(4);
    expect(
      await screen.findByText(
        'В этом периоде больше 2000 событий: выберите период короче (неделю или день)',
      ),
    ).toBeInTheDocument();
    // The day beside the grid would read as empty: it is not shown while the range is refused.
    expect(screen.queryByText('На этот день ничего не запланировано')).not.toBeInTheDocument();
  });
});
