import { stat } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { menu, openAs, signIn, signInHome, test } from './helpers';

test('a landlord registers an employee, deletes them on the card and restores them, each through a confirmation', async ({
  page,
}) => {
  await signInHome(page, 'landlord');
  await menu(page).getByRole('menuitem', { name: 'Сотрудники' }).click();
  await expect(page.getByText('Работают: 15, удалены: 0')).toBeVisible();
  await page.getByRole('link', { name: 'Зарегистрировать сотрудника' }).click();
  await expect(page).toHaveURL(/\/employees\/create$/);
  await page.getByRole('textbox', { name: 'ФИО' }).fill('Оспанов Ерлан Кайратович');
  await page.getByRole('textbox', { name: 'ИИН' }).fill('123');
  await page.getByRole('textbox', { name: 'Логин' }).fill('e.ospanov');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Неверный БИН/ИИН: не сходится контрольная цифра')).toBeVisible();
  await page.getByRole('textbox', { name: 'ИИН' }).fill('');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const registered = page.getByRole('dialog', { name: 'Сотрудник зарегистрирован' });
  await expect(registered.getByText('Учётная запись «e.ospanov» создана')).toBeVisible();
  await expect(registered.getByRole('status', { name: 'Временный пароль' })).toHaveText(
    /^[A-HJ-NP-Za-km-z2-9]{12}$/,
  );
  await registered.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  await expect(page.getByRole('region', { name: 'Логин для входа' })).toContainText('e.ospanov');
  await menu(page).getByRole('menuitem', { name: 'Сотрудники' }).click();

  // Deleting lives on the employee's card, not on every row of the list.
  const row = page.getByRole('row', { name: /Оспанов Ерлан Кайратович/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
  await row.click();
  await expect(page.getByRole('textbox', { name: 'ФИО' })).toHaveValue('Оспанов Ерлан Кайратович');
  await page.getByRole('button', { name: 'Удалить' }).click();
  await expect(
    page.getByText('Удалить сотрудника «Оспанов Ерлан Кайратович»?', { exact: false }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('row', { name: /Оспанов/ })).toHaveCount(0);
  await expect(page.getByText('Работают: 15, удалены: 1')).toBeVisible();

  await page.getByLabel('Удалённые').check();
  await page
    .getByRole('row', { name: /Оспанов/ })
    .getByRole('button', { name: 'Восстановить' })
    .click();
  await expect(page.getByText('Восстановить сотрудника «Оспанов Ерлан Кайратович»?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Сотрудник восстановлен')).toBeVisible();
  await page.getByLabel('Удалённые').uncheck();
  await expect(page.getByRole('row', { name: /Оспанов Ерлан Кайратович/ })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await download.path();
  expect((await stat(file)).size).toBeGreaterThan(3000);
});

test('an employee registered without a login gets one later from its card and signs in', async ({
  page,
  openPage,
}) => {
  const stamp = Date.now();
  const name = `Позднов Арман ${stamp}`;
  const login = `late.${stamp}`;
  // The second organization: the first one's employee counts are asserted above.
  await openAs(page, 'landlord2', '/employees/create');
  await page.getByRole('textbox', { name: 'ФИО' }).fill(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сотрудник зарегистрирован')).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  const section = page.getByRole('region', { name: 'Логин для входа' });
  await expect(section).toContainText('Логина для входа пока нет');

  await section.getByRole('button', { name: 'Выдать логин' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Логин' }).fill('landlord');
  await dialog.getByRole('button', { name: 'Выдать логин' }).click();
  await expect(dialog.getByText('Такое значение уже существует')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Логин' }).fill(login);
  await dialog.getByRole('button', { name: 'Выдать логин' }).click();
  const box = dialog.getByRole('status', { name: 'Временный пароль' });
  await expect(box).toHaveText(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
  const password = (await box.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(section).toContainText(login);
  await expect(section.getByRole('button', { name: 'Выдать логин' })).toHaveCount(0);

  const staff = await openPage();
  await signIn(staff, login, password);
  await expect(staff).toHaveURL(/\/auth\/first-login$/);
});
