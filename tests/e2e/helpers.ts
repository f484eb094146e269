import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { demoBin } from '../../server/db/seed/demo-data/ids';
import { STORAGE_KEYS } from '../../src/domain/constants';

export const DEMO_PASSWORD = 'demo12345';

/** Fills the login form and submits it, whatever the answer (a mistake is a test of its own). */
export const submitLogin = async (page: Page, login: string, password = DEMO_PASSWORD) => {
  await page.goto('/auth');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
};

/** Signs in and waits until the login page is left (home, or the first-login password page). */
export const signIn = async (page: Page, login: string, password = DEMO_PASSWORD) => {
  await submitLogin(page, login, password);
  await expect(page).not.toHaveURL(/\/auth$/);
};

/**
 * Signs out through the user menu and waits for the app's own move to the login page, so the
 * next `signIn` does not navigate over a redirect still under way.
 */
export const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Профиль' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Логин')).toBeVisible();
};

/**
 * Opens a list row's card and waits for its address: a list still drawing a search's answer can
 * swallow the click, so the row is clicked again while the card has not opened.
 */
export const openRow = async (page: Page, row: Locator, card: RegExp) => {
  await expect(async () => {
    if (!card.test(page.url())) await row.click({ timeout: 5_000 });
    await expect(page).toHaveURL(card, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
};

/**
 * Opens `path` signed in as `login`, the sign-in made through the API the way the login page
 * stores it (a remembered token and the hint cookie): for a spec whose subject starts past the
 * login page, which its own specs fill in.
 */
export const openAs = async (page: Page, login: string, path: string) => {
  const answer = await page.request.post('/api/auth/login', {
    data: { login, password: DEMO_PASSWORD, remember: true },
  });
  expect(answer.ok(), `login ${login}`).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  // Once per tab: a later sign-out stays signed out.
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(key, value);
    },
    { key: STORAGE_KEYS.token, value: token },
  );
  await page
    .context()
    .addCookies([{ name: STORAGE_KEYS.signedIn, value: '1', url: new URL(answer.url()).origin }]);
  await page.goto(path);
};

export const signInHome = async (page: Page, login: string) => {
  await signIn(page, login);
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
};

export const menu = (page: Page) => page.getByRole('menu');

/** Calls the API as `login`: the records a spec changes, made by the spec. */
export const apiAs = async (
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
) => {
  const signedIn = await request.post('/api/auth/login', {
    data: { login, password, remember: false },
  });
  expect(signedIn.ok(), `login ${login}`).toBe(true);
  const headers = { authorization: `Bearer ${(await signedIn.json()).token}` };
  return async <T>(
    path: string,
    init: { method?: string; data?: unknown; multipart?: Record<string, string> } = {},
  ) => {
    const response = await request.fetch(`/api${path}`, { headers, ...init });
    expect(response.ok(), `${init.method ?? 'GET'} ${path}: ${await response.text()}`).toBe(true);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
};

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** Today in Kazakhstan (UTC+5), `YYYY-MM-DD`, moved by `days`. */
export const kazakhstanDay = (days = 0) =>
  new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An active lease of rooms of one object to a renter, covering today (a month back, a year on),
 * made through the API as staff do it: a draft, then activated. Returns the lease.
 */
export const leaseRooms = async (
  api: Api,
  lease: { renter_id: number; object_id: number; room_ids: number[]; number: string },
) => {
  const draft = await api<{ id: number }>('/contracts', {
    method: 'POST',
    data: {
      ...lease,
      signed_on: kazakhstanDay(-35),
      starts_on: kazakhstanDay(-30),
      ends_on: kazakhstanDay(335),
      rate_per_m2: 9_000,
    },
  });
  return api<{ id: number; number: string }>(`/contracts/${draft.id}/status`, {
    method: 'PUT',
    data: { status: 'active' },
  });
};

/**
 * Someone who works in `language`: the account's own (the app opens in it after sign-in) and the
 * browser's kept choice, as someone who picked it once.
 */
export const speak = async (page: Page, api: Api, language: 'ru' | 'kk') => {
  await api('/user/locale', { method: 'PUT', data: { locale: language } });
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.language,
    value: language,
  });
};

/** A list's query string: the filter, and the first `count` rows. */
export const listQuery = (filter: object = {}, count = 1) =>
  `?${new URLSearchParams({ filter: JSON.stringify(filter), range: `[0,${count - 1}]` })}`;

/**
 * A renter company with a login of its own (the demo password already set), of the first
 * organization or of the one `owner` keeps, for a spec that changes a user: the demo logins stay
 * as other specs expect them.
 */
export const newRenterLogin = async (request: APIRequestContext, owner?: Api) => {
  const stamp = Date.now();
  const landlord = owner ?? (await apiAs(request, 'landlord'));
  const renter = await landlord<{ id: number }>('/renters', {
    method: 'POST',
    data: {
      legal_name: `ТОО «Тест ${stamp}»`,
      bin_iin: demoBin('2511', '4', stamp % 100_000),
      outlet_name: `Test ${stamp}`,
      category: 'food',
      contact_full_name: 'Тестова Алия',
      phone: '+7 701 000 00 00',
      email: `renter.${stamp}@example.kz`,
    },
  });
  const login = `renter.${stamp}`;
  const { temporary_password } = await landlord<{ temporary_password: string }>(
    `/renters/${renter.id}/access`,
    { method: 'POST', data: { login, full_name: 'Тестова Алия', phone: '+7 701 000 00 00' } },
  );
  const self = await apiAs(request, login, temporary_password);
  const set = { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
  await self('/auth/first-login', { method: 'POST', data: set });
  return login;
};

/**
 * An organization of its own with one object (`name`, `object`), whose owner signs in as
 * `login` with the demo password: for a spec that changes an organization's settings.
 */
export const newOrganization = async (request: APIRequestContext) => {
  const stamp = Date.now();
  const superadmin = await apiAs(request, 'superadmin');
  const name = `ТРЦ Тест ${stamp}`;
  const { owner } = await superadmin<{ owner: { login: string; temporary_password: string } }>(
    '/landlords',
    {
      method: 'POST',
      data: {
        name,
        bin: demoBin('2510', '4', stamp % 100_000),
        legal_address: 'г. Алматы, пр. Абая, 1',
        city: 'almaty',
        director_full_name: 'Тестов Нурлан',
        phone: '+7 727 250 00 00',
        email: `office.${stamp}@example.kz`,
        owner_login: `owner.${stamp}`,
        owner_full_name: 'Тестов Нурлан',
      },
    },
  );
  const first = await apiAs(request, owner.login, owner.temporary_password);
  const set = { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
  await first('/auth/first-login', { method: 'POST', data: set });
  const own = await apiAs(request, owner.login);
  const [type] = await own<{ id: number }[]>(`/type-object${listQuery()}`);
  const object = `ТЦ «Тест ${stamp}»`;
  await own('/objects', {
    method: 'POST',
    data: {
      object_type_id: type.id,
      name: object,
      address: 'г. Алматы, ул. Тестовая, 2',
      city: 'almaty',
    },
  });
  return { login: owner.login, name, object };
};

type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * The specs' `test`: adds `openPage`, a page in a browser context of its own (a second person
 * beside `page`), closed when the test ends, passed or failed.
 */
export const test = base.extend<{ openPage: (options?: ContextOptions) => Promise<Page> }>({
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
