import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, newOrganization, openAs, signIn, test } from './helpers';

/** An organization of its own and an employee of it (a new one executes tasks). */
const newPeople = async (request: APIRequestContext) => {
  const stamp = Date.now();
  const org = await newOrganization(request);
  const own = await apiAs(request, org.login);
  const login = `tasks.staff.${stamp}`;
  const name = `Исполнитель ${stamp}`;
  const created = await own<{ temporary_password: string }>('/employee', {
    method: 'POST',
    data: { full_name: name, login },
  });
  const self = await apiAs(request, login, created.temporary_password);
  const set = { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
  await self('/auth/first-login', { method: 'POST', data: set });
  return { landlord: org.login, employee: login, name, stamp };
};

/** A move's button on the task page, then the new status on its chip. */
const move = async (page: Page, button: string, status: string) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('main').getByText(status, { exact: true }).first()).toBeVisible();
};

test('a landlord gives an employee a task; the employee works it through a return for revision; the landlord accepts', async ({
  page,
  openPage,
  request,
}) => {
  const people = await newPeople(request);
  const description = `Заменить лампы в коридоре второго этажа ${people.stamp}`;

  await openAs(page, people.landlord, '/tasks/create');
  await page.getByRole('combobox', { name: 'Исполнитель' }).fill(people.name);
  await page.getByRole('option', { name: people.name }).click();
  await page.getByLabel('Срок').fill('2099-06-15T10:30');
  await page.getByRole('textbox', { name: 'Описание' }).fill(description);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+\/show$/);
  const taskPage = page.url();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/\d+/)?.[0];
  await expect(page.getByText(description)).toBeVisible();

  // The employee is told: the bell, the message, its link to the task.
  const employee = await openPage();
  await signIn(employee, people.employee);
  const bell = employee.getByRole('link', { name: 'Уведомления, непрочитанных: 1' });
  await expect(bell).toBeVisible();
  await bell.click();
  await employee.getByText(`Вам назначена задача №${number}`).click();
  await employee.getByRole('link', { name: 'Открыть задачу' }).click();
  await expect(employee).toHaveURL(new RegExp(`${new URL(taskPage).pathname}$`));
  await expect(employee.getByText(description)).toBeVisible();
  await move(employee, 'Взять в работу', 'В работе');
  await move(employee, 'Выполнено', 'Выполнена');

  // The landlord returns it with the reason and a comment.
  await page.reload();
  await page.getByRole('button', { name: 'Вернуть на доработку' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Приложите фото после замены');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(
    page.getByRole('main').getByText('На доработке', { exact: true }).first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Особенно у лифта');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Особенно у лифта')).toBeVisible();

  await employee.reload();
  await expect(employee.getByText('Особенно у лифта')).toBeVisible();
  // The executor's card says why it came back, and no longer when it was done.
  const returned = employee
    .getByRole('alert')
    .filter({ hasText: 'Задача возвращена на доработку' });
  await expect(returned).toContainText('Приложите фото после замены');
  const doneAt = employee.getByText('Выполнена', { exact: true });
  await expect(doneAt).toHaveCount(0);
  await move(employee, 'Продолжить', 'В работе');
  await expect(returned).toBeVisible();
  await move(employee, 'Выполнено', 'Выполнена');
  await expect(returned).toHaveCount(0);

  await page.reload();
  await move(page, 'Принять', 'Принята');
  await page.getByRole('tab', { name: 'История изменений' }).click();
  await expect(page.getByText('Статус: Выполнена → Принята')).toBeVisible();

  // The KPI screen counts it for the employee: assigned, completed on time, returned once.
  await page.getByRole('menuitem', { name: 'KPI по задачам' }).click();
  const row = page.getByRole('table', { name: 'KPI исполнителей' }).getByRole('row', {
    name: new RegExp(people.name),
  });
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText('1');
  await expect(cells.nth(4)).toHaveText('1');
  await expect(cells.nth(6)).toHaveText('0');
  await expect(cells.nth(7)).toHaveText('1');
});
