import { expect } from '@playwright/test';
import { apiAs, listQuery, menu, openAs, signInHome, test } from './helpers';

test('a renter files a plumbing request with a photo; staff complete it; the renter rates it', async ({
  page,
  openPage,
  request,
}) => {
  const { full_name: executor } = await (await apiAs(request, 'employee'))<{ full_name: string }>(
    '/user',
  );
  await signInHome(page, 'renter');
  await menu(page).getByRole('menuitem', { name: 'Журнал заявок' }).click();
  await page.getByRole('link', { name: 'Создать заявку' }).click();
  await page.getByRole('link', { name: /Сантехника и протечки/ }).click();

  // The renter's only room and its own phone are filled in.
  await expect(page.getByRole('combobox', { name: 'Объект' })).toHaveText('ТРЦ «Арай»');
  await expect(page.getByRole('combobox', { name: 'Помещение' })).toHaveValue('ТРЦ «Арай» · 103');
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue(/^\+7\d{10}$/);
  // One save flags a missing common field and the type's required fields together.
  const applicant = page.getByRole('textbox', { name: 'Заявитель' });
  const name = await applicant.inputValue();
  await applicant.fill('');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле')).toHaveCount(3);
  await applicant.fill(name);

  await page.getByLabel('Что случилось').click();
  await page.getByRole('option', { name: 'Протечка' }).click();
  await page.getByRole('textbox', { name: 'Где именно' }).fill('Кухня, под мойкой');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'leak.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
  await expect(page.getByText('leak.png')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const heading = page.getByRole('heading', { name: /№ \d+ · Сантехника и протечки/ });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: 'leak.png' })).toBeVisible();
  await expect(page.getByText('ТРЦ «Арай» · 103')).toBeVisible();
  const number = /№ (\d+)/.exec((await heading.textContent()) ?? '')?.[1];
  const url = page.url();

  const staff = await openPage();
  await openAs(staff, 'employee', url);
  await expect(staff.getByText('ТРЦ «Арай» · 103')).toBeVisible();
  // The card's "Executor" item (its caption's box), not the picker beside the moves.
  const executorItem = staff.locator('span', { hasText: /^Исполнитель$/ }).locator('..');
  await expect(executorItem).toHaveText('Исполнитель—');
  await staff.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(staff.getByText('В работе', { exact: true }).first()).toBeVisible();
  // Taking it made the employee its executor.
  await expect(executorItem).toHaveText(`Исполнитель${executor}`);
  await staff.getByRole('tab', { name: 'История изменений' }).click();
  await expect(staff.getByText(`Назначен исполнитель: ${executor}`)).toBeVisible();
  await staff.getByRole('button', { name: 'Выполнено' }).click();
  await expect(staff.getByText('Выполнена', { exact: true }).first()).toBeVisible();

  // The journal names the room with its centre (desktop columns, phone rows) and the executor.
  await staff.goto(`/requests-journal${listQuery({ q: number }, 25)}`);
  // The row whose number cell is the request's: a time or a phone in another row may hold the
  // same digits, and a request filed meanwhile may join the list.
  const row = staff
    .getByRole('row')
    .filter({ has: staff.getByRole('cell', { name: number, exact: true }) });
  await expect(row).toContainText('ТРЦ «Арай» · 103');
  await expect(row).toContainText(executor);
  const phone = await openPage({ viewport: { width: 390, height: 844 } });
  await openAs(phone, 'employee', `/requests-journal${listQuery({ q: number }, 25)}`);
  const line = phone.getByRole('link', { name: new RegExp(`№ ${number} · `) });
  await expect(line).toContainText('ТРЦ «Арай» · 103');

  await page.reload();
  await page.locator('label', { hasText: '5 звёзд' }).click();
  await page.getByRole('textbox', { name: 'Комментарий к оценке' }).fill('Пришли через 20 минут');
  await page.getByRole('button', { name: 'Оценить' }).click();
  await expect(page.getByText('Спасибо за оценку')).toBeVisible();
  // Given once: the stars stay, read-only, with no button to rate again.
  await expect(page.getByRole('img', { name: '5 звёзд' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оценить' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'История изменений' }).click();
  await expect(page.getByText('Оценка: 5')).toBeVisible();
});

test('a request opens from its row in the journal with its whole card', async ({ page }) => {
  await openAs(page, 'landlord', '/requests-journal');
  // A row with data: react-admin shows empty skeleton rows while a slow list loads.
  const row = page.getByRole('row', { name: /\d/ }).first();
  const numberCell = row.getByRole('cell').nth(2);
  await expect(numberCell).toHaveText(/^\s*\d+\s*$/);
  const number = (await numberCell.textContent())?.trim();
  await row.click();
  await expect(page.getByRole('heading', { name: new RegExp(`№ ${number} · `) })).toBeVisible();
  await expect(page.getByText('Что-то пошло не так')).toBeHidden();
});
