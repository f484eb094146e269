import { expect, type Locator, type Page } from '@playwright/test';
import kk from '../../i18n/kk';
import ru from '../../i18n/ru';
import { canAccess } from '../../src/domain/access';
import { apiPathOf } from '../../src/domain/resources';
import type { CurrentUser } from '../../src/domain/user';
import { RESOURCES, type ResourceEntry } from '../../src/resources/registry';
import { type apiAs, listQuery } from './helpers';

/** The phone-screens spec's screens: which a role reaches, and what shows each one is ready. */

export type Row = { id: number } & Record<string, unknown>;

/** A screen to look at, and what shows that its data is on it. */
export interface Screen {
  path: string;
  /** A list screen's resource: its own request's rows are handed to `ready`. */
  list?: ResourceEntry;
  ready: (page: Page, rows: Promise<Row[]>) => Promise<unknown>;
}

/** The record's name as the app writes it (the registry's representation), in the page or a field. */
const showsRecord = (entry: ResourceEntry, record: Row) => async (page: Page) => {
  const represent = entry.definition.recordRepresentation;
  // A long name is cut at a word with "…"; the page may show it whole: look for what precedes.
  const name = String(typeof represent === 'function' ? represent(record) : record.id)
    .trim()
    .replace(/…$/, '');
  await expect
    .poll(
      () =>
        page.evaluate(
          (text) =>
            (document.querySelector('main')?.innerText ?? '').includes(text) ||
            (document.getElementById('react-admin-title')?.textContent ?? '').includes(text) ||
            [...document.querySelectorAll('input, textarea')].some((f) =>
              (f as HTMLInputElement).value.includes(text),
            ),
          name,
        ),
      { message: `«${name}» on ${page.url()}` },
    )
    .toBe(true);
};

/**
 * A list's rows, once its own request has answered: the first row's name on the page. Only a
 * personal list may be empty (the superadmin's inbox: nobody writes to the platform), and its
 * empty page is laid out instead.
 */
const listReady = (entry: ResourceEntry) => async (page: Page, rows: Promise<Row[]>) => {
  const [first] = await rows;
  if (!first && entry.name === 'notifications') {
    await expect(
      page
        .locator('main')
        .getByText(CATALOGUES.ru.resources.notifications.empty)
        .or(page.locator('main').getByText(CATALOGUES.kk.resources.notifications.empty))
        .first(),
    ).toBeVisible();
    return;
  }
  expect(first, `${entry.name}: a row to lay out`).toBeDefined();
  await showsRecord(entry, first)(page);
};

/** A first element of `locator` in sight: a form's fields, a chooser's choices, a tab's controls. */
const visible = (locator: (page: Page) => Locator) => (page: Page) =>
  expect(locator(page).first()).toBeVisible();

