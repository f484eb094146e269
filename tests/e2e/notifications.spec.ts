import { type APIRequestContext, expect } from '@playwright/test';
import { demoBin } from '../../server/db/seed/demo-data/ids';
import { apiAs, DEMO_PASSWORD, newOrganization, openAs, signIn, test } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A login made by `own`'s answer (a temporary password), given the demo password. */
const settle = async (request: APIRequestContext, login: string, temporary: string) => {
  const self = await apiAs(request, login, temporary);
  const set = { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
  await self('/auth/first-login', { method: 'POST', data: set });
};

/** An organization of its own with a renter login and an employee who may not send. */
const newPeople = async (request: APIRequestContext) => {
  const stamp = Date.now();
  const org = await newOrganization(request);
  const own = await apiAs(request, org.login);
  const renter = await own<{ id: number }>('/renters', {
    method: 'POST',
    data: {
      legal_name: `ТОО «Получатель ${stamp}»`,
      bin_iin: demoBin('2512', '4', stamp % 100_000),
      outlet_name: `Получатель ${stamp}`,
      category: 'food',
      contact_full_name: 'Сейткали Дана',
      phone: '+7 701 000 00 01',
      email: `notify.${stamp}@example.kz`,
    },
  });
  const renterLogin = `notify.renter.${stamp}`;
  const access = await own<{ temporary_password: string }>(`/renters/${renter.id}/access`, {
    method: 'POST',
    data: { login: renterLogin, full_name: 'Сейткали Дана', phone: '+7 701 000 00 01' },
  });
  await settle(request, renterLogin, access.temporary_password);
  const employeeLogin = `notify.staff.${stamp}`;
  const employee = await own<{ temporary_password: string }>('/employee', {
    method: 'POST',
    data: {
      full_name: `Без Рассылки ${stamp}`,
      login: employeeLogin,
    },
  });
  await settle(request, employeeLogin, employee.temporary_password);
  return { landlord: org.login, renter: renterLogin, employee: employeeLogin, stamp };
};

test('a landlord sends a file to renters; the renter sees the count live, reads it, downloads it and marks all read', async ({
  page,
  openPage,
  request,
}) => {
  const people = await newPeople(request);
  const message = `Плановое отключение воды ${people.stamp}`;

  // The renter is already signed in, on another page, when the message goes out.
  const renter = await openPage();
  await signIn(renter, people.renter);
  const bell = (count: number) =>
    renter.getByRole('link', { name: `Уведомления, непрочитанных: ${count}` });
  await expect(bell(0)).toBeVisible();

  await openAs(page, people.landlord, '/employee-notifications/create');
  await page.getByRole('textbox', { name: 'Сообщение' }).fill(message);
  await page.getByRole('radio', { name: 'Арендаторы' }).check();
  await page.locator('input[type=file]').setInputFiles({
    name: 'график.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Уведомление отправлено')).toBeVisible();
  await expect(page.getByText('Прочитали 0 из 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Сейткали Дана' })).toBeVisible();

  // No reload: the stream brings the new count.
  await expect(bell(1)).toBeVisible();
  await bell(1).click();
  await expect(renter).toHaveURL(/\/notifications$/);
  const row = renter.getByRole('row').filter({ hasText: message });
  await expect(row.getByRole('cell').first()).toHaveCSS('font-weight', '700');
  await row.click();
  await expect(renter.getByText(message)).toBeVisible();
  const file = renter.getByRole('link', { name: 'график.pdf' });
  const download = await renter.request.get((await file.getAttribute('href')) ?? '');
  expect(download.ok()).toBe(true);
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  await renter.goto('/notifications');
  await expect(row.getByRole('cell').first()).toHaveCSS('font-weight', '400');
  await renter.getByRole('button', { name: 'Отметить все как прочитанные' }).click();
  await expect(renter.getByText('Все уведомления прочитаны')).toBeVisible();
  await expect(bell(0)).toBeVisible();

  await page.reload();
  await expect(page.getByText('Прочитали 1 из 1')).toBeVisible();
});

test('an employee without notification access sees no create button and is refused by the API', async ({
  page,
  request,
}) => {
  const people = await newPeople(request);
  await openAs(page, people.employee, '/employee-notifications');
  await expect(page.getByText(/нет доступа/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Создать|Новое уведомление/ })).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByText('Уведомлений пока нет')).toBeVisible();
  await expect(page.getByRole('link', { name: /Создать|Новое уведомление/ })).toHaveCount(0);

  const signedIn = await request.post('/api/auth/login', {
    data: { login: people.employee, password: DEMO_PASSWORD, remember: false },
  });
  const { token } = await signedIn.json();
  const refused = await request.post('/api/employee-notifications', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { message: 'Нельзя', audience: 'all' },
  });
  expect(refused.status()).toBe(403);
});
