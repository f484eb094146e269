import { expect, test } from '@playwright/test';
import { apiAs, listQuery, openAs, signIn, signOut } from './helpers';

test('the superadmin registers a landlord, whose owner must replace the temporary password', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/landlords/create');
  await page.getByLabel('Название организации').fill('ТРЦ Мега Парк');
  await page.getByLabel('БИН').fill('123456789012');
  await page.getByLabel('Город').click();
  await page.getByRole('option', { name: 'Шымкент' }).click();
  await page.getByLabel('Юридический адрес').fill('г. Шымкент, пр. Тауке хана, 12');
  await page.getByLabel('ФИО руководителя').fill('Сейткали Нурлан Маратович');
  await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('8 725 250 00 00');
  await page
    .getByRole('textbox', { name: 'Электронная почта', exact: true })
    .fill('office@megapark.kz');
  await page.getByRole('tab', { name: 'Владелец' }).click();
  await page.getByLabel('Логин владельца').fill('megapark');
  await page.getByLabel('ФИО владельца').fill('Сейткали Нурлан Маратович');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('tab', { name: 'Основное' }).click();
  await expect(page.getByText('Неверный БИН/ИИН: не сходится контрольная цифра')).toBeVisible();

  await page.getByLabel('БИН').fill('070540012013');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Такое значение уже существует')).toBeVisible();

  await page.getByLabel('БИН').fill('100140011059');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const notice = page.getByText(/Учётная запись владельца «megapark» создана/);
  await expect(notice).toBeVisible();
  const password = /Временный пароль: (\w+)\./.exec((await notice.textContent()) ?? '')?.[1];
  expect(password).toHaveLength(12);
  await expect(page.getByText('Создано · Администратор платформы')).toBeVisible();
  await expect(page.getByLabel('ФИО руководителя')).toHaveValue('Сейткали Нурлан Маратович');

  await page.getByLabel('ФИО руководителя').fill('Сейткали Нурлан');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.getByText('ФИО руководителя: Сейткали Нурлан Маратович → Сейткали Нурлан'),
  ).toBeVisible();

  await page.goto('/landlords');
  await page.getByPlaceholder('Поиск').fill('мега');
  await expect(page.getByText('Всего: 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ТРЦ Мега Парк' })).toBeVisible();

  await signOut(page);
  await signIn(page, 'megapark', password);
  await expect(page).toHaveURL(/\/auth\/first-login$/);
  await page.getByLabel('Новый пароль').fill('short');
  await page.getByLabel('Повторите пароль').fill('short');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пароль должен содержать не менее 8 символов')).toBeVisible();
  await page.getByLabel('Новый пароль').fill('megapark-2026');
  await page.getByLabel('Повторите пароль').fill('megapark-2026');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Организация: ТРЦ Мега Парк')).toBeVisible();
});

test('the landlords path of the spec opens the record', async ({ page, request }) => {
  const landlords = await (await apiAs(request, 'superadmin'))<{ id: number; name: string }[]>(
    `/landlords${listQuery({ q: 'Арай' }, 10)}`,
  );
  const aray = landlords.find((l) => l.name === 'ТРЦ Арай');
  await openAs(page, 'superadmin', `/landlords/update/${aray?.id}`);
  await expect(page).toHaveURL(new RegExp(`/landlords/${aray?.id}$`));
  await expect(page.getByLabel('Название организации')).toHaveValue('ТРЦ Арай');
});
