import { expect, type Page } from '@playwright/test';
import { REQUEST_KINDS } from '../../src/domain/requestKinds';
import { apiAs, signInHome, test } from './helpers';

/** A plumbing request of the first organization, filed by its owner through the API. */
const fileRequest = async (landlord: Awaited<ReturnType<typeof apiAs>>) => {
  const types = await landlord<{ id: number; code: string }[]>(
    `/type-request/kind/${REQUEST_KINDS.tenant}`,
  );
  const [place] = await landlord<{ room_id: number; object_id: number }[]>('/bids/places');
  return landlord<{ id: number }>('/bids', {
    method: 'POST',
    data: {
      request_type_id: types.find((t) => t.code === 'plumbing')?.id,
      object_id: place.object_id,
      room_id: place.room_id,
      applicant_name: 'Живой Поток',
      phone: '+7 701 777 04 04',
      description: 'Проверка живых событий',
      answers: { problem: 'leak', flooding: true, location: 'Кухня' },
    },
  });
};

/** The app bar's bell: its name is the unread count's (home page cards also link to the inbox). */
const bell = (page: Page) =>
  page.locator('header').getByRole('link', { name: /^Уведомления, непрочитанных/ });

test('the bell is in the bar, and an open request card follows a change made elsewhere', async ({
  page,
  request,
}) => {
  const landlord = await apiAs(request, 'landlord');
  const bid = await fileRequest(landlord);
  await signInHome(page, 'landlord');
  await expect(bell(page)).toHaveAttribute('href', '/notifications');
  await page.goto(`/requests-journal/view/${bid.id}`);
  await expect(page.getByText('Проверка живых событий').first()).toBeVisible();
  await expect(page.getByText('В работе')).toHaveCount(0);
  await landlord(`/bids/${bid.id}/status`, { method: 'PUT', data: { status: 'in_progress' } });
  await expect(page.getByText('В работе').first()).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the bell is in the bar at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await signInHome(page, 'renter');
    await expect(bell(page)).toBeVisible();
    // Kept in the test's output folder of this run, to look at.
    await page.screenshot({ path: testInfo.outputPath(`bell-${width}-ru.png`) });
  });
}
