import { expect, test } from '@playwright/test';
import { menu, signInHome } from './helpers';

test('staff find a questionnaire, put it on the waiting list and make a renter of it', async ({
  page,
}) => {
  await signInHome(page, 'employee');
  await menu(page).getByRole('menuitem', { name: 'Лист ожидания' }).click();
  await expect(page.getByText(/Всего: \d+/)).toBeVisible();
  await page.getByPlaceholder('Поиск').fill('Салам Бро');
  const row = page.getByRole('row', { name: /Salam Bro/ });
  await expect(row).toBeVisible();
  await expect(page.getByText('Всего: 1')).toBeVisible();
  await expect(row.getByText('Новая')).toBeVisible();
  await row.click();

  await expect(page.getByText('ТОО «Салам Бро Франчайзинг»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сделать арендатором' })).toBeHidden();
  await page.getByRole('button', { name: 'Взять в обработку' }).click();
  await expect(page.getByText('Статус анкеты: «В обработке»')).toBeVisible();
  await page.getByRole('button', { name: 'В лист ожидания' }).click();
  await expect(page.getByText('В обработке → В листе ожидания')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вернуть в обработку' })).toBeVisible();

  await page.getByRole('button', { name: 'Сделать арендатором' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Юр. лицо / ИП')).toHaveValue('ТОО «Салам Бро Франчайзинг»');
  await expect(dialog.getByLabel('Торговая точка')).toHaveValue('Salam Bro');
  await dialog.getByLabel('Торговая точка').fill('Salam Bro — фуд-корт');
  await dialog.getByRole('button', { name: 'Создать арендатора' }).click();

  await expect(page).toHaveURL(/\/renters\/\d+\/show$/);
  await expect(page.getByText('Арендатор создан из анкеты')).toBeVisible();
  await expect(page.getByText('Salam Bro — фуд-корт', { exact: true })).toBeVisible();
  const renterUrl = page.url();

  await page.goBack();
  await expect(
    page.getByText('Из анкеты создан арендатор: ТОО «Салам Бро Франчайзинг»'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сделать арендатором' })).toBeHidden();
  await page.getByRole('link', { name: 'Открыть карточку' }).click();
  await expect(page).toHaveURL(renterUrl);
});

test('the superadmin marks a demo request as contacted', async ({ page }) => {
  await signInHome(page, 'superadmin');
  await menu(page).getByRole('menuitem', { name: 'Заявки на демо' }).click();
  await page.getByPlaceholder('Поиск').fill('Сейтжанов');
  const row = page.getByRole('row', { name: /Сейтжанов Айдар/ });
  await expect(row.getByText('Новая')).toBeVisible();
  await row.getByRole('button', { name: 'Связались' }).click();
  await expect(page.getByText('Статус: «Связались»')).toBeVisible();
  await expect(row.getByText('Связались', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Связались' })).toBeHidden();
  await expect(row.getByRole('button', { name: 'Закрыть' })).toBeVisible();
});
