import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

/** Signs in through the login page and waits for the home page. */
export const signIn = async (page: Page, login: string, password = DEMO_PASSWORD) => {
  await page.goto('/auth');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
};

export const signInHome = async (page: Page, login: string) => {
  await signIn(page, login);
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
};

export const menu = (page: Page) => page.getByRole('menu');
