import { expect } from '@playwright/test';
import kk from '../../i18n/kk';
import raKk from '../../i18n/ra-kk';
import ru from '../../i18n/ru';
import { apiAs, newOrganization, newRenterLogin, openAs, speak, test } from './helpers';

/**
 * Correspondence end to end: in Russian on a desktop, staff register an incoming letter and answer
 * it from its card, and the chain shows on both letters, the incoming one answered; in Kazakh on
 * a phone, a renter writes a letter from "My letters" and sees the number it was registered under,
 * staff answer it from its card, the chain shows on both and the renter reads the answer.
 */

const letters = ru.resources.documents;
/** A registered number as the register writes it (`ВХ-2026-0001`): any prefix, year, sequence. */
const NUMBER = /№ (\S+-\d{4}-\d{4,})/;

test('staff register an incoming letter and answer it, and the chain shows both ways', async ({
  request,
  openPage,
}) => {
  const org = await newOrganization(request);
  const page = await openPage({ viewport: { width: 1366, height: 900 } });
  await speak(page, await apiAs(request, org.login), 'ru');

  await test.step('an incoming letter is registered from the register', async () => {
    await openAs(page, org.login, '/documents');
    // The toolbar's button; an empty register offers the same below.
    await page.getByRole('link', { name: letters.create }).first().click();
    await expect(
      page.getByRole('radio', { name: ru.enums.document_direction.incoming }),
    ).toBeChecked();
    await page.getByLabel(letters.fields.sender_number).fill('12-04/1187');
    await page.getByRole('radio', { name: letters.correspondent_kind.other }).check();
    await page.getByLabel(letters.correspondent_name).fill('АО «Алатау Жарық Компаниясы»');
    await page.getByLabel(letters.fields.subject).fill('Плановое отключение электроэнергии');
    await page.getByRole('combobox', { name: letters.fields.delivery }).click();
    await page.getByRole('option', { name: ru.enums.document_delivery.post, exact: true }).click();
    await page.getByRole('radio', { name: letters.due_mode.days }).check();
    await page.getByLabel(letters.fields.due_in_days).fill('10');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/documents\/\d+\/show$/);
  });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Входящее письмо № /);
  const incoming = NUMBER.exec((await heading.textContent()) ?? '')?.[1] as string;
  const incomingUrl = page.url();

  await test.step('it is answered from its card with an outgoing letter', async () => {
    await page.getByRole('link', { name: letters.action.answer }).click();
    await expect(page).toHaveURL(/\/documents\/create$/);
    await expect(
      page.getByRole('radio', { name: ru.enums.document_direction.outgoing }),
    ).toBeChecked();
    await expect(page.getByLabel(letters.fields.sender_number)).toHaveCount(0);
    await expect(page.getByLabel(letters.correspondent_name)).toHaveValue(
      'АО «Алатау Жарық Компаниясы»',
    );
    await expect(page.getByRole('combobox', { name: letters.fields.reply_to_id })).toHaveValue(
      new RegExp(`^№ ${incoming} · `),
    );
    await page.getByLabel(letters.fields.subject).fill('О согласовании окна отключения');
    await page.getByRole('combobox', { name: letters.fields.delivery }).click();
    await page.getByRole('option', { name: ru.enums.document_delivery.email }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).not.toHaveURL(incomingUrl);
    await expect(page).toHaveURL(/\/documents\/\d+\/show$/);
    await expect(heading).toHaveText(/^Исходящее письмо № /);
  });
  const outgoing = NUMBER.exec((await heading.textContent()) ?? '')?.[1] as string;

  await test.step('the answer names the letter it answers, which is answered and names it', async () => {
    await expect(page.getByText(letters.chain.answers, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: `№ ${incoming}` }).click();
    await expect(page).toHaveURL(incomingUrl);
    await expect(heading).toHaveText(`Входящее письмо № ${incoming}`);
    await expect(
      page.locator('main').getByText(ru.enums.document_status.answered, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(letters.chain.answered_by, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `№ ${outgoing}` }).first()).toBeVisible();
  });
});

test('in Kazakh on a phone a renter writes a letter, staff answer it, and both see the chain', async ({
  request,
  openPage,
}) => {
  const own = kk.resources.documents;
  const org = await newOrganization(request);
  const renter = await newRenterLogin(request, await apiAs(request, org.login));
  const page = await openPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await speak(page, await apiAs(request, renter), 'kk');
  await openAs(page, renter, '/home/index');

  await test.step('"My letters" offers to write one', async () => {
    await page.locator('header').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: kk.app.menu.my_letters }).click();
    await expect(page).toHaveURL(/\/documents$/);
    // The toolbar's button; an empty list offers the same below.
    await page.getByRole('link', { name: own.action.write }).first().click();
    await expect(page).toHaveURL(/\/documents\/letter$/);
  });

  await test.step('the letter is sent and opens under its number', async () => {
    await page.getByLabel(own.fields.subject).fill('Маңдайша жазуды ауыстыру');
    await page
      .getByLabel(own.letter.text)
      .fill('Кіреберіс үстіндегі жаңа маңдайша жазуды келісуді сұраймыз.');
    await page.getByRole('button', { name: own.action.send }).click();
    await expect(page).toHaveURL(/\/documents\/\d+\/show$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Сіздің хатыңыз № \S+-\d{4}-0001$/,
    );
    await expect(
      page.locator('main').getByText(kk.enums.document_status.registered, { exact: true }),
    ).toBeVisible();
  });
  const letterUrl = new URL(page.url()).pathname;

  const staff = await openPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await speak(staff, await apiAs(request, org.login), 'kk');
  const heading = staff.getByRole('heading', { level: 1 });

  await test.step('staff answer it from its card with an outgoing letter', async () => {
    await openAs(staff, org.login, letterUrl);
    await expect(heading).toHaveText(/^Кіріс хат № /);
    const incoming = NUMBER.exec((await heading.textContent()) ?? '')?.[1] as string;
    await staff.getByRole('link', { name: own.action.answer }).click();
    await expect(
      staff.getByRole('radio', { name: kk.enums.document_direction.outgoing }),
    ).toBeChecked();
    await staff.getByLabel(own.fields.subject).fill('Маңдайша жазуды келісу туралы');
    await staff.getByRole('combobox', { name: own.fields.delivery }).click();
    await staff.getByRole('option', { name: kk.enums.document_delivery.portal }).click();
    await staff.getByRole('button', { name: raKk.ra.action.save }).click();
    await expect(heading).toHaveText(/^Шығыс хат № /);
    await expect(staff.getByText(own.chain.answers, { exact: true })).toBeVisible();
    await staff.getByRole('link', { name: `№ ${incoming}` }).click();
    await expect(heading).toHaveText(`Кіріс хат № ${incoming}`);
    await expect(
      staff.locator('main').getByText(kk.enums.document_status.answered, { exact: true }),
    ).toBeVisible();
    await expect(staff.getByText(own.chain.answered_by, { exact: true })).toBeVisible();
  });

  await test.step('the renter finds the answer under its letter', async () => {
    await page.reload();
    await expect(
      page.locator('main').getByText(kk.enums.document_status.answered, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Маңдайша жазуды келісу туралы')).toBeVisible();
  });
});
