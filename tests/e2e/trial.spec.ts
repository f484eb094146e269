import { expect } from '@playwright/test';
import { apiAs, kazakhstanDay, listQuery, newOrganization, openAs, speak, test } from './helpers';

/** What the organization's owner reads, in each language. */
const TEXTS = {
  ru: {
    daysLeft: /Пробный период заканчивается: осталось 3 дня/,
    ended: /Пробный период закончился .*только на просмотр/,
    refused: /Пробный период организации закончился/,
    save: 'Сохранить',
    name: 'Название',
  },
  kk: {
    daysLeft: /Сынақ кезеңі аяқталып келеді: 3 күн қалды/,
    ended: /Сынақ кезеңі .* аяқталды\. Ұйым тек қарау режимінде/,
    refused: /Ұйымның сынақ кезеңі аяқталды/,
    save: 'Сақтау',
    name: 'Атауы',
  },
} as const;

for (const language of ['ru', 'kk'] as const) {
  test(`the trial (${language}): its last days are counted, the superadmin ends it, the organization turns read-only`, async ({
    page,
    openPage,
    request,
  }) => {
    const text = TEXTS[language];
    const org = await newOrganization(request);
    const superadmin = await apiAs(request, 'superadmin');
    const [landlord] = await superadmin<{ id: number }[]>(
      `/landlords${listQuery({ q: org.name })}`,
    );
    await superadmin(`/landlords/${landlord.id}/trial`, {
      method: 'PUT',
      data: { trial_ends_at: kazakhstanDay(2) },
    });
    const owner = await apiAs(request, org.login);
    await speak(page, owner, language);
    const [object] = await owner<{ id: number }[]>(`/objects${listQuery()}`);

    await openAs(page, org.login, `/objects/${object.id}`);
    await expect(page.getByRole('status').filter({ hasText: text.daysLeft })).toBeVisible();

    // The superadmin ends the trial from the organization's card.
    const admin = await openPage();
    await openAs(admin, 'superadmin', `/landlords/${landlord.id}`);
    await admin.getByRole('button', { name: 'Пробный период' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(/До .* включительно, осталось 3 дня/);
    await dialog.getByRole('button', { name: 'Завершить сейчас' }).click();
    await expect(admin.getByText('Пробный период изменён')).toBeVisible();
    await admin.goto(`/landlords${listQuery({ q: org.name })}`);
    await expect(admin.getByRole('row', { name: new RegExp(org.name) })).toContainText(
      /\d{2}\.\d{2}\.\d{4}закончился/,
    );

    // The owner still reads the object, but a change is refused with the reason.
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: text.ended })).toBeVisible();
    const name = page.getByRole('textbox', { name: text.name });
    await expect(name).toHaveValue(org.object);
    await name.fill(`${org.object} 2`);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.refused)).toBeVisible();
    const [stored] = await owner<{ name: string }[]>(`/objects${listQuery()}`);
    expect(stored.name).toBe(org.object);
    await page.screenshot({ path: test.info().outputPath(`trial-ended-${language}.png`) });
  });
}
