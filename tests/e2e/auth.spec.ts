import { expect, test } from '@playwright/test';
import en from '../../i18n/en';
import kk from '../../i18n/kk';
import { menu, openAs, signInHome, submitLogin } from './helpers';

test('a guest opening a staff page is sent to the login page', async ({ page }) => {
  await page.goto('/home/index');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
});

test('the login page explains each mistake in Russian', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Обязательное поле')).toHaveCount(2);
  await submitLogin(page, 'no-such-user');
  await expect(page.getByText('Пользователь не найден')).toBeVisible();
  await submitLogin(page, 'landlord', 'wrong-password');
  await expect(page.getByText('Неверный пароль')).toBeVisible();
});

const MENUS: [string, string[], string[]][] = [
  ['superadmin', ['Главная', 'Арендодатели', 'Профиль'], []],
  ['landlord', ['Главная', 'Профиль'], ['Арендодатели']],
  ['employee', ['Главная', 'Профиль'], ['Арендодатели']],
  ['renter', ['Главная', 'Профиль'], ['Арендодатели']],
  ['landlord2', ['Главная', 'Профиль'], ['Арендодатели']],
];

for (const [login, visible, hidden] of MENUS) {
  test(`${login} sees the menu of the role`, async ({ page }) => {
    await signInHome(page, login);
    for (const item of visible) {
      await expect(menu(page).getByRole('menuitem', { name: item })).toBeVisible();
    }
    for (const item of hidden) {
      await expect(menu(page).getByRole('menuitem', { name: item })).toHaveCount(0);
    }
  });
}

test('each organization sees its own name', async ({ page }) => {
  await signInHome(page, 'landlord2');
  await expect(page.getByText('Организация: БЦ Есиль')).toBeVisible();
});

test('a renter opening the landlords list is sent home', async ({ page }) => {
  await openAs(page, 'renter', '/landlords');
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
});

test('signing out and in as another user shows the new user, nothing of the old one', async ({
  page,
}) => {
  await signInHome(page, 'superadmin');
  await expect(menu(page).getByRole('menuitem', { name: 'Арендодатели' })).toBeVisible();
  await page.getByRole('button', { name: 'Профиль' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInHome(page, 'landlord');
  await expect(page.getByText('Добро пожаловать, Ахметов Серик Болатович!')).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Арендодатели' })).toHaveCount(0);
  await page.goto('/landlords');
  await expect(page).toHaveURL(/\/home\/index$/);
});

test('the language switch turns the UI Kazakh and English and survives a reload', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'Қазақша' }).click();
  await expect(page.getByRole('heading', { name: kk.app.auth.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: kk.app.auth.title })).toBeVisible();
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: en.app.auth.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: en.app.auth.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the login page comes without the staff app, which it fetches once the user types', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  expect(scripts.filter((path) => /\/(StaffApp|HomePage)-/.test(path))).toEqual([]);
  await page.getByLabel('Логин').fill('landlord');
  await expect
    .poll(() => scripts.filter((path) => /\/(StaffApp|HomePage)-/.test(path)).length)
    .toBe(2);
  await page.getByLabel('Пароль', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
});
