import { expect } from '@playwright/test';
import { menu, signInHome, test } from './helpers';

test('a renter files a plumbing request with a photo; staff complete it; the renter rates it', async ({
  page,
  openPage,
}) => {
  await signInHome(page, 'renter');
  await menu(page).getByRole('menuitem', { name: 'Журнал заявок' }).click();
  await page.getByRole('link', { name: 'Создать заявку' }).click();
  await page.getByRole('link', { name: /Сантехника и протечки/ }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле').first()).toBeVisible();

  await page.getByLabel('Объект').click();
  await page.getByRole('option', { name: 'ТРЦ «Арай»' }).click();
  await page.getByLabel('Помещение').click();
  await page.getByRole('option', { name: '103' }).click();
  await page.getByLabel('Что случилось').click();
  await page.getByRole('option', { name: 'Протечка' }).click();
  await page.getByRole('textbox', { name: 'Где именно' }).fill('Кухня, под мойкой');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'leak.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
  await expect(page.getByText('leak.png')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const heading = page.getByRole('heading', { name: /№ \d+ · Сантехника и протечки/ });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: 'leak.png' })).toBeVisible();
  const url = page.url();

  const staff = await openPage();
  await signInHome(staff, 'employee');
  await staff.goto(url);
  await staff.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(staff.getByText('В работе', { exact: true }).first()).toBeVisible();
  await staff.getByRole('button', { name: 'Выполнено' }).click();
  await expect(staff.getByText('Выполнена', { exact: true }).first()).toBeVisible();

  await page.reload();
  await page.locator('label', { hasText: '5 звёзд' }).click();
  await page.getByRole('textbox', { name: 'Комментарий к оценке' }).fill('Пришли через 20 минут');
  await page.getByRole('button', { name: 'Оценить' }).click();
  await expect(page.getByText('Спасибо за оценку')).toBeVisible();
  await page.getByRole('tab', { name: 'История изменений' }).click();
  await expect(page.getByText('Оценка: 5')).toBeVisible();
});

test('a request opens from its row in the journal with its whole card', async ({ page }) => {
  await signInHome(page, 'landlord');
  await page.goto('/requests-journal');
  // A row with data: react-admin shows empty skeleton rows while a slow list loads.
  const row = page.getByRole('row', { name: /\d/ }).first();
  const numberCell = row.getByRole('cell').nth(2);
  await expect(numberCell).toHaveText(/^\s*\d+\s*$/);
  const number = (await numberCell.textContent())?.trim();
  await row.click();
  await expect(page.getByRole('heading', { name: new RegExp(`№ ${number} · `) })).toBeVisible();
  await expect(page.getByText('Что-то пошло не так')).toBeHidden();
});
