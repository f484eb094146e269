import { expect, test } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, newRenterLogin } from './helpers';

test.describe('a Kazakh browser with nothing chosen', () => {
  test.use({ locale: 'kk-KZ' });

  test('gets the landing, /tenants and the sign-in page in Kazakh from the first load', async ({
    page,
  }) => {
    const first = await page.goto('/');
    // The server's first HTML already speaks Kazakh, before any script runs.
    expect(await first?.text()).toContain('<html lang="kk">');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Сауда немесе бизнес орталығыңыз — бір терезеде',
    );
    await expect(page.getByRole('link', { name: 'CRM-ге кіру' })).toBeVisible();

    await page.goto('/tenants');
    await expect(page).toHaveTitle('Сауда орталықтары');

    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Жүйеге кіру' })).toBeVisible();
    await expect(page.getByLabel('Құпиясөз', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  });
});

test('Russian picked on the sign-in page wins over the Kazakh the user saved', async ({
  page,
  request,
}) => {
  const login = await newRenterLogin(request);
  const self = await apiAs(request, login);
  await self('/user/locale', { method: 'PUT', data: { locale: 'kk' } });

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page.getByRole('heading', { name: /^Добро пожаловать/ })).toBeVisible();
  await expect(page.getByText(/Қош келдіңіз/)).toHaveCount(0);
  expect((await self<{ locale: string }>('/user')).locale).toBe('ru');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Добро пожаловать/ })).toBeVisible();
});
