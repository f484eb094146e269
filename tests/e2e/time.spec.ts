import { type APIRequestContext, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import raKk from '../../i18n/ra-kk';
import ru from '../../i18n/ru';
import { timeKk } from '../../i18n/time/kk';
import { timeRu } from '../../i18n/time/ru';
import type { CalendarSettings } from '../../src/domain/requests';
import { DEFAULT_LEGEND } from '../../src/domain/time';
import { translate } from '../../src/i18n/translate';
import { type Api, apiAs, kazakhstanDay, newOrganization, openAs, speak, test } from './helpers';

/**
 * Time tracking end to end: in Russian on a desktop, a turnstile reports a late arrival, the grid
 * shows the day as worked and late, the owner replaces the arrival with a reason, the day is no
 * longer late and shows as corrected, and the Excel timesheet has the day's code; in Kazakh on a
 * phone, the list shows a late employee and an absent one, the absence is marked as sick leave
 * and the late arrival corrected, each with its reason, and their lines change.
 */

const legend = DEFAULT_LEGEND;
/** A text of the time module's catalogue with its placeholders filled in. */
const ruText = (key: string, vars?: Record<string, string | number>) =>
  translate(timeRu, 'ru', key, vars);
const kkText = (key: string, vars?: Record<string, string | number>) =>
  translate(timeKk, 'kk', key, vars);

/** `2026-11-23` as the interface writes a date (`23.11.2026`) and a day of a month (`23.11`). */
const dotted = (day: string) => day.split('-').reverse().join('.');
const dayMonth = (day: string) => dotted(day).slice(0, 5);

const isoWeekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() || 7) as 1;
const isWorking = (calendar: CalendarSettings, day: string) =>
  calendar.week[isoWeekday(day)].length > 0 && !calendar.holidays.some((h) => h.date === day);

/** A turnstile of the organization, registered by its owner: its key is shown this once. */
const newDevice = (owner: Api, name: string) =>
  owner<{ id: number; key: string }>('/devices', {
    method: 'POST',
    data: { name, object_id: null, direction: 'both' },
  });

/** An employee without a login, with a pass card and a working day. */
const newEmployee = (
  owner: Api,
  person: { full_name: string; position: string; pass_card: string; hours: [string, string] },
) =>
  owner<{ id: number }>('/employee', {
    method: 'POST',
    data: {
      full_name: person.full_name,
      department: 'security',
      position: person.position,
      pass_card: person.pass_card,
      work_start: person.hours[0],
      work_end: person.hours[1],
      login: '',
    },
  });

