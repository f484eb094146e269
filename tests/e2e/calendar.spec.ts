import { type APIRequestContext, expect } from '@playwright/test';
import { formatWeekdayDate } from '../../src/i18n/longDate';
import { apiAs, DEMO_PASSWORD, newOrganization, openAs, test } from './helpers';

/** An organization of its own and an employee of it who works in `locale` (Kazakh). */
const newEmployee = async (request: APIRequestContext, locale: 'kk' | 'ru' = 'kk') => {
  const stamp = Date.now();
  const org = await newOrganization(request);
  const own = await apiAs(request, org.login);
  const login = `calendar.staff.${stamp}`;
  const created = await own<{ temporary_password: string }>('/employee', {
    method: 'POST',
    data: { full_name: `Күнтізбе ${stamp}`, login },
  });
  const first = await apiAs(request, login, created.temporary_password);
  const set = { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
  await first('/auth/first-login', { method: 'POST', data: set });
  const self = await apiAs(request, login);
  await self('/user/locale', { method: 'PUT', data: { locale } });
  return { login, self, stamp };
};

/** A moment as Almaty's wall clock reads it, `YYYY-MM-DDTHH:mm` (a `datetime-local` value). */
const almaty = (ms: number) => new Date(ms + 5 * 3_600_000).toISOString().slice(0, 16);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

test('an employee in Kazakh creates a weekly meeting, sees it by month and week, moves one occurrence and is reminded', async ({
  page,
  request,
}) => {
  // Many steps, each waiting on a busy machine: more than one step's time.
  test.setTimeout(3 * MINUTE);
  const { login, self, stamp } = await newEmployee(request);
  const title = `Жоспарлау ${stamp}`;
  // It starts within five minutes, so its reminder, five minutes before, is due already (a
  // reminder up to ten minutes late still goes out: the job catches up).
  const start = Math.ceil((Date.now() + 4 * MINUTE) / MINUTE) * MINUTE;

  await openAs(page, login, '/home/calendar');
  await expect(page.getByRole('heading', { name: 'Күнтізбе', level: 1 })).toBeAttached();
  await page.getByRole('button', { name: 'Кездесу', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Жаңа оқиға' });
  await form.getByRole('textbox', { name: 'Атауы' }).fill(title);
  await form.getByLabel(/^Басталуы/).fill(almaty(start));
  await form.getByLabel(/^Аяқталуы/).fill(almaty(start + 60 * MINUTE));
  await form.getByRole('combobox', { name: 'Қайталау' }).click();
  await page.getByRole('option', { name: 'Апта сайын' }).click();
  await form.getByRole('button', { name: '15 минут бұрын', exact: true }).click();
  await form.getByRole('button', { name: '5 минут бұрын', exact: true }).click();
  await form.getByRole('button', { name: 'Сақтау' }).click();
  await expect(page.getByText('Оқиға құрылды')).toBeVisible();
  await expect(form).toBeHidden();

  // The month shows it (the week starts on Monday: дс), so does the week.
  const month = page.locator('.rbc-month-view');
  await expect(month.locator('.rbc-header').first()).toHaveText(/дс/i);
  await expect(month.getByText(title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Апта', exact: true }).click();
  await expect(page.locator('.rbc-time-view').getByText(title)).toBeVisible();

  // Next week's occurrence alone moves a day later.
  await page.getByRole('button', { name: 'Алға' }).click();
  await page.locator('.rbc-time-view .rbc-event', { hasText: title }).click();
  const edit = page.getByRole('dialog', { name: 'Оқиға' });
  const moved = start + 8 * DAY;
  await edit.getByLabel(/^Басталуы/).fill(almaty(moved));
  await edit.getByLabel(/^Аяқталуы/).fill(almaty(moved + 60 * MINUTE));
  await edit.getByRole('button', { name: 'Сақтау' }).click();
  const scope = page.getByRole('dialog', { name: 'Қайталанатын оқиғаны өзгерту' });
  await scope.getByRole('radio', { name: 'Тек осы оқиға' }).check();
  await scope.getByRole('button', { name: 'Сақтау' }).click();
  await expect(page.getByText('Оқиға сақталды')).toBeVisible();

  const from = new Date(start - DAY).toISOString();
  const to = new Date(start + 21 * DAY).toISOString();
  const { data } = await self<{
    data: { title: string; starts_at: string; detached: boolean }[];
  }>(`/calendar-events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  const mine = data.filter((entry) => entry.title === title);
  expect(mine.map((entry) => [Date.parse(entry.starts_at), entry.detached])).toEqual([
    [start, false],
    [moved, true],
    [start + 14 * DAY, false],
  ]);

  // The reminder comes once, by the scheduler's job (run now, not waited for on the clock;
  // the server's own timer may have sent it already): the bell counts it.
  const superadmin = await apiAs(request, 'superadmin');
  await superadmin('/system/jobs/calendar-reminders/run', { method: 'POST' });
  await superadmin('/system/jobs/calendar-reminders/run', { method: 'POST' });
  expect((await self<{ count: number }>('/user/count-unread')).count).toBe(1);
  // The bar hides while the page scrolls down (the week view scrolls to an afternoon's event):
  // back at the top, as a user would look, it shows the bell.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('link', { name: 'Хабарламалар, оқылмағаны: 1' })).toBeVisible();
});

test('a meeting moved to a later week is in the list view, which starts on that week’s Monday', async ({
  page,
  request,
}) => {
  test.setTimeout(3 * MINUTE);
  const { login, self, stamp } = await newEmployee(request, 'ru');
  const title = `Встреча ${stamp}`;
  // Today 10:00 in Almaty, and the Monday after this week's at noon (wall times as UTC fields).
  const today = Date.parse(`${almaty(Date.now()).slice(0, 10)}T00:00:00Z`);
  const weekday = (new Date(today).getUTCDay() + 6) % 7;
  const nextMonday = today + (7 - weekday) * DAY;
  const wall = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  await self('/calendar-events', {
    method: 'POST',
    data: {
      title,
      type: 'meeting',
      starts_at: `${wall(today + 10 * 60 * MINUTE)}:00+05:00`,
      ends_at: `${wall(today + 11 * 60 * MINUTE)}:00+05:00`,
    },
  });

  await openAs(page, login, '/home/calendar');
  await page.getByRole('button', { name: 'Неделя', exact: true }).click();
  await page.locator('.rbc-time-view .rbc-event', { hasText: title }).click();
  const edit = page.getByRole('dialog', { name: 'Событие' });
  await edit.getByLabel(/^Начало/).fill(wall(nextMonday + 12 * 60 * MINUTE));
  await edit.getByLabel(/^Окончание/).fill(wall(nextMonday + 13 * 60 * MINUTE));
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Событие сохранено')).toBeVisible();

  await page.getByRole('button', { name: 'Вперёд' }).click();
  await expect(page.locator('.rbc-time-view').getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Список', exact: true }).click();
  // The list opens on the Monday of the week looked at, dated by the product's rules.
  const monday = new Date(nextMonday);
  const mondayLabel = formatWeekdayDate(
    new Date(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate()),
    'ru',
  );
  expect(mondayLabel).toMatch(/^пн, \d{1,2} \S+$/);
  const agenda = page.locator('.rbc-agenda-view');
  await expect(agenda.locator('.rbc-agenda-date-cell').first()).toHaveText(
    new RegExp(`^${mondayLabel.replace('.', '\\.')}`),
  );
  const row = agenda.locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row.locator('.rbc-agenda-time-cell')).toHaveText('12:00–13:00');
});
