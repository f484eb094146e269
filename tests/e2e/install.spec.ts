import { expect, type Page, test } from '@playwright/test';
import kk from '../../i18n/kk';
import { DEMO_PASSWORD, newRenterLogin } from './helpers';

/**
 * The service worker controls the page and has kept the app for offline use: its page, and
 * every app file this page has run (which the worker keeps on the page's word once active).
 * Polled from here: the check is asynchronous (Cache Storage), and a page function's promise
 * would read as true at once.
 */
const keptForOffline = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          if ((await caches.match('/index.html')) === undefined) return false;
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
            .map((url) => url.pathname);
          const kept = await Promise.all(files.map((file) => caches.match(file)));
          return kept.every((response) => response !== undefined);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);

test('the app opens offline in Kazakh: the last screen and the sign-in page, saying it is offline', async ({
  page,
  context,
  request,
}) => {
  const login = await newRenterLogin(request);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'Қазақша' }).click();
  await page.getByLabel(kk.app.auth.login).fill(login);
  await page.getByLabel(kk.app.auth.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: kk.app.auth.submit }).click();
  await expect(page.getByRole('heading', { name: /^Қош келдіңіз/ })).toBeVisible();
  // Registered for a signed-in user whether or not push is on (this build has no Firebase).
  await keptForOffline(page);
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    ),
  ).toEqual(['/']);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByText(kk.app.connection.offline)).toBeVisible();
  await expect(page.locator('meta[name="offline-copy"]')).toHaveCount(1);
  // Still signed in: the session waits for the server instead of ending.
  await expect(page).not.toHaveURL(/\/auth/);

  // The sign-in page opens offline too: a new tab holds no sign-in (it was not remembered).
  const signInPage = await context.newPage();
  await signInPage.goto('/auth');
  await expect(signInPage.getByRole('heading', { name: kk.app.auth.title })).toBeVisible();
  await expect(signInPage.getByRole('status')).toHaveText(kk.app.connection.offline);
  await expect(signInPage.getByLabel(kk.app.auth.login)).toBeVisible();

  // Back online, the last screen carries on where it was.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Қош келдіңіз/ })).toBeVisible();
  await expect(page.getByText(kk.app.connection.offline)).toHaveCount(0);
});

test('the manifest, its icons and the worker are served to an installing browser', async ({
  request,
}) => {
  const page = await request.get('/auth', { headers: { cookie: 'selected-language=kk' } });
  expect(await page.text()).toContain('<link rel="manifest" href="/manifest.kk.webmanifest" />');
  const worker = await request.get('/firebase-messaging-sw.js?v=test');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(await worker.text()).toContain("addEventListener('fetch'");
  const manifest = await request.get('/manifest.kk.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  const { icons, start_url } = (await manifest.json()) as {
    icons: { src: string }[];
    start_url: string;
  };
  expect(start_url).toBe('/home/index');
  for (const icon of icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
});
