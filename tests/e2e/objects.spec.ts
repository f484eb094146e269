import { expect, test } from '@playwright/test';
import { menu, signInHome } from './helpers';

test('a landlord adds an object and a room in it, and sees the occupancy', async ({ page }) => {
  await signInHome(page, 'landlord');
  await menu(page).getByRole('menuitem', { name: 'Объекты' }).click();
  await expect(page.getByText('Занято 25 из 30 помещений')).toBeVisible();
  await page.getByRole('link', { name: 'Создать' }).click();
  await page.getByRole('textbox', { name: 'Название', exact: true }).fill('БЦ «Нурлы Тау»');
  await page.getByLabel('Тип объекта').click();
  await page.getByRole('option', { name: 'Бизнес-центр' }).click();
  await page.getByLabel('Город').click();
  await page.getByRole('option', { name: 'Алматы' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await page.getByLabel('Адрес').fill('г. Алматы, пр. Аль-Фараби, 17');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Занято 0 из 0 помещений')).toBeVisible();

  await page.getByRole('link', { name: 'Добавить помещение' }).click();
  await expect(page.getByLabel('Объект')).toContainText('БЦ «Нурлы Тау»');
  await page.getByLabel('Номер').fill('5-01');
  await page.getByLabel('Этаж').fill('5.5');
  await page.getByLabel('Площадь, м²').fill('120.5');
  await page.getByLabel('Назначение').click();
  await page.getByRole('option', { name: 'Офис' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите целое число')).toBeVisible();
  await page.getByLabel('Этаж').fill('5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('cell', { name: '5-01' })).toBeVisible();

  await page.goto('/objects');
  await expect(page.getByText('Занято 0 из 1 помещений, 0 из 120,5 м²')).toBeVisible();
});
