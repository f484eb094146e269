import { expect, test } from '@playwright/test';
import { apiAs, listQuery, menu, openAs, signInHome } from './helpers';

test('the superadmin keeps the social networks the public site shows', async ({
  page,
  request,
}) => {
  // The list is the platform's one: the spec empties it itself rather than trust other specs.
  const superadmin = await apiAs(request, 'superadmin');
  for (const { id } of await superadmin<{ id: number }[]>(`/social-network${listQuery({}, 100)}`)) {
    await superadmin(`/social-network/${id}`, { method: 'DELETE' });
  }
  await signInHome(page, 'superadmin');
  await menu(page).getByRole('menuitem', { name: 'Социальные сети' }).click();
  // None yet: the empty page says so and offers the first one.
  await expect(page.getByText('Пока нет социальных сетей')).toBeVisible();
  await expect(page).toHaveTitle('Социальные сети · Arenda CRM');
  await page.getByRole('link', { name: 'Новая социальная сеть' }).click();
  await expect(page).toHaveTitle('Новая социальная сеть · Социальные сети · Arenda CRM');
  await page.getByLabel('Название (русский)').fill('Телеграм');
  await page.getByLabel('Название (казахский)').fill('Телеграм');
  await page.getByLabel('Название (английский)').fill('Telegram');
  await page.getByLabel('Ссылка').fill('telegram');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите ссылку, начинающуюся с https:// или http://')).toBeVisible();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await page.getByLabel('Ссылка').fill('https://t.me/arendacrm');
  await page.getByLabel('Значок').click();
  await page.getByRole('option', { name: 'Telegram' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('cell', { name: 'Телеграм' })).toBeVisible();
  const shown = await (await request.get('/api/public/social-networks')).json();
  expect(shown).toContainEqual(
    expect.objectContaining({ url: 'https://t.me/arendacrm', icon: 'telegram' }),
  );
});

test('object types are listed with their names in the interface language', async ({ page }) => {
  await openAs(page, 'superadmin', '/type-object');
  await expect(page.getByRole('cell', { name: 'Бизнес-центр' })).toBeVisible();
  await page.getByRole('cell', { name: 'Бизнес-центр' }).click();
  await expect(page.getByLabel('Название (английский)')).toHaveValue('Business centre');
});

test('a landlord reads object types but has no menu to change them', async ({ page }) => {
  await signInHome(page, 'landlord');
  await expect(menu(page).getByRole('menuitem', { name: 'Объекты' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Типы объектов' })).toHaveCount(0);
  await page.goto('/type-object/create');
  await expect(page).toHaveURL(/\/home\/index$/);
});
