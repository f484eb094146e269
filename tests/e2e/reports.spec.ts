import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { menu, newOrganization, signInHome, test } from './helpers';

test('a landlord opens Reports from the menu, downloads this month’s requests sheet and is stopped by an end before the start', async ({
  page,
  request,
}) => {
  const org = await newOrganization(request);
  await signInHome(page, org.login);
  await menu(page).getByRole('menuitem', { name: 'Отчёты' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page).toHaveTitle(/^Отчёты · /);

  const bids = page.getByRole('region', { name: 'Журнал заявок' });
  await expect(bids.getByRole('button', { name: 'Этот месяц' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const downloading = page.waitForEvent('download');
  await bids.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await readFile((await download.path()) as string);
  expect(file.length).toBeGreaterThan(0);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

  const tasks = page.getByRole('region', { name: 'Задачи' });
  const start = await tasks.getByLabel('С').inputValue();
  const [year, month] = start.split('-').map(Number) as [number, number];
  const before =
    month === 1 ? `${year - 1}-12-31` : `${year}-${String(month - 1).padStart(2, '0')}-28`;
  await tasks.getByLabel('По').fill(before);
  await expect(tasks.getByText('Конец периода не может быть раньше начала')).toBeVisible();
  await expect(tasks.getByRole('button', { name: 'Выгрузить в Excel' })).toBeDisabled();
  await expect(bids.getByRole('button', { name: 'Выгрузить в Excel' })).toBeEnabled();
});
