import { expect, test } from '@playwright/test';
import { newRenterLogin, openAs, signIn, signOut } from './helpers';

test('a user edits the profile and sees field errors first', async ({ page, request }) => {
  await openAs(page, await newRenterLogin(request), '/profile');
  await page.getByLabel('Телефон').fill('12345');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите корректный номер телефона')).toBeVisible();
  await page.getByLabel('Телефон').fill('8 701 555 03 04');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Профиль сохранён')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Телефон')).toHaveValue('+77015550304');
});

test('changing the password checks the current one', async ({ page, request }) => {
  const renter = await newRenterLogin(request);
  await openAs(page, renter, '/reset-password');
  await page.getByLabel('Текущий пароль').fill('not-my-password');
  await page.getByLabel('Новый пароль').fill('renter-2026!');
  await page.getByLabel('Повторите пароль').fill('renter-2026?');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await page.getByLabel('Повторите пароль').fill('renter-2026!');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Текущий пароль указан неверно')).toBeVisible();
  await page.getByLabel('Текущий пароль').fill('demo12345');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пароль изменён')).toBeVisible();
  await signOut(page);
  await signIn(page, renter, 'renter-2026!');
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
});
