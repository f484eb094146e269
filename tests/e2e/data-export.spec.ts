import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { settingsKk } from '../../i18n/settings/kk';
import { settingsRu } from '../../i18n/settings/ru';
import { apiAs, newOrganization, openAs, speak } from './helpers';

const TEXTS = { ru: settingsRu, kk: settingsKk };

for (const language of ['ru', 'kk'] as const) {
  test(`a landlord downloads all its organization’s data from the settings (${language})`, async ({
    page,
    request,
  }) => {
    const t = TEXTS[language];
    const organization = await newOrganization(request);
    await speak(page, await apiAs(request, organization.login), language);
    await openAs(page, organization.login, '/settings?tab=data-export');
    await expect(page.getByRole('tab', { name: t.tabs['data-export'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: t.export.title })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^organization-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile(await file.path()));
    const manifest = JSON.parse((await zip.file('manifest.json')?.async('string')) ?? '{}');
    expect(manifest.organization.name).toBe(organization.name);
    expect(await zip.file('objects.csv')?.async('string')).toContain(organization.object);
    expect(await zip.file('users.csv')?.async('string')).toContain(organization.login);
    await expect(page.getByRole('button', { name: t.export.download })).toBeEnabled();
  });
}
