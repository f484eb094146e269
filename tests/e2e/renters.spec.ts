import { expect, test } from '@playwright/test';
import { apiAs, leaseRooms, listQuery, menu, signIn, signInHome, signOut } from './helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a landlord registers a renter, leases it a room and gives it access; the renter sees its card and room', async ({
  page,
  request,
}) => {
  // A centre and a room of the spec's own: the demo centres' occupancy is asserted elsewhere.
  const stamp = Date.now();
  const landlord = await apiAs(request, 'landlord');
  const [type] = await landlord<{ id: number }[]>(`/type-object${listQuery()}`);
  const centre = `БЦ «Сапар ${stamp}»`;
  const object = await landlord<{ id: number }>('/objects', {
    method: 'POST',
    data: {
      object_type_id: type.id,
      name: centre,
      address: 'г. Алматы, ул. Сапар, 1',
      city: 'almaty',
    },
  });
  const room = await landlord<{ id: number }>('/rooms', {
    method: 'POST',
    data: { object_id: object.id, number: '7', floor: 1, area: 40, purpose: 'office' },
  });

  await signInHome(page, 'landlord');
  await menu(page).getByRole('menuitem', { name: 'Арендаторы' }).click();
  await page.getByRole('link', { name: 'Зарегистрировать арендатора' }).click();
  await expect(page).toHaveURL(/\/renters\/create$/);
  await page.getByRole('textbox', { name: 'Юр. лицо / ИП' }).fill('ТОО «Алтын Сапар»');
  await page.getByRole('textbox', { name: 'БИН/ИИН' }).fill('180540000001');
  await page.getByRole('textbox', { name: 'Торговая точка' }).fill('Altyn Sapar Travel');
  await page.getByLabel('Вид деятельности').click();
  await page.getByRole('option', { name: 'Услуги' }).click();
  await page.getByRole('textbox', { name: 'Контактное лицо' }).fill('Нурланова Айгуль');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('8 777 123 45 67');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Неверный БИН/ИИН: не сходится контрольная цифра')).toBeVisible();
  await page.getByRole('textbox', { name: 'БИН/ИИН' }).fill('180540000776');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // The card writes the phone as people do; the form keeps it as stored.
  await expect(page.getByRole('link', { name: '+7 777 123 45 67' })).toBeVisible();
  // Its room comes with its lease: the card lists the rooms its leases cover today.
  const renterId = Number(/\/renters\/(\d+)\/show$/.exec(page.url())?.[1]);
  await leaseRooms(landlord, {
    renter_id: renterId,
    object_id: object.id,
    room_ids: [room.id],
    number: `С-${stamp}`,
  });
  await page.reload();
  await expect(page.getByText(`${centre} · 7`)).toBeVisible();
  const card = page.url();

  await page.getByRole('button', { name: 'Выдать доступ' }).click();
  const dialog = page.getByRole('dialog');
  // The account's phone starts as the card's contact phone; the renter's requests carry it.
  const phone = dialog.getByRole('textbox', { name: 'Телефон' });
  await expect(phone).toHaveValue('+77771234567');
  await phone.fill('8 777 765 43 21');
  await dialog.getByLabel('Логин').fill('altyn.sapar');
  await dialog.getByRole('button', { name: 'Создать учётную запись' }).click();
  await expect(dialog.getByText('Учётная запись «altyn.sapar» создана')).toBeVisible();
  const box = dialog.getByRole('status', { name: 'Временный пароль' });
  await expect(box).toHaveText(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
  const password = (await box.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Копировать' }).click();
  await expect(dialog.getByRole('button', { name: 'Скопировано' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // The same BIN/IIN again names the renter that has it, with a link to its card.
  await page.goto('/renters/create');
  await page.getByRole('textbox', { name: 'Юр. лицо / ИП' }).fill('ТОО «Алтын Сапар 2»');
  await page.getByRole('textbox', { name: 'БИН/ИИН' }).fill('180540000776');
  await page.getByLabel('Вид деятельности').click();
  await page.getByRole('option', { name: 'Услуги' }).click();
  await page.getByRole('textbox', { name: 'Контактное лицо' }).fill('Нурланова Айгуль');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('8 777 123 45 67');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.getByText('С этим БИН/ИИН уже зарегистрирован арендатор «Altyn Sapar Travel»'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Открыть карточку' }).click();
  await expect(page).toHaveURL(card);

  await signOut(page);
  await signIn(page, 'altyn.sapar', password);
  await expect(page).toHaveURL(/\/auth\/first-login$/);
  await page.getByLabel('Новый пароль').fill('altyn-sapar-2026');
  await page.getByLabel('Повторите пароль').fill('altyn-sapar-2026');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(/Добро пожаловать, Нурланова Айгуль/)).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Моя компания' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Помещения' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+77777654321');
  await menu(page).getByRole('menuitem', { name: 'Моя компания' }).click();
  await expect(page.getByText('ТОО «Алтын Сапар»')).toBeVisible();
  await expect(page.getByText(`${centre} · 7`)).toBeVisible();
  await expect(page.getByText('Недостаточно прав для этого действия')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);
  await page.goto('/renters');
  await expect(page).toHaveURL(/\/home\/index$/);
});