/** The device sends its passes, signed with its own key: every one is stored. */
const sendPasses = async (
  request: APIRequestContext,
  key: string,
  events: { card: string; direction: 'in' | 'out'; at: string }[],
) => {
  const answer = await request.post('/api/devices/events', {
    headers: { authorization: `Bearer ${key}` },
    data: { events },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(await answer.json()).toEqual({
    stored: events.length,
    duplicates: 0,
    unknown: 0,
    refused: [],
  });
};

/** `HH:MM` of `day` on Almaty's clock, as a device writes it. */
const at = (day: string, clock: string) => `${day}T${clock}:00+05:00`;

/** Steps the month back while the page shows a later month than `day`'s. */
const showMonthOf = async (page: Page, day: string, previous: string) => {
  if (day.slice(0, 7) !== kazakhstanDay().slice(0, 7)) {
    await page.getByRole('button', { name: previous }).click();
  }
};

test('a late arrival shows on the grid, is corrected with a reason and the Excel timesheet has the day', async ({
  request,
  openPage,
}) => {
  const stamp = Date.now();
  const org = await newOrganization(request);
  const owner = await apiAs(request, org.login);
  // The latest working day before today: a new organization works Monday to Friday.
  const calendar = await owner<CalendarSettings>('/settings/calendar');
  let back = -1;
  while (!isWorking(calendar, kazakhstanDay(back))) back -= 1;
  const day = kazakhstanDay(back);

  const name = `Жаксыбекова Айгерим ${stamp}`;
  const card = `04${stamp % 100_000_000}`;
  const device = await newDevice(owner, 'Турникет, главный вход');
  await newEmployee(owner, {
    full_name: name,
    position: 'Администратор зала',
    pass_card: card,
    hours: ['09:00', '18:00'],
  });
  await sendPasses(request, device.key, [
    { card, direction: 'in', at: at(day, '09:25') },
    { card, direction: 'out', at: at(day, '18:05') },
  ]);

  const page = await openPage({ viewport: { width: 1366, height: 900 } });
  await speak(page, owner, 'ru');
  const cellName = `${ruText('grid.cell', { name, date: dotted(day) })}: `;
  const cell = page.getByRole('button', { name: cellName });

  await test.step('the grid shows the day as worked and late', async () => {
    await openAs(page, org.login, '/time');
    await showMonthOf(page, day, timeRu.filters.previous);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(cell).toHaveAccessibleName(
      `${cellName}${[
        timeRu.sheet.states.worked,
        '09:25–18:05',
        '8:40',
        ruText('grid.late', { time: '0:25' }),
      ].join(', ')}`,
    );
    await expect(cell).toHaveText(new RegExp(`^${legend.worked}09:25`));
  });

  const dialog = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
  await test.step('the day opens and its arrival is replaced with a reason', async () => {
    await cell.click();
    const summary = dialog.getByRole('region', { name: timeRu.day.summary });
    await expect(summary).toContainText(
      `${timeRu.day.late}${ruText('day.minutes', { count: 25 })}`,
    );
    await dialog.getByRole('button', { name: timeRu.correction.open }).click();
    const form = dialog.getByRole('form', { name: timeRu.correction.title });
    await form.getByRole('combobox', { name: timeRu.correction.replaces }).click();
    await page
      .getByRole('option', { name: `09:25 · ${timeRu.day.directions.in} · Турникет, главный вход` })
      .click();
    await expect(form.getByLabel(timeRu.correction.time)).toHaveValue('09:25');
    await form.getByLabel(timeRu.correction.time).fill('08:58');
    await form
      .getByLabel(timeRu.correction.reason)
      .fill('Турникет не считал карту, подтверждено охраной');
    await form.getByRole('button', { name: timeRu.correction.save }).click();
    await expect(page.getByText(timeRu.correction.saved, { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
  });

  await test.step('the day and the grid show it corrected and no longer late', async () => {
    const summary = dialog.getByRole('region', { name: timeRu.day.summary });
    await expect(summary.getByText(timeRu.grid.corrected_marker)).toBeVisible();
    await expect(summary).not.toContainText(timeRu.day.late);
    const passes = dialog.getByRole('list', { name: timeRu.day.passes });
    await expect(passes.getByRole('listitem')).toHaveText([
      `08:58 · ${timeRu.day.directions.in}${timeRu.day.manual} · Тестов Нурлан: Турникет не считал карту, подтверждено охраной`,
      `09:25 · ${timeRu.day.directions.in} (${timeRu.day.replaced})Турникет, главный вход`,
      `18:05 · ${timeRu.day.directions.out}Турникет, главный вход`,
    ]);
    await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(cell).toHaveAccessibleName(
      `${cellName}${[timeRu.sheet.states.worked, '08:58–18:05', '9:07', timeRu.grid.corrected].join(
        ', ',
      )}`,
    );
  });

  await test.step('the Excel timesheet has the day’s code and hours', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: ru.app.export.excel }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`timesheet-${day.slice(0, 7)}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const titles = (sheet.getRow(1).values as unknown[]).map(String);
    const column = titles.indexOf(String(Number(day.slice(8))));
    const nameColumn = titles.indexOf(timeRu.sheet.employee);
    expect(column).toBeGreaterThan(nameColumn);
    let found = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(nameColumn).value === name) found = number;
    });
    expect(found).toBeGreaterThan(1);
    expect(sheet.getRow(found).getCell(column).value).toBe(legend.worked);
    // The hours under the codes.
    expect(sheet.getRow(found + 1).getCell(column).value).toBe('9:07');
  });
});

test('in Kazakh on a phone the list shows an absence and a late day; one is marked, the other corrected', async ({
  request,
  openPage,
}) => {
  const stamp = Date.now();
  const org = await newOrganization(request);
  const owner = await apiAs(request, org.login);
  const today = kazakhstanDay();
  const yesterday = kazakhstanDay(-1);
  // A mall's staff work every day, holidays too: today and yesterday are working days.
  const every = [{ from: '09:00', to: '22:00' }];
  await owner('/settings/calendar', {
    method: 'PUT',
    data: { week: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), every])) },
  });
  const calendar = await owner<CalendarSettings>('/settings/calendar');
  for (const holiday of calendar.holidays.filter((h) => h.date === today || h.date === yesterday)) {
    await owner(`/settings/holidays/${holiday.date}`, { method: 'DELETE' });
  }

  // Days before an employee was registered have no code, so the absence is today's: the guard's
  // shift starts at midnight, and by now a working day without a pass is an absence.
  const absent = `Омаров Бауыржан ${stamp}`;
  const late = `Серікова Дана ${stamp}`;
  const card = `07${stamp % 100_000_000}`;
  await newEmployee(owner, {
    full_name: absent,
    position: 'Түнгі күзетші',
    pass_card: `08${stamp % 100_000_000}`,
    hours: ['00:00', '08:00'],
  });
  await newEmployee(owner, {
    full_name: late,
    position: 'Кассир',
    pass_card: card,
    hours: ['09:00', '18:00'],
  });
  const device = await newDevice(owner, 'Бас кіреберіс');
  await sendPasses(request, device.key, [
    { card, direction: 'in', at: at(yesterday, '09:25') },
    { card, direction: 'out', at: at(yesterday, '18:05') },
  ]);

  const page = await openPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await speak(page, owner, 'kk');
  const employee = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  const daysOf = (name: string) => page.getByRole('list', { name: kkText('grid.days', { name }) });
  const dayLine = (name: string, day: string) =>
    daysOf(name).getByRole('button', {
      name: new RegExp(`^${dayMonth(day).replace('.', '\\.')},`),
    });
  const dialog = (name: string) => page.getByRole('dialog', { name: new RegExp(`^${name}`) });
  const close = raKk.ra.action.close;

  await test.step('the phone list shows both employees', async () => {
    await openAs(page, org.login, '/time');
    await expect(employee(absent)).toBeVisible();
    await expect(employee(late)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(employee(absent)).toContainText(`${timeKk.sheet.totals.absences}: 1`);
  });

  await test.step('the absent one’s day shows its code and is marked as sick leave', async () => {
    await employee(absent).click();
    const line = dayLine(absent, today);
    await expect(line.getByText(legend.absent, { exact: true })).toBeVisible();
    await expect(line).toHaveAccessibleName(new RegExp(timeKk.sheet.states.absent));
    await line.click();
    const day = dialog(absent);
    await day.getByRole('button', { name: timeKk.mark.open }).click();
    const form = day.getByRole('form', { name: timeKk.mark.title });
    await form.getByRole('combobox', { name: timeKk.mark.kind }).click();
    await page.getByRole('option', { name: timeKk.sheet.states.sick }).click();
    await form.getByLabel(timeKk.mark.reason).fill('Еңбекке жарамсыздық парағы № 4471');
    await form.getByRole('button', { name: timeKk.mark.save, exact: true }).click();
    await expect(
      page.getByText(kkText('mark.saved', { smart_count: 1 }), { exact: true }),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await expect(day.getByRole('region', { name: timeKk.day.mark })).toContainText(
      `${timeKk.sheet.states.sick}: Еңбекке жарамсыздық парағы № 4471`,
    );
    await day.getByRole('button', { name: close }).last().click();
    await expect(day).toBeHidden();
    await expect(line.getByText(legend.sick, { exact: true })).toBeVisible();
    await expect(line).toHaveAccessibleName(new RegExp(timeKk.sheet.states.sick));
    await expect(employee(absent)).not.toContainText(timeKk.sheet.totals.absences);
  });

  await test.step('the late one’s day shows the lateness and is corrected with a reason', async () => {
    await showMonthOf(page, yesterday, timeKk.filters.previous);
    await employee(late).click();
    const line = dayLine(late, yesterday);
    await expect(line.getByText(legend.worked, { exact: true })).toBeVisible();
    await expect(line).toHaveAccessibleName(new RegExp(kkText('grid.late', { time: '0:25' })));
    await line.click();
    const day = dialog(late);
    await day.getByRole('button', { name: timeKk.correction.open }).click();
    const form = day.getByRole('form', { name: timeKk.correction.title });
    await form.getByRole('combobox', { name: timeKk.correction.replaces }).click();
    await page
      .getByRole('option', { name: `09:25 · ${timeKk.day.directions.in} · Бас кіреберіс` })
      .click();
    await form.getByLabel(timeKk.correction.time).fill('08:55');
    await form.getByLabel(timeKk.correction.reason).fill('Карта оқылмады, күзет растады');
    await form.getByRole('button', { name: timeKk.correction.save }).click();
    await expect(page.getByText(timeKk.correction.saved, { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    const summary = day.getByRole('region', { name: timeKk.day.summary });
    await expect(summary.getByText(timeKk.grid.corrected_marker)).toBeVisible();
    await expect(summary).not.toContainText(timeKk.day.late);
    await day.getByRole('button', { name: close }).last().click();
    await expect(day).toBeHidden();
    await expect(line).toHaveAccessibleName(new RegExp(timeKk.grid.corrected));
    await expect(line).not.toHaveAccessibleName(new RegExp(kkText('grid.late', { time: '' })));
  });
});
