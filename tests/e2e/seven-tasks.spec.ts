import { type BrowserContext, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import kk from '../../i18n/kk';
import raKk from '../../i18n/ra-kk';
import ru from '../../i18n/ru';
import { demoBin } from '../../server/db/seed/demo-data/ids';
import { REQUEST_TYPE_SEED } from '../../server/db/seed/requestTypes';
import { translate } from '../../src/i18n/translate';
import {
  apiAs,
  DEMO_PASSWORD,
  leaseRooms,
  listQuery,
  menu,
  newOrganization,
  openRow,
  test,
} from './helpers';

/** A text of the Kazakh catalogue with its placeholders and plural forms filled in. */
const t = (key: string, vars?: Record<string, string | number>) =>
  translate({ ...raKk, ...kk }, 'kk', key, vars);
const journal = kk.resources['requests-journal'];
const renters = kk.resources.renters;
const forms = kk.resources['application-forms'];
const journalName = t('resources.requests-journal.name', { smart_count: 2 });

/** The extra-cleaning type of the catalogue, with its Kazakh names. */
const cleaning = REQUEST_TYPE_SEED.find((type) => type.code === 'cleaning');
if (!cleaning) throw new Error('The catalogue has no extra-cleaning type');
const cleaningKind = cleaning.fields?.find((field) => field.key === 'cleaning_kind');
const wetCleaning = cleaningKind?.options?.find((option) => option.value === 'wet');

/** Signs in on the open sign-in page and waits until it is left. */
const signIn = async (page: Page, login: string, password: string) => {
  await expect(page.getByRole('heading', { name: kk.app.auth.title })).toBeVisible();
  await page.getByLabel(kk.app.auth.login).fill(login);
  await page.getByLabel(kk.app.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: kk.app.auth.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth$/);
};

/** The first sign-in: the temporary password is replaced, then home greets `name`. */
const replacePassword = async (page: Page, password: string, name: string) => {
  await expect(page).toHaveURL(/\/auth\/first-login$/);
  await expect(page.getByRole('heading', { name: kk.app.auth.first_login_title })).toBeVisible();
  await page.getByLabel(kk.app.auth.new_password).fill(password);
  await page.getByLabel(kk.app.auth.password_confirmation).fill(password);
  await page.getByRole('button', { name: kk.app.action.save }).click();
  await expect(page.getByText(t('app.home.welcome', { name }))).toBeVisible();
};

/** The temporary password a dialog shows once, read from its own box. */
const temporaryPassword = async (dialog: ReturnType<Page['getByRole']>) => {
  const box = dialog.getByRole('status', { name: kk.app.account.password });
  await expect(box).toHaveText(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
  return (await box.textContent()) ?? '';
};

/** The journal's row of the request numbered `number`. */
const bidRow = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });

/** A card's item (its caption and value), found by its caption. */
const cardItem = (page: Page, caption: string) =>
  page.locator('span', { hasText: new RegExp(`^${caption}$`) }).locator('..');

/**
 * The language this browser keeps (`selected-language`, in local storage and its cookie), for
 * the other people's browsers: they open in the language the landlord chose, as someone who
 * already picked it would.
 */
const keptLanguage = async (context: BrowserContext) => {
  const state = await context.storageState();
  const kept = (name: string) => name === 'selected-language';
  return {
    cookies: state.cookies.filter((cookie) => kept(cookie.name)),
    origins: state.origins.map((origin) => ({
      origin: origin.origin,
      localStorage: origin.localStorage.filter((item) => kept(item.name)),
    })),
  };
};

