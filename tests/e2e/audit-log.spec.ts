import { expect, type Page, test } from '@playwright/test';
import kk from '../../i18n/kk';
import ru from '../../i18n/ru';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { apiAs, listQuery, newOrganization, openAs } from './helpers';

const CATALOGUES = { ru, kk };
type Language = keyof typeof CATALOGUES;

/**
 * The superadmin is one demo account the specs beside this one read in Russian, so its saved
 * language stays as it is: this browser alone is told it speaks `language`.
 */
const superadminSpeaking = async (page: Page, language: Language) => {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.language,
    value: language,
  });
  await page.route('**/api/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), locale: language } });
  });
};

for (const language of ['ru', 'kk'] as const) {
  test(`the superadmin finds a landlord’s change in the audit log by its organization (${language})`, async ({
    page,
    request,
  }) => {
    const t = CATALOGUES[language];
    const log = t.resources['audit-log'];
    const organization = await newOrganization(request);
    const owner = await apiAs(request, organization.login);
    const [object] = await owner<{ id: number; name: string }[]>(
      `/objects${listQuery({ q: organization.object })}`,
    );
    const renamed = `${organization.object} (${language})`;
    await owner(`/objects/${object.id}`, { method: 'PUT', data: { name: renamed } });

    await superadminSpeaking(page, language);
    await openAs(page, 'superadmin', '/audit-log');
    await expect(page.locator('#react-admin-title')).toHaveText(log.name.split(' |||| ')[1]);
    const picker = page.getByRole('combobox', { name: log.fields.landlord_id });
    await picker.fill(organization.name);
    await page.getByRole('option', { name: organization.name }).click();
    await expect(page).toHaveURL(/landlord_id/);

    const rows = page.locator('main tbody tr');
    const change = rows.filter({ hasText: log.actions.update });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText(organization.name);
    await expect(change).toContainText('Тестов Нурлан');
    await expect(change).toContainText(
      `${t.resources.objects.fields.name}: ${organization.object} → ${renamed}`,
    );
    const record = change.getByRole('link', {
      name: log.record.replace('%{entity}', log.entities.objects).replace('%{id}', `${object.id}`),
    });
    await expect(record).toHaveAttribute('href', `/objects/${object.id}/show`);
    // The organization's own history: its object made, the organization registered.
    await expect(rows.filter({ hasText: log.actions.create })).toHaveCount(2);

    await page.getByLabel(log.fields.action).click();
    await page.getByRole('option', { name: log.actions.create }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: log.actions.update })).toHaveCount(0);
  });
}
