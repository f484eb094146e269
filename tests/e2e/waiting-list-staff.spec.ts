import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoBin } from '../../server/db/seed/demo-data/ids';
import { apiAs, menu, openRow, signInHome } from './helpers';

/** A new questionnaire sent through the first organization's public link, named by `stamp`. */
const sendQuestionnaire = async (request: APIRequestContext, stamp: number) => {
  const link = await (await apiAs(request, 'landlord'))<{ token: string }>(
    '/application-forms/link',
  );
  const response = await request.post(`/api/public/application-form/${link.token}`, {
    multipart: {
      bin_iin: demoBin('2512', '4', stamp % 100_000),
      company_name: `ТОО «Салам Бро ${stamp}»`,
      iik: 'KZ86 125K ZT50 0410 0100',
      brand_name: `Salam Bro ${stamp}`,
      category: 'food',
      segment: 'middle',
      stores_count: '4',
      area_min: '40',
      area_max: '60',
      store_format: 'cafe',
      water_supply: 'true',
      contact_full_name: 'Ержанов Азамат',
      email: 'franchise@salambro.kz',
      phone: '+7 701 555 44 33',
      consent: 'true',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
};

test('staff find a questionnaire, put it on the waiting list and make a renter of it', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  await sendQuestionnaire(request, stamp);
  await signInHome(page, 'employee');
  await menu(page).getByRole('menuitem', { name: 'Лист ожидания' }).click();
  await expect(page.getByText(/Всего: \d+/)).toBeVisible();
  await page.getByPlaceholder('Поиск').fill(`Салам Бро ${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`Salam Bro ${stamp}`) });
  await expect(row).toBeVisible();
  await expect(page.getByText('Всего: 1')).toBeVisible();
  await expect(row.getByText('Новая')).toBeVisible();
  await openRow(page, row, /\/application-forms\/\d+\/show$/);

  await expect(page.getByText(`ТОО «Салам Бро ${stamp}»`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сделать арендатором' })).toBeHidden();
  await page.getByRole('button', { name: 'Взять в обработку' }).click();
  await expect(page.getByText('Статус анкеты: «В обработке»')).toBeVisible();
  await page.getByRole('button', { name: 'В лист ожидания' }).click();
  await expect(page.getByText('В обработке → В листе ожидания')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вернуть в обработку' })).toBeVisible();

  await page.getByRole('button', { name: 'Сделать арендатором' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Юр. лицо / ИП')).toHaveValue(`ТОО «Салам Бро ${stamp}»`);
  await expect(dialog.getByLabel('Торговая точка')).toHaveValue(`Salam Bro ${stamp}`);
  await dialog.getByLabel('Торговая точка').fill('Salam Bro — фуд-корт');
  await dialog.getByRole('button', { name: 'Создать арендатора' }).click();

  await expect(page).toHaveURL(/\/renters\/\d+\/show$/);
  await expect(page.getByText('Арендатор создан из анкеты')).toBeVisible();
  await expect(page.getByText('Salam Bro — фуд-корт', { exact: true })).toBeVisible();
  const renterUrl = page.url();

  await page.goBack();
  await expect(
    page.getByText(`Из анкеты создан арендатор: ТОО «Салам Бро ${stamp}»`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сделать арендатором' })).toBeHidden();
  await page.getByRole('link', { name: 'Открыть карточку' }).click();
  await expect(page).toHaveURL(renterUrl);
});

test('the superadmin marks a demo request as contacted', async ({ page, request }) => {
  const name = `Сейтжанов Айдар ${Date.now()}`;
  const sent = await request.post('/api/public/demo-requests', {
    data: { name, email: 'a.seitzhanov@example.kz' },
  });
  expect(sent.status()).toBe(201);
  await signInHome(page, 'superadmin');
  await menu(page).getByRole('menuitem', { name: 'Заявки на демо' }).click();
  await page.getByPlaceholder('Поиск').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Новая')).toBeVisible();
  await row.getByRole('button', { name: 'Связались' }).click();
  await expect(page.getByText('Статус: «Связались»')).toBeVisible();
  await expect(row.getByText('Связались', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Связались' })).toBeHidden();
  await expect(row.getByRole('button', { name: 'Закрыть' })).toBeVisible();
});
