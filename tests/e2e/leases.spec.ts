import { expect } from '@playwright/test';
import kk from '../../i18n/kk';
import raKk from '../../i18n/ra-kk';
import ru from '../../i18n/ru';
import { demoBin } from '../../server/db/seed/demo-data/ids';
import { translate } from '../../src/i18n/translate';
import {
  type Api,
  apiAs,
  DEMO_PASSWORD,
  kazakhstanDay,
  listQuery,
  newOrganization,
  openAs,
  speak,
  test,
} from './helpers';

/**
 * Leases end to end, as staff and a renter meet them: in Russian on a desktop and in Kazakh on a
 * phone, staff draft a lease of a renter's room in the form, put it in force, see the room let on
 * the stacking plan and in the rent roll, and extend it into a linked draft; the renter opens its
 * lease, read only.
 */

type Catalogue = typeof ru;
/** react-admin's own Save, in each language (its catalogues are the library's). */
const SAVE = { ru: 'Сохранить', kk: raKk.ra.action.save };
const CATALOGUES = { ru, kk } as unknown as Record<'ru' | 'kk', Catalogue>;

/** A fresh organization with an object of two rooms and a renter with a login of its own. */
const newLeaseWorld = async (api: Api, request: Parameters<typeof apiAs>[0], stamp: number) => {
  const [object] = await api<{ id: number; name: string }[]>(`/objects${listQuery()}`);
  for (const number of ['101', '102']) {
    await api('/rooms', {
      method: 'POST',
      data: { object_id: object.id, number, floor: 1, area: 40, purpose: 'retail' },
    });
  }
  const renterName = `ТОО «Аренда ${stamp}»`;
  const renter = await api<{ id: number }>('/renters', {
    method: 'POST',
    data: {
      legal_name: renterName,
      bin_iin: demoBin('2512', '4', stamp % 100_000),
      category: 'clothing',
      contact_full_name: 'Серикова Алия',
      phone: '+7 701 000 00 07',
    },
  });
  const login = `lease.renter.${stamp}`;
  const { temporary_password } = await api<{ temporary_password: string }>(
    `/renters/${renter.id}/access`,
    { method: 'POST', data: { login, full_name: 'Серикова Алия', phone: '+7 701 000 00 07' } },
  );
  const first = await apiAs(request, login, temporary_password);
  const set = { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
  await first('/auth/first-login', { method: 'POST', data: set });
  return { object, renterName, renterLogin: login };
};

for (const { language, phone } of [
  { language: 'ru', phone: false },
  { language: 'kk', phone: true },
] as const) {
  test(`a lease in ${language} on a ${phone ? 'phone' : 'desktop'}: drafted, in force, on the plan and the roll, extended, read by its renter`, async ({
    request,
    openPage,
  }) => {
    const c = CATALOGUES[language];
    const t = (key: string, vars?: Record<string, string | number>) =>
      translate(c, language, key, vars);
    const leases = c.resources.contracts;
    const stamp = Date.now();
    const org = await newOrganization(request);
    const owner = await apiAs(request, org.login);
    const world = await newLeaseWorld(owner, request, stamp);
    const viewport = phone ? { width: 390, height: 844 } : { width: 1366, height: 900 };
    const page = await openPage({ viewport, isMobile: phone, hasTouch: phone });
    await speak(page, owner, language);

    await test.step('staff draft the lease in the form', async () => {
      await openAs(page, org.login, '/contracts/create');
      await expect(page.getByLabel(leases.fields.number)).not.toHaveValue('');
      await page.getByLabel(leases.fields.renter_id).fill(world.renterName.slice(0, 12));
      await page.getByRole('option', { name: world.renterName }).click();
      await page.getByLabel(leases.fields.object_id).click();
      await page.getByRole('option', { name: world.object.name }).click();
      await page.getByLabel(leases.fields.room_ids).click();
      await page.getByRole('option', { name: /101/ }).click();
      await page.keyboard.press('Escape');
      await page.getByLabel(leases.fields.rate_per_m2).fill('9500');
      await page.getByLabel(leases.fields.signed_on).fill(kazakhstanDay(-35));
      await page.getByLabel(leases.fields.starts_on).fill(kazakhstanDay(-30));
      await page.getByLabel(leases.fields.ends_on).fill(kazakhstanDay(60));
      await page.getByRole('button', { name: SAVE[language] }).click();
      await expect(page).toHaveURL(/\/contracts\/\d+\/show$/);
    });
    const leaseId = Number(/\/contracts\/(\d+)\/show$/.exec(page.url())?.[1]);

    await test.step('they put it in force', async () => {
      await page.getByRole('button', { name: leases.action.activate }).click();
      await page.getByRole('dialog').getByRole('button', { name: leases.action.activate }).click();
      await expect(page.getByText(leases.done.active)).toBeVisible();
    });

    await test.step('the room is let on the stacking plan and in the rent roll', async () => {
      await page.goto(`/objects/${world.object.id}/plan`);
      const tile = page.getByRole(phone ? 'button' : 'link', {
        name: new RegExp(
          `${t('resources.contracts.plan.room', { number: '101' })} · .* · ${world.renterName}`,
        ),
      });
      await expect(tile).toBeVisible();
      await expect(tile).toHaveAccessibleName(new RegExp(leases.plan.states.ending_90));
      await page.goto('/contracts/rent-roll');
      await expect(page.getByRole('link', { name: world.renterName }).first()).toBeVisible();
    });

    await test.step('extending it makes a draft linked both ways', async () => {
      await page.goto(`/contracts/${leaseId}/show`);
      await page.getByRole('button', { name: leases.action.extend }).click();
      await page.getByRole('dialog').getByRole('button', { name: leases.action.extend }).click();
      await expect(page).toHaveURL(/\/contracts\/\d+(\/edit)?$/);
      const renewal = Number(/\/contracts\/(\d+)/.exec(page.url())?.[1]);
      expect(renewal).not.toBe(leaseId);
      await page.goto(`/contracts/${renewal}/show`);
      await expect(page.getByText(leases.chain.extends)).toBeVisible();
      await page.goto(`/contracts/${leaseId}/show`);
      await expect(page.getByText(leases.chain.extended_by)).toBeVisible();
    });

    await test.step('the renter opens its lease, read only', async () => {
      const renter = await openPage({ viewport, isMobile: phone, hasTouch: phone });
      await speak(renter, await apiAs(request, world.renterLogin), language);
      await openAs(renter, world.renterLogin, `/contracts/${leaseId}/show`);
      await expect(renter.getByText(world.renterName).first()).toBeVisible();
      await expect(renter.getByRole('button', { name: leases.action.extend })).toHaveCount(0);
      await expect(renter.getByRole('button', { name: leases.action.terminate })).toHaveCount(0);
    });
  });
}
