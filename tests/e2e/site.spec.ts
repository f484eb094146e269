import { expect, test } from '@playwright/test';
import { openAs } from './helpers';

test('the landing opens in Russian with a way into the CRM', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Торговый или бизнес-центр — в одном окне',
  );
  await page.getByRole('link', { name: 'Войти в CRM' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a visitor reads the landing in Kazakh and English and orders a demo', async ({ page }) => {
  const company = `ТРЦ Проверка ${Date.now()}`;
  await page.goto('/');
  await page.getByLabel('Язык').first().selectOption('kk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Сауда немесе бизнес орталығыңыз — бір терезеде',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await page.getByLabel('Тіл').first().selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Run your shopping or business centre from one screen',
  );
  await expect(page).toHaveTitle(/the CRM for shopping and business centres/);

  await page.getByRole('button', { name: 'Book a demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a demo' });
  await dialog.getByLabel('Name or company').fill(company);
  await dialog.getByLabel('Email').fill('director@aray');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill('director@aray.kz');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Demo request sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => localStorage.setItem('selected-language', 'ru'));
  await openAs(page, 'superadmin', '/demo-requests');
  await expect(page.getByText(company)).toBeVisible();
  await expect(page.getByText('director@aray.kz')).toBeVisible();
});

test('the server sends / in the saved language and /ru always in Russian', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Run your shopping/);
  const english = await page.request.get('/');
  expect(await english.text()).toContain('<html lang="en">');
  const russian = await page.request.get('/ru');
  const html = await russian.text();
  expect(html).toContain('<html lang="ru">');
  expect(html).toContain('<meta property="og:title" content="Arenda CRM — CRM для торговых');
  await page.goto('/ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Торговый или бизнес-центр/);
});

test('the support page keeps what was typed on a refusal and confirms a sent message', async ({
  page,
}) => {
  await page.goto('/support');
  await expect(page.getByText('С понедельника по пятницу, с 9:00 до 18:00')).toBeVisible();
  await page.getByLabel('Сообщение').fill('Не приходит письмо для восстановления пароля');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await expect(page.getByLabel('Сообщение')).toHaveValue(
    'Не приходит письмо для восстановления пароля',
  );
  await page.getByLabel('Имя').fill('Айгерим');
  await page.getByLabel('Телефон').fill('8 701 123 45 67');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Обращение в поддержку отправлено')).toBeVisible();
});

test('the status page shows the API and the database working', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Состояние системы' })).toBeVisible();
  await expect(page.getByRole('row', { name: /API Работает/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /База данных Работает/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Версия приложения 0\.0\.271/ })).toBeVisible();
});

test('the legal pages have their texts', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Условия');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Политика');
  await expect(page.getByText(/О персональных данных и их защите/)).toBeVisible();
});

test('an unknown path shows the 404 page to anyone', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});
