import { stat } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { menu, signInHome } from './helpers';

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
  await expect(page.getByText(/Логин «e.ospanov», временный пароль: \w{12}\./)).toBeVisible();

  // Deleting lives on the employee's card, not on every row of the list.
  const row = page.getByRole('row', { name: /Оспанов Ерлан Кайратович/ });
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
