import { expect, test } from '@playwright/test';
import { demoBin } from '../../server/db/seed/demo-data/ids';
import { apiAs, leaseRooms, listQuery, menu, openAs, signInHome } from './helpers';

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

test('an occupied room’s form shows it occupied and saves other changes', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const landlord = await apiAs(request, 'landlord');
  const [type] = await landlord<{ id: number }[]>(`/type-object${listQuery()}`);
  const object = await landlord<{ id: number }>('/objects', {
    method: 'POST',
    data: {
      object_type_id: type.id,
      name: `БЦ «Занятой ${stamp}»`,
      address: 'г. Алматы, ул. Занятая, 3',
      city: 'almaty',
    },
  });
  const room = await landlord<{ id: number }>('/rooms', {
    method: 'POST',
    data: { object_id: object.id, number: '12', floor: 1, area: 30, purpose: 'office' },
  });
  const renter = await landlord<{ id: number }>('/renters', {
    method: 'POST',
    data: {
      legal_name: `ТОО «Жилец ${stamp}»`,
      bin_iin: demoBin('2512', '4', stamp % 100_000),
      category: 'office',
      contact_full_name: 'Жильцова Дана',
      phone: '+7 701 000 00 01',
    },
  });
  await leaseRooms(landlord, {
    renter_id: renter.id,
    object_id: object.id,
    room_ids: [room.id],
    number: `Ж-${stamp}`,
  });

  await openAs(page, 'landlord', `/rooms/${room.id}`);
  await expect(page.getByLabel('Статус')).toHaveText('Занято');
  await expect(page.getByText('Сдано по договору аренды.')).toBeVisible();
  await page.getByLabel('Площадь, м²').fill('31.5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`/objects/${object.id}/show$`));
  const row = page.getByRole('row', { name: /12/ });
  await expect(row).toContainText('31,5');
  await expect(row).toContainText('Занято');
});