/** The list request a page sends for a resource, answered. */
export const listAnswer = (page: Page, entry: ResourceEntry) =>
  page
    .waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/${apiPathOf(entry.name)}` &&
        r.request().method() === 'GET',
    )
    .then((r) => r.json() as Promise<Row[]>);

/** The links of the open menu (the sidebar drawer or the user menu) that lead to a screen. */
const menuLinks = async (page: Page, opener: Locator, menu: Locator) => {
  await opener.click();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const links = await menu
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return links;
};

type Api = Awaited<ReturnType<typeof apiAs>>;

/**
 * The role's oldest record of a list (the lowest id): one of the demo set, or one this spec
 * made, never whatever another spec made last.
 */
const oldestOf = async (api: Api, name: string) => {
  const [record] = await api<Row[]>(
    `/${apiPathOf(name)}${listQuery()}&${new URLSearchParams({ sort: '["id","ASC"]' })}`,
  );
  return record as Row | undefined;
};

/**
 * Every staff screen `login` reaches: the sidebar's and the user menu's pages, each settings
 * tab, and for each resource of the registry in the menu its show, edit and create pages that
 * the role may open (canAccess on the signed-in user), on the role's oldest record.
 */
export const screensOf = async (page: Page, api: Api) => {
  const user = await api<CurrentUser>('/user');
  const sidebar = page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menu') });
  // The bar's first button opens the menu, its last the user menu (in any language).
  const bar = page.locator('header').getByRole('button');
  const menu = await menuLinks(page, bar.first(), sidebar);
  const userMenu = await menuLinks(page, bar.last(), page.locator('#menu-appbar'));
  expect(menu.length, 'menu items').toBeGreaterThan(2);

  const screens: Screen[] = [];
  for (const path of new Set([...menu, ...userMenu])) {
    const entry = RESOURCES.find((r) => path === `/${r.name}`);
    if (entry) continue; // a list: below, with its records
    const record = RESOURCES.find((r) => path.startsWith(`/${r.name}/`));
    if (record) {
      const id = Number(path.split('/')[2]);
      const row = await api<Row>(`/${apiPathOf(record.name)}/${id}`);
      screens.push({ path, ready: showsRecord(record, row) });
    } else if (path.startsWith('/settings')) {
      screens.push({ path, ready: visible((p) => p.getByRole('tab')) });
    } else {
      screens.push({ path, ready: visible((p) => p.locator('main :is(h1, form)')) });
    }
  }

  for (const entry of RESOURCES.filter((r) => menu.includes(`/${r.name}`))) {
    const { name, definition } = entry;
    screens.push({ path: `/${name}`, list: entry, ready: listReady(entry) });
    const record = await oldestOf(api, name);
    const may = (action: 'show' | 'edit' | 'create') =>
      canAccess(user, { resource: name, action, record: action === 'create' ? undefined : record });
    if (record && definition.show && may('show')) {
      screens.push({ path: `/${name}/${record.id}/show`, ready: showsRecord(entry, record) });
    }
    if (record && definition.edit && may('edit')) {
      screens.push({ path: `/${name}/${record.id}`, ready: showsRecord(entry, record) });
    }
    if (definition.create && may('create')) {
      // A create page is a form, or a chooser whose choices lead to forms.
      screens.push({
        path: `/${name}/create`,
        ready: visible((p) => p.locator(`main :is(form, a[href^="/${name}/create/"])`)),
      });
    }
  }
  return screens;
};

/** The settings tabs of the open settings page, each as a screen of its own. */
export const settingsTabs = async (page: Page): Promise<Screen[]> => {
  const ids = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.id));
  return ids.slice(1).map((id) => ({
    path: `/settings?tab=${id.replace('settings-tab-', '')}`,
    ready: visible((p) =>
      p.getByRole('tabpanel').locator('input, button, a[href], img, svg[role="img"], table'),
    ),
  }));
};

/**
 * The screens one step inside a page: its other tabs (a tabbed form's, a card's history), and
 * on a create page that is a chooser (the request types), its first choice's form.
 */
export const deeperScreens = async (page: Page, path: string) => {
  const tabs = await page
    .locator('main a[role="tab"][href][aria-selected="false"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const choice = page.locator(`main a[href^="${path}/"]:not([role="tab"])`).first();
  const chosen = path.endsWith('/create') && (await choice.count());
  return chosen ? [...tabs, (await choice.getAttribute('href')) ?? ''] : tabs;
};

export const CATALOGUES = { ru, kk };
export type Language = keyof typeof CATALOGUES;

/**
 * A tab shown (its fields, its rows, its history's "no changes yet" or a renter's "no leases
 * yet"), or a chosen form.
 */
export const tabOrForm = (path: string, language: Language) => async (page: Page) => {
  const tab = page.locator(`main a[role="tab"][href="${path}"]`);
  if (await tab.count()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  const content = page
    .locator('main')
    .locator('form input, li, .RaLabeled-root, tbody tr')
    .filter({ visible: true });
  const catalogue = CATALOGUES[language];
  const empty = page
    .getByText(catalogue.app.history.empty)
    .or(page.getByText(catalogue.resources.contracts.empty));
  await expect(content.or(empty).first()).toBeVisible();
};
