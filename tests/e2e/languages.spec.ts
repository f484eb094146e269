import { expect, test } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, listQuery, newOrganization } from './helpers';

/** A no-break space: the product groups thousands and sets units apart with it. */
const _ = '\u00a0';

test('a Kazakh user keeps Kazakh, with Kazakh dates and numbers, from sign-in to the profile', async ({
  page,
  request,
}) => {
  const { login, object } = await newOrganization(request);
  const owner = await apiAs(request, login);
  const [centre] = await owner<{ id: number }[]>(`/objects${listQuery({ q: object })}`);
  await owner('/rooms', {
    method: 'POST',
    data: { object_id: centre.id, number: '1-01', floor: 1, area: 1483.75, purpose: 'retail' },
  });

  // The language picked on the sign-in page becomes the user's own.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'Қазақша' }).click();
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Құпиясөз', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Кіру' }).click();
  await expect(page.getByText(/Қош келдіңіз/)).toBeVisible();

  await page.getByRole('menu').getByRole('menuitem', { name: 'Нысандар' }).click();
  await expect(
    page.getByText(`1 үй-жайдың 0 бос емес, 1${_}483,75 м² ішінен 0 м²`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Нысандар · Arenda CRM');

  await page.goto('/settings?tab=calendar');
  const year = new Date().getFullYear();
  const holidays = page.getByRole('list', { name: `${year} жылғы мерекелер` });
  await expect(holidays.getByText('Тәуелсіздік күні')).toBeVisible();
  await expect(holidays.getByText(`${year} ж. 16 желтоқсан`)).toBeVisible();
  await expect(holidays.getByText('День Независимости')).toHaveCount(0);

  // Saving the profile keeps the interface in Kazakh, now and after a reload.
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Интерфейс тілі' })).toHaveText('Қазақша');
  await page.getByRole('button', { name: 'Сақтау' }).click();
  await expect(page.getByText('Профиль сақталды')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Интерфейс тілі' })).toHaveText('Қазақша');
  expect((await owner<{ locale: string }>('/user')).locale).toBe('kk');
});
