import { expect, test } from '@playwright/test';

test('the landing opens in Russian with a way into the CRM', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'CRM для торговых и бизнес-центров',
  );
  await page.getByRole('link', { name: 'Войти в CRM' }).click();
  await expect(page).toHaveURL(/\/auth$/);
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
