import { expect, test } from '@playwright/test';
import { apiAs, listQuery, newOrganization, openAs, signInHome } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone a renter reads the journal as rows that fit the screen and opens one', async ({
  page,
}) => {
  await openAs(page, 'renter', '/requests-journal');
  const first = page.getByRole('link', { name: /^№ \d+ · / }).first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const number = (await first.textContent())?.match(/№ (\d+)/)?.[1];
  await first.click();
  await expect(page.getByRole('heading', { name: new RegExp(`№ ${number} · `) })).toBeVisible();
});

test('on a phone the record page puts its history under the form', async ({ page, request }) => {
  const [renter] = await (await apiAs(request, 'landlord'))<{ id: number }[]>(
    `/renters${listQuery()}`,
  );
  await openAs(page, 'landlord', `/renters/update/${renter.id}`);
  await expect(page.getByLabel('Юр. лицо / ИП')).toHaveValue(/.+/);
  const history = page.getByRole('heading', { name: 'История изменений' });
  await expect(history).toBeVisible();
  const form = await page.locator('form').first().boundingBox();
  const panel = await history.boundingBox();
  expect(panel && form && panel.y).toBeGreaterThan((form?.y ?? 0) + (form?.height ?? 0) - 1);
});

test('on a phone the waiting list and visitor messages fit the screen too', async ({ page }) => {
  await signInHome(page, 'landlord');
  for (const [path, row] of [
    ['/application-forms', /^\S.* · \S/],
    ['/visitor-messages', /Wi-Fi/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: row }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
  await page.getByRole('link', { name: /Wi-Fi/ }).first().click();
  await expect(page).toHaveURL(/\/visitor-messages\/\d+\/show$/);
});

test('on a phone the renters, contractors and employees lists fit the screen', async ({ page }) => {
  await signInHome(page, 'landlord');
  for (const path of ['/renters', '/contractors', '/employees']) {
    await page.goto(path);
    // Each row is one link that reads the record's phone among its lines, as a phone is written.
    await expect(
      page.getByRole('link', { name: /\+7\s\d{3}\s\d{3}\s\d{2}\s\d{2}/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test('on a phone objects and rooms are rows that fit the screen', async ({ page }) => {
  await signInHome(page, 'landlord');
  for (const [path, row] of [
    ['/objects', /ТРЦ «Арай» Алматы · /],
    ['/rooms', /«[^»]+» · \d+/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: row }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test('on a phone the superadmin’s landlords are rows that fit the screen', async ({ page }) => {
  await openAs(page, 'superadmin', '/landlords');
  // Any organization's row: other tests add organizations, which come first.
  await expect(page.getByRole('link', { name: /^(ТРЦ|БЦ) / }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the language and theme switches are in the user menu', async ({
  page,
  request,
}) => {
  // The language is saved as the user's own: a user of the spec's own, not a shared demo login.
  const { login } = await newOrganization(request);
  await signInHome(page, login);
  const bar = page.locator('header');
  await expect(bar.getByRole('button', { name: 'Профиль' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Русский' })).toHaveCount(0);
  const userMenu = page.locator('#menu-appbar');
  await bar.getByRole('button', { name: 'Профиль' }).click();
  await expect(userMenu.getByRole('menuitemradio', { name: 'Русский' })).toBeChecked();
  await userMenu.getByRole('menuitemradio', { name: 'Қазақша' }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('Басты бет');

  await bar.getByRole('button', { name: 'Профиль' }).click();
  await expect(userMenu.getByText('Тіл')).toBeVisible();
  await userMenu.getByRole('menuitem', { name: 'Қараңғы тақырып' }).click();
  await expect(bar).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  await bar.getByRole('button', { name: 'Профиль' }).click();
  await userMenu.getByRole('menuitem', { name: 'Ашық тақырып' }).click();
  await bar.getByRole('button', { name: 'Профиль' }).click();
  await userMenu.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('Home');
});

test('on a phone the journal’s filters open in a drawer and show as removable chips', async ({
  page,
}) => {
  await openAs(page, 'landlord', '/requests-journal');
  const filters = page.getByRole('button', { name: 'Фильтры', exact: true });
  await expect(filters).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveCount(0);
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await drawer.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Выполнена' }).click();
  await drawer.getByRole('button', { name: 'Готово' }).click();
  await expect(drawer).toBeHidden();

  const chip = page.getByRole('button', { name: /^Статус: Выполнена/ });
  await expect(chip).toBeVisible();
  await expect(page.getByRole('button', { name: 'Фильтры (1)' })).toBeVisible();
  const rows = page.getByRole('link', { name: /^№ \d+ · / });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Выполнена');

  await chip.getByRole('img', { name: 'Убрать фильтр «Статус»' }).click();
  await expect(chip).toBeHidden();
  await expect(page.getByRole('link', { name: /Новая/ }).first()).toBeVisible();
});
