import { expect } from '@playwright/test';
import { menu, signInHome, test } from './helpers';

test('a visitor applies through the contractor form; staff see it as new and process it', async ({
  page,
  openPage,
}) => {
  await signInHome(page, 'landlord');
  await menu(page).getByRole('menuitem', { name: 'Подрядчики' }).click();
  const link = page.getByRole('textbox', { name: 'Ссылка на анкету подрядчика' });
  await expect(link).toHaveValue(/\/contractor-form\?token=/);
  const url = await link.inputValue();

  const visitor = await openPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'Анкета подрядчика' })).toBeVisible();
  await visitor.getByLabel('Компания').fill('ТОО «Жарық Электро Сервис»');
  await visitor.getByLabel('БИН/ИИН').fill('110440055212');
  await visitor.getByLabel('Контактное лицо').fill('Ким Алексей');
  await visitor.getByLabel('Телефон').fill('8 777 123 45 67');
  await visitor.getByLabel('Электромонтаж').check();
  await visitor.getByRole('button', { name: 'Отправить' }).click();
  await expect(visitor.getByText('Неверный БИН/ИИН: не сходится контрольная цифра')).toBeVisible();
  await expect(visitor.getByText('Нужно согласие на обработку персональных данных')).toBeVisible();
  await visitor.getByLabel('БИН/ИИН').fill('110440055211');
  await visitor
    .getByLabel('Документы: лицензии, сертификаты, коммерческое предложение')
    .setInputFiles({
      name: 'license.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
  await expect(visitor.getByText(/license\.pdf/)).toBeVisible();
  await visitor.getByRole('checkbox', { name: /Я согласен/ }).check();
  await visitor.getByRole('button', { name: 'Отправить' }).click();
  await expect(visitor.getByRole('heading', { name: 'Анкета отправлена' })).toBeVisible();

  await page.reload();
  const row = page.getByRole('row', { name: /Жарық Электро Сервис/ });
  await expect(row.getByText('Новая')).toBeVisible();
  await row.click();
  await expect(page.getByRole('link', { name: 'license.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Обработать' }).click();
  await page.getByRole('dialog').getByLabel('Комментарий к решению').fill('Пригласить на тендер');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Анкета обработана')).toBeVisible();
  await expect(page.getByText('Пригласить на тендер')).toBeVisible();
  await page.getByRole('tab', { name: 'История изменений' }).click();
  await expect(page.getByText(/Изменено · Ахметов Серик Болатович/)).toBeVisible();
});
