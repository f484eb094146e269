import { expect, test } from '@playwright/test';
import { newRenterLogin, openAs } from './helpers';

test('push without Firebase: the profile keeps the events, /fcm-test says it is off and why', async ({
  page,
  request,
}) => {
  const login = await newRenterLogin(request);
  await openAs(page, login, '/profile');
  const due = page.getByRole('switch', { name: 'Срок задачи подходит к концу' });
  await expect(due).toBeChecked();
  await expect(
    page.getByText('Push-уведомления не настроены в этой сборке приложения.'),
  ).toBeVisible();
  await due.click();
  await expect(page.getByText('Настройки push-уведомлений сохранены')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Срок задачи подходит к концу' }),
  ).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Мне назначена заявка' })).toBeChecked();

  await page.goto('/fcm-test');
  await expect(
    page.getByText(/push-уведомления выключены: не заданы учётные данные Firebase/),
  ).toBeVisible();
  await expect(page.getByText(/не настроено для Firebase/)).toBeVisible();
  await expect(page.getByText(/Как включить/)).toBeVisible();
  await page.getByRole('button', { name: 'Отправить мне пробное уведомление' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Не отправлено' })).toHaveText(
    'Не отправлено: на сервере push-уведомления выключены.',
  );

  const worker = await request.get('/firebase-messaging-sw.js');
  expect(worker.headers()['service-worker-allowed']).toBe('/');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('/fcm-test needs a signed-in user', async ({ page }) => {
  await page.goto('/fcm-test');
  await expect(page).toHaveURL(/\/auth$/);
});
