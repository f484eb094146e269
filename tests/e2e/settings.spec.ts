import { expect, test } from '@playwright/test';
import { menu, newOrganization, signInHome } from './helpers';

test('the landlord hides a request type, sets its deadline, edits the working week and holidays, and sees the QR code', async ({
  page,
  request,
}) => {
  // An organization of the spec's own: its settings change the deadlines of every request.
  const organization = await newOrganization(request);
  await signInHome(page, organization.login);
  await menu(page).getByRole('menuitem', { name: 'Настройки' }).click();
  await expect(page.getByRole('tab', { name: 'Типы заявок' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const shown = page.getByRole('switch', { name: 'Показывать арендаторам: Размещение рекламы' });
  await expect(shown).toBeChecked();
  await shown.click();
  await expect(page.getByText('Настройка типа заявки сохранена')).toBeVisible();
  await expect(shown).not.toBeChecked();

  const sla = page.getByRole('spinbutton', { name: 'Срок в рабочих часах: Размещение рекламы' });
  await expect(sla).toHaveAttribute('placeholder', '24');
  await sla.fill('-3');
  await sla.press('Enter');
  await expect(page.getByText('Значение должно быть больше нуля')).toBeVisible();
  await sla.fill('12');
  await sla.press('Enter');
  await expect(page.getByText('Значение должно быть больше нуля')).toBeHidden();

  await page.reload();
  await expect(shown).not.toBeChecked();
  await expect(sla).toHaveValue('12');

  await page.getByRole('tab', { name: 'Рабочее время и праздники' }).click();
  await expect(page).toHaveURL(/[?&]tab=calendar/);
  await expect(
    page.getByText(/Сроки выполнения заявок считаются только в эти рабочие часы/),
  ).toBeVisible();
  const saturday = page.getByRole('group', { name: 'Суббота' });
  await saturday.getByRole('switch', { name: 'Суббота: рабочий день' }).click();
  await saturday.getByLabel('До', { exact: true }).fill('15:00');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Рабочее время сохранено')).toBeVisible();

  const year = new Date().getFullYear();
  await page.getByLabel('Дата').fill(`${year}-11-11`);
  await page.getByLabel('Название').fill('День основания ТРЦ');
  await page.getByRole('button', { name: 'Добавить праздник' }).click();
  await expect(page.getByText('Праздник добавлен')).toBeVisible();
  const holidays = page.getByRole('list', { name: `Праздники ${year} года` });
  await expect(holidays.getByText('День основания ТРЦ')).toBeVisible();
  await expect(holidays.getByText(`11 ноября ${year}`)).toBeVisible();

  await page.reload();
  await expect(holidays.getByText('День основания ТРЦ')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Суббота' }).getByLabel('До', { exact: true }),
  ).toHaveValue('15:00');

  await page.getByRole('tab', { name: 'QR-код для обращений' }).click();
  await expect(page.getByRole('img', { name: `QR-код: ${organization.name}` })).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Ссылка' });
  await expect(link).toHaveValue(/\/v\/[\w-]+$/);
  const organizationLink = await link.inputValue();
  await page.getByLabel('Организация или объект').click();
  await page.getByRole('option', { name: organization.object }).click();
  await expect(page.getByRole('img', { name: `QR-код: ${organization.object}` })).toBeVisible();
  await expect(link).not.toHaveValue(organizationLink);
});
