import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCESS_PRESETS } from '../../src/domain/accessGrants';
import { apiAs, DEMO_PASSWORD, signIn } from './helpers';
import { coveredByCreateButton, measurePhoneLayout } from './phoneFit';
import {
  CATALOGUES,
  deeperScreens,
  type Language,
  listAnswer,
  type Screen,
  screensOf,
  settingsTabs,
  tabOrForm,
} from './phoneScreens';

test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;

/** Moves the open app to `path` as its own links do, without loading the page again. */
const pushPath = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Opens a screen inside the running app (each screen's own address is loaded whole by the specs
 * of its module): first an unknown address, whose "not found" page clears the previous screen, so
 * what `ready` finds is the new screen's.
 */
const open = async (page: Page, path: string, language: Language) => {
  await pushPath(page, '/phone-screens/between');
  await expect(
    page.locator('main').getByText(CATALOGUES[language].app.not_found.title),
  ).toBeVisible();
  await pushPath(page, path);
};

/**
 * Opens a screen, waits for its data and checks that it fits the phone and its app bar; the
 * checks are soft, so one run names every screen that does not.
 */
const check = async (page: Page, screen: Screen, language: Language) => {
  const rows = screen.list ? listAnswer(page, screen.list) : Promise.resolve([]);
  await open(page, screen.path, language);
  await screen.ready(page, rows);
  // The bar's title is drawn into it by the screen after its content ("not found" has none).
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  const layout = await measurePhoneLayout(page);
  const where = `${screen.path} («${layout.title.text}»)`;
  expect.soft(layout.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(PHONE_WIDTH);
  expect.soft(layout.overlaps, `${where}: title against the bar`).toEqual([]);
  expect.soft(layout.title.ellipsis, `${where}: title ends in an ellipsis`).toBe(true);
  expect.soft(layout.title.width, `${where}: title width`).toBeGreaterThan(150);
  expect.soft(layout.faintChips, `${where}: chip contrast`).toEqual([]);
  expect.soft(await coveredByCreateButton(page), `${where}: under the "+" button`).toEqual([]);
};

/**
 * Every role in Russian, and a manager of the demo landlord, who sees nearly every screen, in
 * Kazakh's longer words: the language is saved as the user's own, so a user of the spec's own.
 */
const RUNS: [string, Language][] = [
  ['superadmin', 'ru'],
  ['landlord', 'ru'],
  ['employee', 'ru'],
  ['renter', 'ru'],
  ['manager', 'kk'],
];

/** A new manager of the demo landlord whose own language is `language`: their login. */
const managerSpeaking = async (request: APIRequestContext, language: Language) => {
  const landlord = await apiAs(request, 'landlord');
  const created = await landlord<{ login: string; temporary_password: string }>('/employee', {
    method: 'POST',
    data: {
      full_name: 'Әлімова Жанар Серікқызы',
      login: `manager.${language}.${Date.now()}`,
      access: ACCESS_PRESETS.manager,
    },
  });
  const first = await apiAs(request, created.login, created.temporary_password);
  await first('/auth/first-login', {
    method: 'POST',
    data: { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  const own = await apiAs(request, created.login);
  await own('/user/locale', { method: 'PUT', data: { locale: language } });
  // A message of their own, so the inbox has a row to lay out.
  const me = await own<{ id: number }>('/user');
  await landlord('/employee-notifications', {
    method: 'POST',
    multipart: { message: 'Жиналыс жұма күні сағат 10:00-де', 'recipients[0]': String(me.id) },
  });
  return created.login;
};

for (const [who, language] of RUNS) {
  test(`on a phone every screen of the ${who} (${language}) fits and keeps its title clear of the bar`, async ({
    page,
    request,
  }) => {
    // Some forty screens, each waiting for its data: more than one screen's time.
    test.setTimeout(300_000);
    const login = who === 'manager' ? await managerSpeaking(request, language) : who;
    const api = await apiAs(request, login);
    // The one list the demo data leaves empty gets a row of this spec's own, removed at the end.
    const own =
      login === 'superadmin'
        ? await api<{ id: number }>('/social-network', {
            method: 'POST',
            data: {
              name: { ru: 'Инстаграм', kk: 'Инстаграм', en: 'Instagram' },
              url: `https://www.instagram.com/arenda.crm.phone.${Date.now()}/`,
              icon: 'instagram',
              sort_order: 999,
            },
          })
        : null;
    try {
      await signIn(page, login);
      await expect(page.locator('#react-admin-title')).toHaveText(
        CATALOGUES[language].app.menu.dashboard,
      );
      for (const screen of await screensOf(page, api)) {
        await check(page, screen, language);
        if (screen.path === '/settings') {
          for (const tab of await settingsTabs(page)) await check(page, tab, language);
        }
        for (const path of await deeperScreens(page, screen.path)) {
          await check(page, { path, ready: tabOrForm(path, language) }, language);
        }
      }
    } finally {
      if (own) await api(`/social-network/${own.id}`, { method: 'DELETE' });
    }
  });
}