test('seven everyday tasks, one after another, in Kazakh', async ({ page, openPage, request }) => {
  // Five people, each in a browser of their own, through seven tasks: on a busy machine, minutes.
  test.setTimeout(240_000);
  const stamp = Date.now();
  // An organization of the spec's own: its landlord's language changes, and its lists start empty.
  const { login: landlordLogin } = await newOrganization(request);
  const owner = await apiAs(request, landlordLogin);
  const { full_name: landlordName } = await owner<{ full_name: string }>('/user');
  const [type] = await owner<{ id: number }[]>(`/type-object${listQuery()}`);
  const centre = `ТРЦ «Самал ${stamp}»`;
  const object = await owner<{ id: number }>('/objects', {
    method: 'POST',
    data: {
      object_type_id: type.id,
      name: centre,
      address: 'Алматы қ., Самал-2, 100',
      city: 'almaty',
      is_public: true,
    },
  });
  const leased = await owner<{ id: number }>('/rooms', {
    method: 'POST',
    data: { object_id: object.id, number: '12', floor: 1, area: 45, purpose: 'retail' },
  });
  const room = `${centre} · 12`;

  // The landlord picks Kazakh on the sign-in page, once: from here on everything is in Kazakh.
  await page.goto('/auth');
  await page.getByRole('button', { name: ru.app.language.ru }).click();
  await page.getByRole('menuitem', { name: kk.app.language.kk }).click();
  await signIn(page, landlordLogin, DEMO_PASSWORD);
  await expect(page.getByText(t('app.home.welcome', { name: landlordName }))).toBeVisible();
  const kazakh = { storageState: await keptLanguage(page.context()) };

  const renterName = `ТОО «Жібек ${stamp}»`;
  const contact = `Сапарова Жанар ${stamp}`;
  const bin = demoBin('2511', '4', stamp % 100_000);
  const mistyped = `${bin.slice(0, 11)}${(Number(bin[11]) + 1) % 10}`;
  const renterLogin = `zhibek.${stamp}`;
  let renterPassword = '';
  await test.step('1. the landlord registers a renter, leases it a free room, gives it access', async () => {
    await menu(page)
      .getByRole('menuitem', { name: t('resources.renters.name', { smart_count: 2 }) })
      .click();
    await page.getByRole('link', { name: renters.register }).click();
    await expect(page).toHaveURL(/\/renters\/create$/);
    await page.getByRole('textbox', { name: renters.fields.legal_name }).fill(renterName);
    const binInput = page.getByRole('textbox', { name: renters.fields.bin_iin });
    await binInput.fill(mistyped);
    await page.getByRole('textbox', { name: renters.fields.outlet_name }).fill(`Jibek ${stamp}`);
    await page.getByLabel(renters.fields.category).click();
    await page
      .getByRole('option', { name: kk.enums.renter_category.clothing, exact: true })
      .click();
    await page.getByRole('textbox', { name: renters.fields.contact_full_name }).fill(contact);
    await page.getByRole('textbox', { name: renters.fields.phone }).fill('8 701 234 56 78');
    await page.getByRole('button', { name: raKk.ra.action.save }).click();
    // The checksum message is the BIN field's own, and nothing is stored.
    await expect(binInput).toHaveAccessibleDescription(kk.validation.bin_checksum);
    await expect(page).toHaveURL(/\/renters\/create$/);
    await binInput.fill(bin);
    await page.getByRole('button', { name: raKk.ra.action.save }).click();
    await expect(page).toHaveURL(/\/renters\/\d+\/show$/);
    const renterId = Number(/\/renters\/(\d+)\/show$/.exec(page.url())?.[1]);
    await leaseRooms(owner, {
      renter_id: renterId,
      object_id: object.id,
      room_ids: [leased.id],
      number: `Ж-${stamp}`,
    });
    await page.reload();
    await expect(page.getByText(room)).toBeVisible();
    await expect(page.getByRole('link', { name: '+7 701 234 56 78' })).toBeVisible();

    await page.getByRole('button', { name: renters.give_access }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: kk.app.profile.phone })).toHaveValue(
      '+77012345678',
    );
    await dialog.getByRole('textbox', { name: kk.app.auth.login }).fill(renterLogin);
    await dialog.getByRole('button', { name: renters.create_account }).click();
    await expect(dialog.getByText(t('app.account.created', { login: renterLogin }))).toBeVisible();
    renterPassword = await temporaryPassword(dialog);
    await dialog.getByRole('button', { name: raKk.ra.action.close }).click();
  });

  const renter = await openPage(kazakh);
  let number = '';
  await test.step('2. the renter replaces its password and files an extra cleaning', async () => {
    await renter.goto('/auth');
    await signIn(renter, renterLogin, renterPassword);
    await replacePassword(renter, `zhibek-${stamp}`, contact);
    await menu(renter).getByRole('menuitem', { name: journalName }).click();
    await renter.getByRole('link', { name: journal.create }).click();
    await renter.getByRole('link', { name: new RegExp(cleaning.name.kk) }).click();
    // Its only room and the account's phone are filled in.
    await expect(renter.getByRole('combobox', { name: journal.fields.object_id })).toHaveText(
      centre,
    );
    await expect(renter.getByRole('combobox', { name: journal.fields.room_id })).toHaveValue(room);
    await expect(renter.getByRole('textbox', { name: journal.fields.phone })).toHaveValue(
      '+77012345678',
    );
    // The first save flags a cleared common field and the type's required one together.
    const applicant = renter.getByRole('textbox', { name: journal.fields.applicant_name });
    await expect(applicant).toHaveValue(contact);
    await applicant.fill('');
    await renter.getByRole('button', { name: raKk.ra.action.save }).click();
    await expect(applicant).toHaveAccessibleDescription(kk.validation.required);
    const kind = renter.getByRole('combobox', { name: cleaningKind?.label.kk });
    await expect(kind).toHaveAccessibleDescription(kk.validation.required);
    await applicant.fill(contact);
    await kind.click();
    await renter.getByRole('option', { name: wetCleaning?.label.kk }).click();
    await renter.getByRole('button', { name: raKk.ra.action.save }).click();
    const heading = renter.getByRole('heading', {
      name: new RegExp(`№ \\d+ · ${cleaning.name.kk}`),
    });
    await expect(heading).toBeVisible();
    number = /№ (\d+)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
  });

  // An employee of the spec's own with the journal, its password set, working in Kazakh.
  const executor = `Орындаушы Ерлан ${stamp}`;
  const executorLogin = `erlan.${stamp}`;
  const made = await owner<{ temporary_password: string }>('/employee', {
    method: 'POST',
    data: { full_name: executor, login: executorLogin, access: { requests: 'intermediate' } },
  });
  const first = await apiAs(request, executorLogin, made.temporary_password);
  await first('/auth/first-login', {
    method: 'POST',
    data: { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  await (await apiAs(request, executorLogin))('/user/locale', {
    method: 'PUT',
    data: { locale: 'kk' },
  });
  await test.step('3. an employee takes it into work and completes it', async () => {
    const staff = await openPage(kazakh);
    await staff.goto('/auth');
    await signIn(staff, executorLogin, DEMO_PASSWORD);
    await expect(staff.getByText(t('app.home.welcome', { name: executor }))).toBeVisible();
    await menu(staff).getByRole('menuitem', { name: journalName }).click();
    await bidRow(staff, number).click();
    await expect(
      staff.getByRole('heading', { name: `№ ${number} · ${cleaning.name.kk}` }),
    ).toBeVisible();
    const executorItem = cardItem(staff, journal.fields.executor_id);
    await expect(executorItem).toHaveText(`${journal.fields.executor_id}—`);
    await staff.getByRole('button', { name: journal.action.take }).click();
    await expect(
      staff.getByText(kk.enums.bid_status.in_progress, { exact: true }).first(),
    ).toBeVisible();
    await expect(executorItem).toHaveText(`${journal.fields.executor_id}${executor}`);
    await staff.getByRole('button', { name: journal.action.complete }).click();
    await expect(staff.getByRole('button', { name: journal.action.complete })).toBeHidden();
    await expect(cardItem(staff, journal.fields.place)).toHaveText(
      `${journal.fields.place}${room}`,
    );
    await expect(executorItem).toHaveText(`${journal.fields.executor_id}${executor}`);
    await staff.context().close();
  });

  await test.step('4. the renter rates it', async () => {
    await renter.reload();
    await renter
      .locator('label', { hasText: t('resources.requests-journal.stars', { smart_count: 5 }) })
      .click();
    await renter
      .getByRole('textbox', { name: journal.rating_comment })
      .fill('Тез әрі таза, рақмет');
    await renter.getByRole('button', { name: journal.rate }).click();
    await expect(renter.getByText(journal.rated)).toBeVisible();
    await renter.getByRole('tab', { name: kk.app.history.title }).click();
    const history = (key: string, vars: Record<string, string | number>) =>
      renter.getByText(t(`resources.requests-journal.event.${key}`, vars), { exact: true });
    await expect(history('rated', { rating: 5 })).toBeVisible();
    await expect(
      history('status', {
        from: kk.enums.bid_status.in_progress,
        to: kk.enums.bid_status.done,
      }),
    ).toBeVisible();
    await renter.context().close();
  });

  await test.step('5. the landlord exports the journal to Excel', async () => {
    await menu(page).getByRole('menuitem', { name: journalName }).click();
    await expect(bidRow(page, number)).toContainText(executor);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: kk.app.export.excel }).click();
    const download = await downloading;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet(t('resources.requests-journal.export_sheet'));
    if (!sheet) throw new Error('No sheet of requests');
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = (name: keyof typeof journal.fields) => headers.indexOf(journal.fields[name]);
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => {
      if (String(row.getCell(column('number')).value) === number) rows.push(row);
    });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.getCell(column('request_type_id')).value).toBe(cleaning.name.kk);
    expect(row.getCell(column('room_id')).value).toBe(room);
    expect(row.getCell(column('executor_id')).value).toBe(executor);
    expect(row.getCell(column('created_at')).value).toBeInstanceOf(Date);
    expect(row.getCell(column('done_at')).value).toBeInstanceOf(Date);
  });

  const leasing = `Жалдаушы Әсел ${stamp}`;
  const leasingLogin = `asel.${stamp}`;
  const staffPage = await openPage(kazakh);
  await test.step('6. the landlord registers an employee with access; it signs in', async () => {
    const employees = kk.resources.employees;
    await menu(page)
      .getByRole('menuitem', { name: t('resources.employees.name', { smart_count: 2 }) })
      .click();
    await page.getByRole('link', { name: employees.register }).click();
    await page.getByRole('textbox', { name: employees.fields.full_name }).fill(leasing);
    await page.getByRole('textbox', { name: employees.fields.login }).fill(leasingLogin);
    await page.getByLabel(employees.fields.access_preset).click();
    await page.getByRole('option', { name: kk.app.access.presets.leasing }).click();
    await page.getByRole('button', { name: raKk.ra.action.save }).click();
    // The levels are given on registering, and the card shows them.
    const registered = page.getByRole('dialog', { name: employees.registered });
    const password = await temporaryPassword(registered);
    await registered.getByRole('button', { name: raKk.ra.action.close }).click();
    await expect(page).toHaveURL(/\/employees\/\d+$/);
    const levels = page.getByRole('region', { name: kk.app.access.card_title });
    const level = (module: string) => levels.locator(`dt:text-is("${module}") + dd`);
    await expect(level(kk.app.access.modules.requests)).toHaveText(kk.app.access.levels.view);
    await expect(level(kk.app.access.modules.waiting_list)).toHaveText(kk.app.access.levels.main);

    await staffPage.goto('/auth');
    await signIn(staffPage, leasingLogin, password);
    await replacePassword(staffPage, `asel-${stamp}`, leasing);
    await expect(menu(staffPage).getByRole('menuitem', { name: journalName })).toBeVisible();
  });

  await test.step('7. a guest sends the questionnaire; the new employee makes a renter', async () => {
    const guest = await openPage(kazakh);
    const brand = `Dala Coffee ${stamp}`;
    const company = `ТОО «Дала ${stamp}»`;
    const field = (name: keyof typeof forms.fields) =>
      guest.getByRole('textbox', { name: forms.fields[name], exact: true });
    await guest.goto('/tenants');
    await expect(
      guest.getByRole('heading', { level: 1, name: kk.app.tenants.title }),
    ).toBeVisible();
    await guest.getByRole('link', { name: t('app.tenants.fill_for', { name: centre }) }).click();
    await expect(
      guest.getByRole('heading', { name: kk.app.application_form.step_title.company }),
    ).toBeVisible();
    await field('bin_iin').fill(demoBin('2512', '4', stamp % 100_000));
    await field('company_name').fill(company);
    await guest.getByRole('button', { name: kk.app.application_form.next }).click();
    await field('brand_name').fill(brand);
    await guest
      .getByRole('combobox', { name: forms.fields.category })
      .selectOption({ label: kk.enums.renter_category.food });
    await guest.getByRole('button', { name: kk.app.application_form.next }).click();
    await expect(
      guest.getByRole('heading', { name: kk.app.application_form.step_title.premises }),
    ).toBeVisible();
    await guest.getByRole('button', { name: kk.app.application_form.next }).click();
    await field('contact_full_name').fill('Нұрланова Дана');
    await field('email').fill(`dana.${stamp}@example.kz`);
    await field('phone').fill('8 705 111 22 33');
    await guest.getByRole('checkbox', { name: kk.app.public_form.consent }).check();
    await guest.getByRole('button', { name: kk.app.public_form.send }).click();
    await expect(
      guest.getByRole('heading', { name: kk.app.application_form.sent_title }),
    ).toBeVisible();
    await guest.context().close();

    await menu(staffPage)
      .getByRole('menuitem', { name: t('resources.application-forms.name', { smart_count: 2 }) })
      .click();
    await staffPage.getByPlaceholder(raKk.ra.action.search).fill(brand);
    await expect(
      staffPage.getByText(t('resources.application-forms.total', { smart_count: 1 })),
    ).toBeVisible();
    const row = staffPage.getByRole('row', { name: new RegExp(brand) });
    await openRow(staffPage, row, /\/application-forms\/\d+\/show$/);
    await expect(staffPage.getByText(company)).toBeVisible();
    await staffPage.getByRole('button', { name: forms.action.take }).click();
    await staffPage.getByRole('button', { name: forms.action.waiting }).click();
    await expect(
      staffPage.getByText(
        `${kk.enums.questionnaire_status.in_process} → ${kk.enums.questionnaire_status.waiting}`,
      ),
    ).toBeVisible();
    await staffPage.getByRole('button', { name: forms.action.make_renter }).click();
    const dialog = staffPage.getByRole('dialog');
    await expect(dialog.getByLabel(renters.fields.legal_name)).toHaveValue(company);
    await expect(dialog.getByLabel(renters.fields.outlet_name)).toHaveValue(brand);
    await dialog.getByRole('button', { name: forms.make_renter.submit }).click();
    await expect(staffPage).toHaveURL(/\/renters\/\d+\/show$/);
    await expect(staffPage.getByText(forms.renter_created)).toBeVisible();
    await expect(staffPage.getByText(brand, { exact: true })).toBeVisible();
  });
});
