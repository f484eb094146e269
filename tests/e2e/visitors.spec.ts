import { expect } from '@playwright/test';
import { apiAs, menu, signInHome, test } from './helpers';

test('a visitor scans the QR link and complains; staff turn the message into a request', async ({
  page,
  openPage,
  request,
}) => {
  const { url } = await (await apiAs(request, 'landlord'))<{ url: string }>('/qrcode');

  const visitor = await openPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'Сообщите нам' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Отправить' }).click();
  await expect(visitor.getByText('Обязательное поле').first()).toBeVisible();
  await visitor.getByText('Жалоба', { exact: true }).click();
  await visitor.getByLabel('Где вы').selectOption({ label: 'ТРЦ «Арай»' });
  await visitor.getByLabel('Сообщение').fill('На втором этаже у эскалатора разлит кофе, скользко');
  await visitor.getByLabel('Телефон').fill('8 707 555 11 22');
  await visitor.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    visitor.getByRole('heading', { name: 'Спасибо, сообщение отправлено' }),
  ).toBeVisible();

  await signInHome(page, 'employee');
  await menu(page).getByRole('menuitem', { name: 'Обращения посетителей' }).click();
  await page.getByText(/разлит кофе/).click();
  await expect(page.getByRole('link', { name: '+7 707 555 11 22' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Тип заявки').click();
  await page.getByRole('option', { name: 'Дополнительная уборка' }).click();
  await dialog.getByLabel('Вид уборки').click();
  await page.getByRole('option', { name: 'Влажная уборка' }).click();
  await dialog.getByRole('button', { name: 'Создать заявку' }).click();
  await expect(page.getByRole('heading', { name: /№ \d+ · Дополнительная уборка/ })).toBeVisible();
  await expect(page.getByText('Посетитель (QR)')).toBeVisible();
});
