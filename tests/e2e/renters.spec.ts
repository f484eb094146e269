import { expect, test } from '@playwright/test';
import { menu, signIn, signInHome } from './helpers';

test('a landlord registers a renter and gives it access; the renter sees only its card', async ({
  page,
}) => {
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
  await expect(page.getByText('+77771234567')).toBeVisible();

  await page.getByRole('button', { name: 'Выдать доступ' }).click();
  // The account's phone starts as the card's contact phone; the renter's requests carry it.
  const phone = page.getByRole('dialog').getByRole('textbox', { name: 'Телефон' });
  await expect(phone).toHaveValue('+77771234567');
  await phone.fill('8 777 765 43 21');
  await page.getByRole('dialog').getByLabel('Логин').fill('altyn.sapar');
  await page.getByRole('button', { name: 'Создать учётную запись' }).click();
  const notice = page.getByText(/Учётная запись «altyn.sapar» создана/);
  await expect(notice).toBeVisible();
  const password = /Временный пароль: (\w+)\./.exec((await notice.textContent()) ?? '')?.[1];
  expect(password).toHaveLength(12);

  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, 'altyn.sapar', password);
  await expect(page).toHaveURL(/\/auth\/first-login$/);
  await page.getByLabel('Новый пароль').fill('altyn-sapar-2026');
  await page.getByLabel('Повторите пароль').fill('altyn-sapar-2026');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(/Добро пожаловать, Нурланова Айгуль/)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+77777654321');
  await menu(page).getByRole('menuitem', { name: 'Моя компания' }).click();
  await expect(page.getByText('ТОО «Алтын Сапар»')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);
  await page.goto('/renters');
  await expect(page).toHaveURL(/\/home\/index$/);
});
