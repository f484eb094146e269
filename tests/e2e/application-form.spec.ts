import { expect, test } from '@playwright/test';
import { openAs } from './helpers';

test('a visitor sends a centre the questionnaire with a file; staff put it on the waiting list and make a renter of it', async ({
  page,
}) => {
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { level: 1, name: 'Торговые центры' })).toBeVisible();
  await page.getByRole('link', { name: 'Заполнить анкету: ТРЦ «Арай»' }).click();

  await expect(page).toHaveURL(/\/application-form\?token=/);
  await expect(page.getByText('ТРЦ «Арай» · ТРЦ Арай')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Сведения о компании' })).toBeVisible();
  await page.getByLabel('БИН/ИИН').fill('110440055211');
  await page.getByLabel('Наименование компании').fill('ТОО «Кофе Хаус»');
  await page.getByLabel('ИИК').fill('KZ86 125K ZT50 0410 0100');
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByRole('heading', { name: 'Бренд', level: 2 })).toBeVisible();
  await page.getByLabel('Название бренда').fill('Coffee House');
  await page.getByLabel('Категория').selectOption({ label: 'Кафе и рестораны' });
  await page.getByLabel('Сегмент').selectOption({ label: 'Средний' });
  await page.getByLabel('Количество магазинов').fill('35');
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByRole('heading', { name: 'Требования к помещению' })).toBeVisible();
  await page.getByLabel('Площадь от, м²').fill('80');
  await page.getByLabel('Площадь до, м²').fill('1 200,5');
  await page.getByLabel('Формат магазина').selectOption({ label: 'Кафе / ресторан' });
  await page.getByLabel('Водоснабжение').selectOption({ label: 'Да' });
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByRole('heading', { name: 'Контакты и материалы' })).toBeVisible();
  await page.getByLabel('ФИО контактного лица').fill('Ким Виктория');
  await page.getByLabel('Электронная почта').fill('v.kim@coffeehouse.kz');
  await page.getByLabel('Мобильный телефон').fill('8 701 777 04 04');
  await page.getByLabel('Файлы (набор 1)').setInputFiles({
    name: 'presentation.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByText(/presentation\.pdf/)).toBeVisible();
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Отправить' }).click();

  await expect(page.getByRole('heading', { name: 'Анкета отправлена' })).toBeVisible();
  await expect(page.getByText(/Администрация ТРЦ «Арай» рассмотрит вашу анкету/)).toBeVisible();

  await openAs(page, 'landlord', '/application-forms');
  await page.getByPlaceholder('Поиск').fill('Кофе Хаус');
  // The search has applied once the list holds this one questionnaire.
  await expect(page.getByText('Всего: 1')).toBeVisible();
  await page.getByRole('row', { name: /Coffee House/ }).click();
  await expect(page.getByText('ТОО «Кофе Хаус»')).toBeVisible();
  await expect(page.getByText('presentation.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Взять в обработку' }).click();
  await page.getByRole('button', { name: 'В лист ожидания' }).click();
  await expect(page.getByText('В обработке → В листе ожидания')).toBeVisible();
  await page.getByRole('button', { name: 'Сделать арендатором' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Юр. лицо / ИП')).toHaveValue('ТОО «Кофе Хаус»');
  await dialog.getByRole('button', { name: 'Создать арендатора' }).click();
  await expect(page).toHaveURL(/\/renters\/\d+\/show$/);
  await expect(page.getByText('Coffee House', { exact: true })).toBeVisible();
});
